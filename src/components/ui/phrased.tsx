import { Fragment } from "react"

/**
 * A heading's text, a <wbr> between its phrases: the build marks them with U+200B in Japanese and
 * Chinese (gatsby/phrases.ts), and the headings of those languages break only there (global styles,
 * `word-break: keep-all`). Text without the mark comes out as it went in.
 */
export function Phrased({ children: text }: { children: string }): JSX.Element {
  const phrases = text.split("\u200b")
  return (
    <>
      {phrases.map((phrase, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {phrase}
        </Fragment>
      ))}
    </>
  )
}
