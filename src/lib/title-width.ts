/**
 * How wide a title is as a results page shows it: a full-width character (Chinese, Japanese kana and
 * kanji, Korean Hangul, full-width punctuation) takes the room of two Latin letters. Results pages cut a
 * title at about 600 px, some 60 Latin characters or 30 full-width ones.
 */
const fullWidth =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u

export const titleWidth = (title: string): number =>
  [...title.trim()].reduce((width, character) => width + (fullWidth.test(character) ? 2 : 1), 0)

/** Above this a results page may cut the title: the validator warns. */
export const TITLE_WIDTH_WARN = 60
/** Above this it surely does: the validator stops the build. */
export const TITLE_WIDTH_MAX = 70
