import type { ParentSpanPluginArgs } from "gatsby"
import { fieldDataSettings } from "../src/config/field-data"
import { unsetValues, unsetValuesReport } from "../src/config/release-check"
import { contentCheckedMessage, formatProblem, validateContent } from "./content/validate"

/**
 * Checks every article, translation and legal text before the build starts. A writer's
 * mistake stops `gatsby build` with one line per problem naming the file, the field and
 * the fix (in `gatsby develop` the lines are shown and it goes on). Translations made
 * from an older state of their original are listed without stopping the build.
 */
export function onPreBootstrap({ reporter }: ParentSpanPluginArgs): void {
  const unset = unsetValues()
  if (unset.length > 0) reporter.warn(unsetValuesReport(unset))
  try {
    const fieldData = fieldDataSettings()
    reporter.info(
      fieldData
        ? `Field data: ${fieldData.sampleRate * 100}% of page views send their Core Web Vitals to ${fieldData.endpoint}`
        : "Field data: off (src/config/site.ts, fieldData.endpoint); no web-vitals code is built in",
    )
  } catch (error) {
    reporter.panic(`src/config/site.ts: ${(error as Error).message}`)
  }
  const { problems, warnings, missingTranslations, staleTranslations, articles, versions } = validateContent(
    process.cwd(),
  )
  if (warnings.length > 0)
    reporter.warn(`Worth fixing in the content:\n${warnings.map((w) => `  ${formatProblem(w)}`).join("\n")}`)
  if (missingTranslations.length > 0) {
    reporter.warn(
      `Legal texts not translated yet (these pages show the English text under a notice): ${missingTranslations.join(", ")}`,
    )
  }
  if (staleTranslations.length > 0) {
    reporter.warn(
      [
        `${staleTranslations.length} translation${staleTranslations.length === 1 ? "" : "s"} made before the original last changed.`,
        "Bring each up to date with its index.md, then set its originalUpdated to the date shown:",
        ...staleTranslations.map(
          ({ file, translatedFrom, originalChanged }) =>
            `  ${file}: translated from ${translatedFrom}, original updated ${originalChanged}`,
        ),
      ].join("\n"),
    )
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  ${formatProblem(p)}`).join("\n")}`,
    )
    return
  }
  reporter.info(contentCheckedMessage({ articles, versions }))
}
