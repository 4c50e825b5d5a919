/** BudouX's segmenter for one language: a text cut into its phrases. */
export interface PhraseParser {
  parse(text: string): string[]
}

/** The segmenter for Japanese or Chinese, made once; undefined for any other language. */
export function phraseParser(language: string | undefined): PhraseParser | undefined
