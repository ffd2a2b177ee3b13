/** A piece of a digest text: words, or a name of code the digest wrote as a Markdown code span. */
export interface TextPiece {
  text: string
  code: boolean
}

/**
 * A digest text cut at its Markdown code spans (`INVALID_REQUEST`), each without its backticks:
 * the digests write names of code so, and nothing else of Markdown. A lone backtick, or an empty
 * pair, is text as written. What is between the backticks stays text, never markup.
 */
export function codeSpans(text: string): TextPiece[] {
  const pieces: TextPiece[] = []
  let at = 0
  for (const match of text.matchAll(/`([^`]+)`/g)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), code: false })
    pieces.push({ text: match[1]!, code: true })
    at = match.index + match[0].length
  }
  if (at < text.length) pieces.push({ text: text.slice(at), code: false })
  return pieces
}
