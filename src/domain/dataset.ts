/**
 * The dataset: the project's public data format, written by `npm run ingest` and documented in
 * docs/data-format.md (JSON Schema: docs/dataset.schema.json). Changing a field's name or meaning
 * needs a bump of SCHEMA_VERSION.
 */

export const SCHEMA_VERSION = 4 as const

/** The two languages of the digests and of the UI. Chinese is the original, English the edition. */
export type Lang = 'zh' | 'en'
export const LANGS: readonly Lang[] = ['zh', 'en']

/** A text in the digest's languages: Chinese always, English where the week has an English edition. */
export interface Localized {
  zh: string
  en?: string
}

/**
 * The language `text` is shown in for a reader of `lang`: English when asked for and there,
 * else the Chinese original. shownIn({ zh: "甲" }, "en") → "zh".
 */
export function shownIn(text: Localized, lang: Lang): Lang {
  return lang === 'en' && text.en !== undefined ? 'en' : 'zh'
}

/** The text a reader of `lang` sees: textIn({ zh: "甲", en: "A" }, "en") → "A". */
export function textIn(text: Localized, lang: Lang): string {
  return shownIn(text, lang) === 'en' ? (text.en ?? text.zh) : text.zh
}

/** Where a piece of the dataset came from, so that a reader or maintainer can find the line. */
interface SourceRef {
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

/** How a decision was made: by the rules, by a maintainer (data/reviews.json), or not yet. */
export type Basis = 'rule' | 'reviewed' | 'unsure'

export type Stance = 'support' | 'objection' | 'concern' | 'question' | 'suggestion' | 'information'
export const STANCES: readonly Stance[] = [
  'support',
  'objection',
  'concern',
  'question',
  'suggestion',
  'information',
]

export interface Vote {
  value: '+1' | '-1' | '0'
  /** true: binding, false: non-binding, null: the line does not say. Only ever what the line says. */
  binding: boolean | null
  /**
   * Set only when the line does not say (binding null) and the voter is on the committers list
   * (data/committers.json): the day of that list. A committer's KIP vote is binding under the
   * bylaws, so the vote is shown as binding by the list, apart from a binding the line states.
   */
  committerAsOf?: string
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
  /** Its stance towards what the thread discusses (see src/domain/consensus/stance.ts). */
  stance: Stance
  /** The words of the Chinese text that decided the stance; "" when nothing did. */
  stanceEvidence: string
  /** The same in English: the English edition's words where found, else null (see stanceGloss). */
  stanceEvidenceEn: string | null
  /** What the deciding words mean, in English. */
  stanceGloss: string
  stanceBasis: Basis
  /** The vote this line casts, or null. */
  vote: Vote | null
  /** The KIPs the position is about: those it names, else the thread's one subject KIP. */
  kips: number[]
}

export interface Thread {
  /**
   * `${week}-${slug}`, the slug from what the thread is about (thread-ids.ts): "2026-W20-kip-1327",
   * "2026-W20-kip-1327-2" for a second thread alike in its week. Stable: never its position.
   */
  id: string
  week: string
  /** Short title: "KIP-<n>: <official title>" for a thread about one KIP, else from the summary. */
  title: Localized
  /** Every KIP mentioned in the thread, in order of first mention, no duplicates. */
  kips: number[]
  /** The KIPs the thread is about: its status applies to these only (a subset of kips). */
  subjectKips: number[]
  /** Distinct person ids, in order of first position. */
  participants: string[]
  status: ThreadStatus
  /** The words of the Chinese conclusion that decided the status; "" when nothing did. */
  statusEvidence: string
  /** The same in English: the English edition's words where found, else null (see statusGloss). */
  statusEvidenceEn: string | null
  /** What the deciding words mean, in English. */
  statusGloss: string
  statusBasis: Basis
  summary: Localized
  conclusion: Localized
  positions: Position[]
  source: SourceRef
}

/** A status with why: what a badge shows (a thread, a KIP's week, an open item). */
export type StatusFields = Pick<
  Thread,
  'status' | 'statusEvidence' | 'statusEvidenceEn' | 'statusGloss' | 'statusBasis'
>

/** The status fields of a thread, and nothing else: statusFields(thread) → { status, statusEvidence, … }. */
export function statusFields(t: StatusFields): StatusFields {
  return {
    status: t.status,
    statusEvidence: t.statusEvidence,
    statusEvidenceEn: t.statusEvidenceEn,
    statusGloss: t.statusGloss,
    statusBasis: t.statusBasis,
  }
}

/** A stance with why: what a stance badge shows. */
export type StanceFields = Pick<
  Position,
  'stance' | 'stanceEvidence' | 'stanceEvidenceEn' | 'stanceGloss' | 'stanceBasis' | 'vote'
>

/** The stance fields of a position, and nothing else. */
export function stanceFields(p: StanceFields): StanceFields {
  return {
    stance: p.stance,
    stanceEvidence: p.stanceEvidence,
    stanceEvidenceEn: p.stanceEvidenceEn,
    stanceGloss: p.stanceGloss,
    stanceBasis: p.stanceBasis,
    vote: p.vote,
  }
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

/** What a digest can report became of a proposal: its vote passed (accepted), or it was withdrawn. */
export type Outcome = 'accepted' | 'withdrawn'
export const OUTCOMES: readonly Outcome[] = ['accepted', 'withdrawn']

export type KipWikiState = 'accepted' | 'under discussion' | 'not accepted' | 'unknown'
export const KIP_WIKI_STATES: readonly KipWikiState[] = [
  'accepted',
  'under discussion',
  'not accepted',
  'unknown',
]

/** Facts about a KIP from the Apache Kafka wiki (not from the digests), as of `asOf`. */
export interface KipFact {
  kip: number
  title: string
  state: KipWikiState
  url: string | null
  author: string | null
  /** When the wiki page was created and last changed (ISO date-times). */
  created: string | null
  modified: string | null
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
  /** Published thread ids that now open another thread: old id → its id now (one step). */
  threadRedirects: Record<string, string>
  people: Person[]
  jiraReleaseSnapshots: JiraReleaseSnapshot[]
  /** KIP facts for every KIP of the wiki's catalog, with the date they were taken from the wiki. */
  kipFacts: { asOf: string | null; source: string | null; kips: KipFact[] }
}
