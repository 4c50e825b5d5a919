import type { GatsbyNode } from "gatsby"
import { languageRedirectFile } from "./language-redirect-script"

/**
 * `gatsby develop` serves the language redirect's file, which a build writes into public/ (onPostBuild):
 * a prefixed page asked for with ?lng= fetches it (src/i18n/language-redirect.ts).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  const file = languageRedirectFile()
  app.get(file.name, (_request: unknown, response: { type(kind: string): { send(body: string): void } }) => {
    response.type("application/javascript").send(file.code)
  })
}
