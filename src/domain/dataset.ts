/**
 * The dataset: the project's public data format, written by `npm run ingest` and documented in
 * docs/data-format.md (JSON Schema: docs/dataset.schema.json). Changing a field's name or meaning
 * needs a bump of SCHEMA_VERSION.
 */

export const SCHEMA_VERSION = 1 as const

/** The two languages of the digests and of the UI. Chinese is the original, English the edition. */
export type Lang = 'zh' | 'en'
export const LANGS: readonly Lang[] = ['zh', 'en']

/** A text in the digest's languages: Chinese always, English where the week has an English edition. */
export interface Localized {
  zh: string
  en?: string
}

/** Where a piece of the dataset came from, so that a reader or maintainer can find the line. */
export interface SourceRef {
  file: string
  line: number
}

export type ThreadStatus = 'agreed' | 'tentative' | 'contested' | 'open' | 'done'
export const THREAD_STATUSES: readonly ThreadStatus[] = [
  'open',
  'contested',
  'tentative',
  'agreed',
  'done',
]

export interface Week {
  /** ISO week of the start date, e.g. "2026-W20". */
  id: string
  /** Monday, YYYY-MM-DD. */
  start: string
  /** Sunday, YYYY-MM-DD. */
  end: string
  /** Languages the week's digest exists in; always starts with "zh". */
  languages: Lang[]
  jira: {
    /** Issues created in JIRA that week, from the footer line. */
    created: number
    /** The footer's paragraph: what JIRA saw that week. */
    summary: Localized
  }
  /** Digest files of the week, per language (file names relative to the digests folder). */
  sources: { zh: string; en?: string }
}

export interface Position {
  /** Person id (see Person.id). */
  person: string
  /** The name exactly as the digest wrote it (before " 等"). */
  name: string
  /** The digest wrote "@name 等:" ("and others"). */
  andOthers: boolean
  text: Localized
  line: number
}

export interface Thread {
  /** `${week}-${n}`, n the 1-based position of the thread in its week's digest, e.g. "2026-W20-3". */
  id: string
  week: string
  /** Every KIP mentioned in the thread, in order of first mention, no duplicates. */
  kips: number[]
  /** Distinct person ids, in order of first position. */
  participants: string[]
  status: ThreadStatus
  /** The phrase of the (Chinese) conclusion that decided the status; "" when no rule matched. */
  statusEvidence: string
  summary: Localized
  conclusion: Localized
  positions: Position[]
  source: SourceRef
}

export interface Person {
  /** URL-safe id, stable: the slug of the display name (see people.ts). */
  id: string
  /** Display name. */
  name: string
  /** Every spelling seen in the digests or known from the reviewed people table, display name first. */
  aliases: string[]
}

export interface JiraReleaseSnapshot {
  week: string
  thread: string
  release: string
  resolved: number
  unresolved: number
}

export type KipWikiState = 'accepted' | 'under discussion' | 'not accepted' | 'unknown'

/** Facts about a KIP from the Apache Kafka wiki (not from the digests), as of `asOf`. */
export interface KipFact {
  kip: number
  title: string
  state: KipWikiState
  url: string | null
  author: string | null
  created: string | null
  discussionThread: string | null
  voteThread: string | null
  jira: string | null
  /** Wiki state changes during the recorded period: the state from `date` on. */
  stateHistory: { date: string; state: KipWikiState }[]
}

export interface Dataset {
  schemaVersion: typeof SCHEMA_VERSION
  weeks: Week[]
  threads: Thread[]
  people: Person[]
  jiraReleaseSnapshots: JiraReleaseSnapshot[]
  /** KIP facts for the KIPs the digests mention, with the date they were taken from the wiki. */
  kipFacts: { asOf: string | null; source: string | null; kips: KipFact[] }
}
