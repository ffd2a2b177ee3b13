/**
 * From digest files to the dataset (docs/data-format.md). Pure: the caller reads the files.
 * Deterministic: files are taken in name order and every list has a defined order, so the same
 * input always gives the same JSON.
 */
import { SCHEMA_VERSION } from './dataset'
import type { Dataset, JiraReleaseSnapshot, Localized, Thread, Week } from './dataset'
import { parseDigest, type DigestError, type LineText, type ParsedThread } from './digest-parser'
import {
  checkMirror,
  editionLang,
  kipMismatches,
  pairEditions,
  type WeekEditions,
} from './editions'
import { isoWeekId } from './iso-week'
import { releaseSnapshot } from './jira'
import { extractKipRefs, mergeKipRefs, readKipRefs } from './kip-refs'
import { catalogFacts, kipTitle, type KipFactsInput } from './kip-facts'
import { committerAliasSuggestions } from './committer-aliases'
import {
  checkCommittersList,
  indexCommitters,
  withCommitterAsOf,
  type CommittersIndex,
  type CommittersList,
} from './committers'
import type { PeopleTable } from './people'
import { createPeopleRegistry, type PeopleRegistry } from './people-registry'
import {
  checkPublishedIds,
  flatRedirects,
  indexPublished,
  NO_PUBLISHED_IDS,
  publishedIdProblems,
  threadIdentity,
  weekThreadIds,
  withNewIds,
  type PublishedIds,
  type PublishedIndex,
  type ThreadIdentity,
} from './published-ids'
import { localizedThreadTitle } from './thread-title'
import { readThread } from './consensus/read-thread'
import {
  checkReviews,
  NO_REVIEWS,
  reviewBook,
  type ReviewBook,
  type Reviews,
} from './consensus/reviews'

export interface DigestFile {
  /** File name relative to the digests folder, e.g. "2026-05-11.zh.txt". */
  name: string
  text: string
}

export interface BuildInput {
  files: DigestFile[]
  people: PeopleTable
  /** Where the people table came from, for messages; default "data/people.json". */
  peopleFile?: string
  kipFacts?: KipFactsInput
  /** The reviewed decisions (data/reviews.json); none when absent. */
  reviews?: Reviews
  /** Where the reviews came from, for messages; default "data/reviews.json". */
  reviewsFile?: string
  /** The record of published thread ids (data/published-ids.json); none: every id is new. */
  publishedIds?: PublishedIds
  /** Where the record came from, for messages; default "data/published-ids.json". */
  publishedIdsFile?: string
  /** The committers list (data/committers.json); none: no vote is read as binding by it. */
  committers?: CommittersList
  /** Where the list came from, for messages; default "data/committers.json". */
  committersFile?: string
  /** The day of the build (YYYY-MM-DD), to warn of weeks that have not begun; none: no such warning. */
  today?: string
}

export type BuildResult =
  | {
      ok: true
      dataset: Dataset
      warnings: string[]
      /** The record with this build's new ids added (`added`), for the build to write. */
      publishedIds: { record: PublishedIds; added: string[] }
    }
  | { ok: false; errors: DigestError[]; warnings: string[] }

const byName = (a: DigestFile, b: DigestFile) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/**
 * Builds the dataset, or every error found in every file.
 * buildDataset({ files: [{ name: "2026-05-11.zh.txt", text }], people: { people: [] } })
 *   → { ok: true, dataset: { schemaVersion: 2, weeks: [{ id: "2026-W20", … }], … }, warnings: […],
 *       publishedIds: { record, added: ["2026-W20-kip-1327", …] } }.
 */
