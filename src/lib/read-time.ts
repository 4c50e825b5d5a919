/** Reading speeds: words for alphabetic scripts, characters for Chinese, Japanese and Korean. */
export const WORDS_PER_MINUTE = 220
export const CJK_CHARACTERS_PER_MINUTE = 500

const cjk = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/g

/** Strips markdown syntax that is not read: code, images, link targets, HTML comments and tags. */
function readableText(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`|~-]+/g, " ")
}

/** Whole minutes a reader needs for a markdown body, at least 1. */
export function readingMinutes(markdown: string): number {
  const text = readableText(markdown)
  const cjkCharacters = (text.match(cjk) ?? []).length
  const words = text
    .replace(cjk, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  const minutes = words / WORDS_PER_MINUTE + cjkCharacters / CJK_CHARACTERS_PER_MINUTE
  return Math.max(1, Math.round(minutes))
}
