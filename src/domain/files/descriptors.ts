import * as v from 'valibot'
import { fileEach, oneFile } from './descriptor'
import { indexFile, kipNumber, nullableText, threadCard, weekFile } from './schemas'

/**
 * The kinds of data file the first screen reads (descriptor.ts says what a kind is). Each view's
 * own kinds are in view-descriptors.ts, which only the views' code imports: the first load
 * carries these alone. None is bundled: the first screen's code has no room for the rules.
 */
export const FILES = {
  index: oneFile('index.json', indexFile),
  /** Every thread's id, week, title, KIPs, people and status, for Following. */
  cards: oneFile('threads.json', v.array(threadCard)),
  /** A week with its threads, and what the thread pages show derived from them at build time. */
  week: fileEach('weeks/<week>.json', (weekId: string) => `weeks/${weekId}.json`, weekFile),
  /**
   * The official title of each KIP the threads mention, for the filters' KIP field (fetched with
   * what filtering needs; the field shows what has arrived).
   */
  kipTitles: oneFile(
    'kip-titles.json',
    v.array(
      v.strictObject({
        kip: kipNumber,
        /** Official title from the wiki, without the "KIP-N - " prefix; null when the wiki has none. */
        title: nullableText,
      }),
    ),
  ),
}