export function buildDataset(input: BuildInput): BuildResult {
  const errors: DigestError[] = []
  const fileWarnings: string[] = []
  // Weeks of Chinese digests with errors (null: header unreadable), so that their English
  // editions are not also said to lack them.
  const failedChinese = new Set<string | null>()
  const parsed = [...input.files].sort(byName).flatMap((f) => {
    const lang = editionLang(f.name)
    const r = parseDigest(f.text, f.name, lang)
    if (!r.ok) {
      errors.push(...r.errors)
      if (lang === 'zh') failedChinese.add(r.start ?? null)
      return []
    }
    fileWarnings.push(...r.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`))
    return [r.digest]
  })
  const paired = pairEditions(
    parsed,
    (start) => failedChinese.has(start) || failedChinese.has(null),
  )
  errors.push(...paired.errors)

  const registry = createPeopleRegistry(input.people, input.peopleFile ?? 'data/people.json')
  const reviewsFile = input.reviewsFile ?? 'data/reviews.json'
  const reviewProblems = input.reviews ? checkReviews(input.reviews) : []
  errors.push(...reviewProblems.map((message) => ({ file: reviewsFile, line: 0, message })))
  const book = reviewBook(input.reviews && reviewProblems.length === 0 ? input.reviews : NO_REVIEWS)
  const publishedFile = input.publishedIdsFile ?? 'data/published-ids.json'
  const recordProblems = input.publishedIds ? checkPublishedIds(input.publishedIds) : []
  errors.push(...recordProblems.map((message) => ({ file: publishedFile, line: 0, message })))
  const published = indexPublished(
    input.publishedIds && recordProblems.length === 0 ? input.publishedIds : NO_PUBLISHED_IDS,
  )
  const committersFile = input.committersFile ?? 'data/committers.json'
  const listProblems = input.committers ? checkCommittersList(input.committers) : []
  errors.push(...listProblems.map((message) => ({ file: committersFile, line: 0, message })))
  const committers =
    input.committers && listProblems.length === 0 ? indexCommitters(input.committers) : null
  const weeks: Week[] = []
  const threads: Thread[] = []
  const identities: ThreadIdentity[] = []
  const snapshots: JiraReleaseSnapshot[] = []
  const warnings: string[] = []
  for (const editions of paired.weeks) {
    const built = buildWeek(editions, registry, book, published, committers, warnings)
    if (built.mirrorError) errors.push(built.mirrorError)
    weeks.push(built.week)
    threads.push(...built.threads)
    identities.push(...built.identities)
    snapshots.push(...built.snapshots)
  }
  errors.push(...registry.errors)
  warnings.unshift(
    ...registry.warnings,
    ...(committers
      ? committerAliasSuggestions(
          threads,
          (id) => registry.tableSpellings(id).length > 0,
          committers,
          input.peopleFile ?? 'data/people.json',
        )
      : []),
    ...fileWarnings,
    ...datesToCheck(paired.weeks, input.today),
  )
  warnings.push(...book.problems(reviewsFile))
  if (errors.length > 0) return { ok: false, errors, warnings }

  const mentioned = mergeKipRefs(threads.map((t) => t.kips))
  let kipFacts: Dataset['kipFacts'] = { asOf: null, source: null, kips: [] }
  if (input.kipFacts) {
    const selected = catalogFacts(input.kipFacts, mentioned)
    kipFacts = { asOf: input.kipFacts.asOf, source: input.kipFacts.source, kips: selected.kips }
    if (selected.missing.length > 0) {
      warnings.push(`no KIP facts for ${selected.missing.map((n) => `KIP-${n}`).join(', ')}`)
    }
  }
  const factTitles = new Map(kipFacts.kips.map((f) => [f.kip, f.title]))
  for (const t of threads)
    t.title = localizedThreadTitle(t, (kip) => kipTitle(factTitles.get(kip), kip))

  // Ids are public: a build that would break a published one fails, saying what to record.
  const identified = threads.map((t, k) => ({
    ...(identities[k] as ThreadIdentity),
    id: t.id,
    week: t.week,
    title: t.title.zh,
  }))
  const idProblems = publishedIdProblems(published, identified, publishedFile)
  if (idProblems.length > 0)
    return {
      ok: false,
      errors: idProblems.map((message) => ({ file: publishedFile, line: 0, message })),
      warnings,
    }
  return {
    ok: true,
    warnings,
    publishedIds: withNewIds(published.record, identified),
    dataset: {
      schemaVersion: SCHEMA_VERSION,
      weeks,
      threads,
      threadRedirects: flatRedirects(published.record),
      people: registry.people(threads.flatMap((t) => t.participants)),
      jiraReleaseSnapshots: snapshots,
      kipFacts,
    },
  }
}

const UNREAD_POSITION = {
  stance: 'information',
  stanceEvidence: '',
  stanceEvidenceEn: null,
  stanceGloss: '',
  stanceBasis: 'unsure',
  vote: null,
  kips: [],
} as const satisfies Partial<Thread['positions'][number]>

function localized(zh: string, en: string | undefined): Localized {
  return en === undefined ? { zh } : { zh, en }
}

function buildWeek(
  { zh, en }: WeekEditions,
  registry: PeopleRegistry,
  book: ReviewBook,
  published: PublishedIndex,
  committers: CommittersIndex | null,
  warnings: string[],
): {
  week: Week
  threads: Thread[]
  /** What the record of published ids recognises each thread by, in the same order. */
  identities: ThreadIdentity[]
  snapshots: JiraReleaseSnapshot[]
  mirrorError: DigestError | null
} {
  const weekId = isoWeekId(zh.start)
  // Chinese names first, so that an unknown person is displayed as the Chinese digest wrote it.
  const threads = zh.threads.map((t) => buildThread(t, weekId, zh.file, registry, warnings))
  const mirrorError = en ? checkMirror(zh, en, registry.idOf) : null
  // A mismatching edition is an error anyway; don't pair its texts with the wrong threads.
  if (en && !mirrorError) {
    threads.forEach((t, k) => addEnglish(t, en.threads[k]))
    warnings.push(...kipMismatches(zh, en, threadKips))
  }
  threads.forEach((t, k) => {
    const parsed = zh.threads[k] as ParsedThread
    const reading = readThread(
      { ...t, file: zh.file, conclusionLine: parsed.conclusion.line },
      book,
    )
    warnings.push(...reading.unsure)
    Object.assign(t, {
      subjectKips: reading.subjectKips,
      status: reading.status,
      statusEvidence: reading.statusEvidence,
      statusEvidenceEn: reading.statusEvidenceEn,
      statusGloss: reading.statusGloss,
      statusBasis: reading.statusBasis,
    })
    t.positions.forEach((p, j) => Object.assign(p, reading.positions[j]))
    // The list speaks only where the line is silent (withCommitterAsOf): p.vote.binding stays
    // what the line says, which accuracy scoring compares with the labels.
    if (committers)
      for (const p of t.positions)
        if (p.vote)
          p.vote = withCommitterAsOf(
            p.vote,
            [p.name, ...registry.tableSpellings(p.person)],
            committers,
          )
  })
  // Ids from what each thread is about (subjectKips are read just above), never its place.
  const identities = threads.map(threadIdentity)
  const ids = weekThreadIds(published, weekId, identities)
  threads.forEach((t, k) => (t.id = ids[k] as string))
  const snapshots: JiraReleaseSnapshot[] = []
  zh.threads.forEach((t, k) => {
    const texts = [t.summary.text, ...t.positions.map((p) => p.text), t.conclusion.text]
    const r = releaseSnapshot(texts)
    for (const p of r.problems) warnings.push(`${zh.file}:${t.summary.line}: ${p}`)
    if (r.snapshot) snapshots.push({ week: weekId, thread: ids[k] as string, ...r.snapshot })
  })
  const week: Week = {
    id: weekId,
    start: zh.start,
    end: zh.end,
    languages: en ? ['zh', 'en'] : ['zh'],
    jira: {
      created: zh.footer.created,
      summary: localized(zh.footer.paragraph, en?.footer.paragraph),
    },
    sources: en ? { zh: zh.file, en: en.file } : { zh: zh.file },
  }
  return { week, threads, identities, snapshots, mirrorError }
}

/** Every KIP a parsed thread mentions, in order of first mention. */
function threadKips(t: ParsedThread): number[] {
  return mergeKipRefs([
    extractKipRefs(t.summary.text),
    ...t.positions.map((p) => extractKipRefs(p.text)),
    extractKipRefs(t.conclusion.text),
  ])
}

/** A week more than this far from every other week is probably a typo in its header (2099). */
const LONELY_WEEK_GAP_DAYS = 365

/**
 * Warnings for header dates that are probably typos, one per week: a week that has not begun on
 * `today` (a digest looks back on its week), else one far from all the others.
 */
function datesToCheck(weeks: readonly WeekEditions[], today: string | undefined): string[] {
  const future = today ? weeks.filter((w) => w.zh.start > today) : []
  return [
    ...future.map(
      (w) =>
        `${w.zh.file}:${w.zh.headerLine}: the week of ${w.zh.start} has not begun (today is ` +
        `${today}): is the date in the header right?`,
    ),
    ...lonelyWeeks(weeks)
      .filter((l) => !future.some((w) => l.week === w))
      .map((l) => l.warning),
  ]
}

/** Weeks far from all the others: [2026-05-11, 2026-05-18, 2099-01-05] → one for 2099. */
function lonelyWeeks(weeks: readonly WeekEditions[]): { week: WeekEditions; warning: string }[] {
  if (weeks.length < 2) return []
  const days = weeks.map((w) => Date.parse(`${w.zh.start}T00:00:00Z`) / 86_400_000)
  return weeks.flatMap((w, k) => {
    const nearest = Math.min(...days.filter((_, j) => j !== k).map((d) => Math.abs(d - days[k]!)))
    return nearest > LONELY_WEEK_GAP_DAYS
      ? [
          {
            week: w,
            warning:
              `${w.zh.file}:${w.zh.headerLine}: the week of ${w.zh.start} is ` +
              `${Math.round(nearest / 7)} weeks from every other digest: is the date in the header right?`,
          },
        ]
      : []
  })
}

function buildThread(
  t: ParsedThread,
  weekId: string,
  file: string,
  registry: PeopleRegistry,
  warnings: string[],
): Thread {
  const kipsOf = (line: LineText) => {
    const refs = readKipRefs(line.text)
    for (const problem of refs.problems) warnings.push(`${file}:${line.line}: ${problem}`)
    return refs.kips
  }
  // The consensus fields are read once the English texts are in (readThread, in buildWeek), the id
  // from them, and the title once the KIP facts are known (buildDataset).
  const positions = t.positions.map((p) => ({
    person: registry.idOf(p.name, file, p.line),
    name: p.name,
    andOthers: p.andOthers,
    text: localized(p.text, undefined),
    line: p.line,
    ...UNREAD_POSITION,
  }))
  return {
    id: '',
    week: weekId,
    title: { zh: '' },
    kips: mergeKipRefs([kipsOf(t.summary), ...t.positions.map(kipsOf), kipsOf(t.conclusion)]),
    subjectKips: [],
    participants: [...new Set(positions.map((p) => p.person))],
    status: 'open',
    statusEvidence: '',
    statusEvidenceEn: null,
    statusGloss: '',
    statusBasis: 'unsure',
    summary: localized(t.summary.text, undefined),
    conclusion: localized(t.conclusion.text, undefined),
    positions,
    source: { file, line: t.summary.line },
  }
}

/** Adds the English edition's texts to a thread built from the Chinese digest. */
function addEnglish(thread: Thread, e: ParsedThread | undefined): void {
  if (!e) return
  thread.summary.en = e.summary.text
  thread.conclusion.en = e.conclusion.text
  thread.positions.forEach((p, j) => {
    const text = e.positions[j]?.text
    if (text !== undefined) p.text.en = text
  })
}
