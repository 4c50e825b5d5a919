import type { HeadFC } from "gatsby"

// Gatsby's runtime asks for the 404 page's data on every load; without one it would ask again and again.
export default function NotFound(): JSX.Element {
  return <h1>Not found</h1>
}

export const Head: HeadFC = () => <title>Not found</title>
