import type { QueryClient } from '@tanstack/react-query'
import type { FetchJson } from '../../data/data-source'
import { shownIn, textIn, type Lang, type Position, type Thread } from '../../domain/dataset'
import type { DataIndex } from '../../domain/files/schemas'
import { voteStanding } from '../../domain/kip-votes'
import type { Filters } from '../../url/search-params'
import type { ExportColumn, ExportDocument, ExportValue } from './export-file'
import { latestDigestDay, pageUrl, stanceEvidenceText, type Translate } from './export-values'

/**
 * Positions as an export (export-file.ts), one row per position: who took it, the stance and why,
 * the vote and how binding it is, its KIPs, and its thread. The data people analyse elsewhere,
 * from the timeline (as its filter selects), a KIP's page and a person's page (which gather the
 * threads: timeline-positions.ts, kip-position-export.ts, person-position-export.ts). Loaded when
 * the reader exports.
 */

const FIELDS = [
  'week',
  'thread',
  'threadTitle',
  'person',
  'personId',
  'andOthers',
  'stance',
  'stanceEvidence',
  'text',
  'vote',
  'voteBinding',
  'committersListAsOf',
  'kips',
  'textLanguage',
  'threadLink',
] as const

type PositionRow = Record<(typeof FIELDS)[number], ExportValue>

interface RowContext {
  lang: Lang
  t: Translate
  /** Person id → display name. */
  names: ReadonlyMap<string, string>
  siteRoot: string
}

/**
 * A thread's position → its row, texts in the page's language; a stance the rules could not
 * decide is "unsure", never a guess; a vote's binding as the vote chip reads it (voteStanding):
 * positionRow(Jun Rao's position, its thread, { lang: "zh", … }) → { week: "2026-W20",
 * thread: "2026-W20-kip-1327", person: "Jun Rao", stance: "suggestion", stanceEvidence: "建议",
 * vote: null, voteBinding: null, kips: ["KIP-1327"], … }.
 */
function positionRow(
  position: Position,
  thread: Thread,
  { lang, t, names, siteRoot }: RowContext,
): PositionRow {
  const { vote } = position
  return {
    week: thread.week,
    thread: thread.id,
    threadTitle: textIn(thread.title, lang),
    person: names.get(position.person) ?? position.name,
    personId: position.person,
    andOthers: position.andOthers,
    stance: position.stanceBasis === 'unsure' ? 'unsure' : position.stance,
    stanceEvidence: stanceEvidenceText(position, lang, t),
    text: textIn(position.text, lang),
    vote: vote?.value ?? null,
    voteBinding: vote ? voteStanding(vote) : null,
    committersListAsOf: vote?.committerAsOf ?? null,
    kips: position.kips.map((kip) => `KIP-${kip}`),
    textLanguage: shownIn(position.text, lang),
    threadLink: pageUrl(siteRoot, lang, 'thread', thread.id),
  }
}

/** A vote as a number for a spreadsheet ("+1" → 1); a text "+1" would be guarded as a formula. */
const voteNumber = (value: ExportValue) => Number(value)

/** The columns, headed in the page's language; stances, bindings and yes/no in its words. */
function positionColumns(t: Translate): ExportColumn[] {
  const text: Partial<Record<(typeof FIELDS)[number], (value: ExportValue) => string | number>> = {
    andOthers: (value) => t(value ? 'export.yes' : 'export.no'),
    stance: (value) => t(`kips.stance.${String(value)}`),
    vote: voteNumber,
    voteBinding: (value) => t(`export.binding.${String(value)}`),
    textLanguage: (value) => t(`export.textLanguage.${String(value)}`),
  }
  return FIELDS.map((key) => ({
    key,
    header: t(`export.col.${key}`),
    ...(text[key] ? { text: text[key] } : {}),
  }))
}

/**
 * Which positions a filter keeps, of the threads it selects: where it names KIPs, those about one
 * of them; where it names people, theirs (the positions the timeline marks). Week, status and
 * text select threads. positionFilter({ person: ["jun-rao"] })(a position of Ken Huang) → false.
 */
export function positionFilter({
  kip,
  person,
}: Pick<Filters, 'kip' | 'person'>): (position: Position) => boolean {
  return (position) =>
    (!kip?.length || position.kips.some((k) => kip.includes(k))) &&
    (!person?.length || person.includes(position.person))
}

/** What a view hands its positions export, besides what it is of. */
export interface PositionSource {
  queryClient: QueryClient
  fetchJson: FetchJson
  index: DataIndex
  lang: Lang
  t: Translate
  siteRoot: string
}

export interface PositionExportInput extends Omit<PositionSource, 'queryClient' | 'fetchJson'> {
  /** The threads, in the order of the rows. */
  threads: readonly Thread[]
  /** Which of their positions (positionFilter). */
  keep: (position: Position) => boolean
  /** The parts of the file name that say the scope: ["kip-1327"]. */
  nameParts: string[]
  /** The scope as an address writes it: { kip: "1327" }. */
  filter: Record<string, string>
}

/** The export of the positions `keep` keeps of `threads`, one row each, in the threads' order. */
export function positionExport(input: PositionExportInput): ExportDocument {
  const { threads, keep, nameParts, filter, index, lang, t, siteRoot } = input
  const context = { lang, t, siteRoot, names: new Map(index.people.map((p) => [p.id, p.name])) }
  return {
    list: 'positions',
    nameParts,
    language: lang,
    filter,
    dataAsOf: latestDigestDay(index),
    columns: positionColumns(t),
    rows: threads.flatMap((thread) =>
      thread.positions.filter(keep).map((position) => positionRow(position, thread, context)),
    ),
  }
}
