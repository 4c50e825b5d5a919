import type { ParentSpanPluginArgs } from "gatsby"
import { formatProblem, validateContent } from "./validate-content"

/**
 * Checks every article and legal text before the build starts. A writer's
 * mistake stops `gatsby build` with one line per problem naming the file, the
 * field and the fix (in `gatsby develop` the lines are shown and it goes on).
 */
export function onPreBootstrap({ reporter }: ParentSpanPluginArgs): void {
  const { problems, missingTranslations, articles } = validateContent(process.cwd())
  if (missingTranslations.length > 0) {
    reporter.warn(
      `Legal texts not translated yet (these pages show the English text under a notice): ${missingTranslations.join(", ")}`,
    )
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  ${formatProblem(p)}`).join("\n")}`,
    )
    return
  }
  reporter.info(`Content checked: ${articles} articles, no problems`)
}
