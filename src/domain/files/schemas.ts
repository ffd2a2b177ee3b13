import * as v from 'valibot'
import { KIP_WIKI_STATES, LANGS, STANCES, THREAD_STATUSES } from '../dataset'
import { isoWeekDates } from '../iso-week'

/**
 * The schemas of the files the first screen reads, and the parts every file's schema shares: what
 * each file holds, checked by the build on every file it writes and by the app on every file it
 * loads (decode.ts); each kind's descriptor names its schema (descriptors.ts). Objects are strict:
 * a field the contract does not name is an error, so is one it names that is missing.
 *
 * The shapes of the domain (Thread, KipStory, …) are TypeScript types of their own modules: the
 * split writes each file typed by its schema (split.ts), and tests/types/file-schemas.ts holds
 * each schema to its type both ways, so the two cannot drift apart. The shapes only the files
 * have (the index, the cards) are defined here, and their types are inferred from the schemas.
 */

/**
 * The version of the files' format, in index.json: an app that finds another version (a page
 * cached from before a deploy) says so instead of misreading the files. Any change to a kind's
 * schema, path or bundles needs a new version: tests/unit/files/format-version.test.ts records each one's
 * fingerprint. (The dataset, the public format, has its own: SCHEMA_VERSION in dataset.ts.)
 */
export const FILES_VERSION = 16

export const text = v.string()
export const nullableText = v.nullable(v.string())
export const count = v.number()
export const kipNumber = v.number()
const lang = v.picklist(LANGS)
export const threadStatus = v.picklist(THREAD_STATUSES)
export const wikiState = v.picklist(KIP_WIKI_STATES)
const basis = v.picklist(['rule', 'reviewed', 'unsure'])

export const localized = v.strictObject({ zh: text, en: v.optional(text) })

export const statusFields = {
  status: threadStatus,
  statusEvidence: text,
  statusEvidenceEn: nullableText,
  statusGloss: text,
  statusBasis: basis,
}

export const vote = v.strictObject({
  value: v.picklist(['+1', '-1', '0']),
  binding: v.nullable(v.boolean()),
  committerAsOf: v.optional(text),
})

export const stanceFields = {
  stance: v.picklist(STANCES),
  stanceEvidence: text,
  stanceEvidenceEn: nullableText,
  stanceGloss: text,
  stanceBasis: basis,
  vote: v.nullable(vote),
}

const week = v.strictObject({
  id: text,
  start: text,
  end: text,
  languages: v.array(lang),
  jira: v.strictObject({ created: count, summary: localized }),
  sources: v.strictObject({ zh: text, en: v.optional(text) }),
})

const position = v.strictObject({
  person: text,
  name: text,
  andOthers: v.boolean(),
  text: localized,
  line: count,
  ...stanceFields,
  kips: v.array(kipNumber),
})

const thread = v.strictObject({
  id: text,
  week: text,
  title: localized,
  kips: v.array(kipNumber),
  subjectKips: v.array(kipNumber),
  participants: v.array(text),
  ...statusFields,
  summary: localized,
  conclusion: localized,
  positions: v.array(position),
  source: v.strictObject({ file: text, line: count }),
})

const person = v.strictObject({ id: text, name: text, aliases: v.array(text) })

/**
 * A week in the index. Its dates are its id's (a digest's week is an ISO week: the parser checks
 * it), so the file leaves them out and decoding adds them back: they were a quarter of the index's
 * bytes at a long history, which the first load of every page carries.
 */
const weekSummary = v.pipe(
  v.strictObject({
    id: text,
    languages: v.array(lang),
    jiraCreated: count,
    threadCount: count,
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const dates = isoWeekDates(dataset.value.id)
    if (dates === null) {
      addIssue({ message: `"${dataset.value.id}" is not an ISO week id` })
      return NEVER
    }
    return { ...dataset.value, ...dates }
  }),
)

/** What the timeline, filters and cross-links need of a thread, without its texts. */
export const threadCard = v.strictObject({
  id: text,
  week: text,
  title: localized,
  kips: v.array(kipNumber),
  participants: v.array(text),
  status: threadStatus,
})

export const voteCounts = v.strictObject({ '+1': count, '-1': count, '0': count })
export const kipVoteRound = v.strictObject({
  thread: text,
  week: text,
  votes: v.array(v.strictObject({ ...vote.entries, person: text, name: text })),
  binding: voteCounts,
  bindingByCommittersList: voteCounts,
  nonBinding: voteCounts,
  unstated: voteCounts,
})
export const kipLinks = v.strictObject({
  wiki: nullableText,
  discussion: nullableText,
  vote: nullableText,
  jira: nullableText,
})
const kipMove = v.strictObject({
  kip: kipNumber,
  from: threadStatus,
  to: threadStatus,
  fromWeek: text,
})

/** What the wiki said before its page stopped showing a state (kip-facts.ts lastWikiStateGiven). */
export const lastWikiState = v.strictObject({ state: wikiState, from: text, until: nullableText })
const weekKip = v.strictObject({
  kip: kipNumber,
  title: nullableText,
  wiki: v.nullable(
    v.strictObject({
      inWeek: wikiState,
      latest: wikiState,
      lastGiven: v.optional(lastWikiState),
      links: kipLinks,
    }),
  ),
})
const threadVoteRound = v.strictObject({ kip: v.nullable(kipNumber), round: kipVoteRound })
/** A week with its threads, and what the thread pages show derived from them at build time. */
export const weekFile = v.strictObject({
  week,
  threads: v.array(thread),
  /** Every KIP the week's threads name, ascending (kip-story.ts weekKips). */
  kips: v.array(weekKip),
  /** Per thread with votes, its votes tallied per KIP it is about (kip-votes.ts threadVotes). */
  votes: v.record(v.string(), v.array(threadVoteRound)),
  /** Per thread with any, the threads of other weeks on its KIPs (related-threads.ts). */
  related: v.record(
    v.string(),
    v.strictObject({
      threads: v.array(
        v.strictObject({
          id: text,
          week: text,
          title: localized,
          status: threadStatus,
          kips: v.array(kipNumber),
        }),
      ),
      total: count,
    }),
  ),
  /** The KIPs whose digest status changed this week (what-moved.ts), for the timeline's line. */
  moves: v.array(kipMove),
})

/** index.json: the weeks, people and KIPs every view reads. */
export const indexFile = v.strictObject({
  formatVersion: v.literal(FILES_VERSION),
  /** Weeks, oldest first. */
  weeks: v.array(weekSummary),
  people: v.array(person),
  /**
   * The KIPs the threads mention, ascending: what a filter's KIP is checked against. Their titles,
   * which only the filters' KIP field shows, are in kip-titles.json.
   */
  kips: v.array(kipNumber),
  kipFactsAsOf: nullableText,
  /**
   * Published thread ids that now open another thread (data/published-ids.json's redirects,
   * followed to the end): old id → id. For links of the old form; see resolveThreadId.
   */
  threadRedirects: v.record(v.string(), v.string()),
})

export type DataIndex = v.InferOutput<typeof indexFile>
/** The index as its file holds it (the build writes this). */
export type DataIndexFile = v.InferInput<typeof indexFile>
export type WeekSummary = v.InferOutput<typeof weekSummary>
export type ThreadCard = v.InferOutput<typeof threadCard>
export type WeekBundle = v.InferOutput<typeof weekFile>
