/**
 * Where a title may break inside a long identifier, as a browser breaks a URL: after its dots,
 * slashes, underscores, colons, hashes and equals signs, and between the words of a long
 * CamelCase name. To the browser "max.future.record.timestamp.difference.ms" or
 * "LogAndContinueProductionExceptionHandler" is one word, wider than a phone's line or a column:
 * it would stick out, or with `overflow-wrap` break anywhere ("Handl|er"). The pieces are joined
 * with <wbr> (BreakableText); every other word breaks only between words, as the browser does.
 *
 * identifierBreaks("Introduce max.future.record.timestamp.difference.ms now")
 *   → ["Introduce max.", "future.", "record.", "timestamp.", "difference.", "ms now"]
 */

/** The characters the narrowest line holds (a laptop's title column, a phone's card): a word as long keeps whole. */
const LINE = 24
const AFTER_PUNCTUATION = /(?<=[./_:#=])(?=[^./_:#=])/u
const BETWEEN_CAMEL_WORDS = /(?<=\p{Ll})(?=\p{Lu})/u

export function identifierBreaks(text: string): string[] {
  const pieces = ['']
  for (const token of text.split(/(\s+)/)) {
    const parts =
      [...token].length > LINE
        ? token
            .split(AFTER_PUNCTUATION)
            .flatMap((part) => ([...part].length > LINE ? part.split(BETWEEN_CAMEL_WORDS) : [part]))
        : [token]
    pieces[pieces.length - 1] += parts[0]!
    pieces.push(...parts.slice(1))
  }
  return pieces
}
