// Types of build-log.mjs for the TypeScript that tests it.
export function readBuildLog(output: string): {
  validatedArticles: number | null
  validatedVersions: number | null
  htmlRendered: number
  /** Gatsby's steps and the precompression, each with its seconds */
  steps: Record<string, number>
}
