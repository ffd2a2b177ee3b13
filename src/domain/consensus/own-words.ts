/**
 * A person's own words, quoted: "原话是 “I'm +1 as a PMC member.”", "在邮件里写道：“…”",
 * "回帖称 “…”", "他只回了一句“+1”". The frame says only that the speaker wrote what follows, so what is in the quotes
 * is read as their line, as if written without quotes.
 *
 * The frame and the quote marks are blanked with spaces, one for one, and the closing mark
 * becomes a full stop, so offsets, and the evidence cut from the line, stay as written.
 * Quotes of another person ("转述 Jun 的原话：…", "引用…") are no frame of one's own words.
 */

/** A tag, the speaker, where and how they wrote it ("在结果邮件里", "review"), the verb of writing. */
const FRAME =
  /^(\s*(?:[【[［][^】\]］]{1,8}[】\]］]\s*)?(?:他|她|我)?\s*(?:只|就|也|仅|直接)?\s*(?:在[^“”"「」，。；]{0,16}?(?:里|中|上)|[A-Za-z ]{0,12})?\s*(?:的)?\s*(?:原话(?:是|为)?|写道|写到|回帖(?:称|说|道)?|回复(?:称|说|道)|邮件里?说|留言(?:称|说)?|评论(?:称|说)?|称|说道?|(?:回|回复|留|写)(?:(?:了|下)\s*(?:一句|一个|个|句)?|\s*(?:一句|一个|个|句)))\s*[:：]?\s*)(["“「『])/
const CLOSING: Record<string, string> = { '"': '"', '“': '”', '「': '」', '『': '』' }

/**
 * ownWords('原话是 "Makes sense to me."') → '       Makes sense to me.。' (same length).
 * ownWords('转述 Jun 的原话：“+1”') → unchanged.
 */
export function ownWords(line: string): string {
  const frame = FRAME.exec(line)
  if (!frame) return line
  const lead = (frame[1] as string).length
  const open = frame[2] as string
  const close = line.indexOf(CLOSING[open] as string, lead + 1)
  if (close < 0) return line
  const blank = (s: string) => ' '.repeat(s.length)
  return blank(line.slice(0, lead + 1)) + line.slice(lead + 1, close) + '。' + line.slice(close + 1)
}
