/** A font file imported for its URL: webpack copies it to public/static/<name>-<hash>.woff2. */
declare module "*.woff2" {
  const url: string
  export default url
}
