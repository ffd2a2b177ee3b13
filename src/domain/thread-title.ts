/**
 * A thread's short title, the one line a card, a heading or a link shows: for a thread about one
 * KIP its official name, else the first sentence of its summary.
 */
import type { Localized, Thread } from './dataset'

/**
 * A short title from a summary: its first sentence, cut at a word or character boundary.
 * "讨论主要围绕 KIP-1327 展开。作者…" → "讨论主要围绕 KIP-1327 展开"
 */
export function threadTitle(summary: string, max = 90): string {
  const first = summary.split(/(?<=[。！？])|(?<=[.!?])\s+/)[0]?.trim() ?? summary
  const sentence = withoutLeadIn(first.replace(/[。.]$/, ''))
  if ([...sentence].length <= max) return sentence
  const cut = [...sentence].slice(0, max).join('')
  const atSpace = cut.lastIndexOf(' ')
  return `${atSpace > max * 0.6 ? cut.slice(0, atSpace) : cut}…`
}

/**
 * What a summary's first sentence says the thread was about, without the words every summary
 * opens with, which would be a third of a card's title: "The discussion centred on the renaming
 * of …" → "Renaming of …"; "本次讨论主要围绕 X 展开" → "X". A sentence that does not open so is
 * kept whole.
 */
export function withoutLeadIn(sentence: string): string {
  const zh =
    /^(?:本次|这次|本周|该)?讨论(?:主要|重点)?(?:是)?(?:围绕|针对|聚焦于?|关于)\s*(.+?)\s*(?:展开|进行)?$/.exec(
      sentence,
    )
  if (zh?.[1]) return zh[1]
  const en =
    /^(?:this|the)\s+discussion\s+(?:mainly\s+|mostly\s+)?(?:centred|centered|focused|focussed|was|is)\s+(?:on|around|about)\s+(?:the\s+)?(.+)$/i.exec(
      sentence,
    )
  if (en?.[1]) return en[1].charAt(0).toUpperCase() + en[1].slice(1)
  return sentence
}

/**
 * The title of a thread, in the languages of its summary. About exactly one KIP whose official
 * title is known (`kipName`, without the "KIP-N - " prefix: kip-facts.kipTitle): "KIP-1327:
 * <official title>", the same in both languages (the wiki has one); otherwise threadTitle of each
 * edition's summary. A thread about several KIPs is not titled by one of them.
 * localizedThreadTitle({ subjectKips: [1327], summary: { zh, en } }, () => "Prevent data loss")
 *   → { zh: "KIP-1327: Prevent data loss", en: "KIP-1327: Prevent data loss" };
 * localizedThreadTitle({ subjectKips: [], summary: { zh: "社区讨论了发布经理人选。其后…" } }, …)
 *   → { zh: "社区讨论了发布经理人选" }.
 */
export function localizedThreadTitle(
  thread: Pick<Thread, 'subjectKips' | 'summary'>,
  kipName: (kip: number) => string | null,
): Localized {
  const [only, ...others] = thread.subjectKips
  const name = only !== undefined && others.length === 0 ? kipName(only) : null
  const title = (summary: string) => (name === null ? threadTitle(summary) : `KIP-${only}: ${name}`)
  const { zh, en } = thread.summary
  return en === undefined ? { zh: title(zh) } : { zh: title(zh), en: title(en) }
}
