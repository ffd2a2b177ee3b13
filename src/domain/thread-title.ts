/**
 * A short title from a summary: its first sentence, cut at a word or character boundary.
 * "讨论主要围绕 KIP-1327 展开。作者…" → "讨论主要围绕 KIP-1327 展开"
 */
export function threadTitle(summary: string, max = 90): string {
  const first = summary.split(/(?<=[。！？])|(?<=[.!?])\s+/)[0]?.trim() ?? summary
  const sentence = first.replace(/[。.]$/, '')
  if ([...sentence].length <= max) return sentence
  const cut = [...sentence].slice(0, max).join('')
  const atSpace = cut.lastIndexOf(' ')
  return `${atSpace > max * 0.6 ? cut.slice(0, atSpace) : cut}…`
}
