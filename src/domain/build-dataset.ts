/**
 * From digest files to the dataset (docs/data-format.md). Pure: the caller reads the files.
 * Deterministic: files are taken in name order and every list has a defined order, so the same
 * input always gives the same JSON.
 */
import { SCHEMA_VERSION } from './dataset'
import type { Dataset, JiraReleaseSnapshot, Localized, Thread, Week } from './dataset'
import { parseDigest, type DigestError, type ParsedThread } from './digest-parser'
import {
  checkMirror,
  editionLang,
  kipMismatches,
  pairEditions,
  type WeekEditions,
} from './editions'
import { isoWeekId } from './iso-week'
import { releaseSnapshot } from './jira'
import { extractKipRefs, mergeKipRefs } from './kip-refs'
import { selectKipFacts, type KipFactsInput } from './kip-facts'
import type { PeopleTable } from './people'
import { createPeopleRegistry, type PeopleRegistry } from './people-registry'
import { classifyStatus } from './status'

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
}

export type BuildResult =
  | { ok: true; dataset: Dataset; warnings: string[] }
  | { ok: false; errors: DigestError[]; warnings: string[] }

const byName = (a: DigestFile, b: DigestFile) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/**
 * Builds the dataset, or every error found in every file.
 * buildDataset({ files: [{ name: "2026-05-11.zh.txt", text }], people: { people: [] } })
 *   → { ok: true, dataset: { schemaVersion: 1, weeks: [{ id: "2026-W20", … }], … }, warnings: […] }.
 */
export function buildDataset(input: BuildInput): BuildResult {
  const errors: DigestError[] = []
  const fileWarnings: string[] = []
  const parsed = [...input.files].sort(byName).flatMap((f) => {
    const r = parseDigest(f.text, f.name, editionLang(f.name))
    if (!r.ok) {
      errors.push(...r.errors)
      return []
    }
    fileWarnings.push(...r.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`))
    return [r.digest]
  })
  const paired = pairEditions(parsed)
  errors.push(...paired.errors)

  const registry = createPeopleRegistry(input.people, input.peopleFile ?? 'data/people.json')
  const weeks: Week[] = []
  const threads: Thread[] = []
  const snapshots: JiraReleaseSnapshot[] = []
  const warnings: string[] = []
  for (const editions of paired.weeks) {
    const built = buildWeek(editions, registry, warnings)
    if (built.mirrorError) errors.push(built.mirrorError)
    weeks.push(built.week)
    threads.push(...built.threads)
    snapshots.push(...built.snapshots)
  }
  errors.push(...registry.errors)
  warnings.unshift(...registry.warnings, ...fileWarnings, ...lonelyWeeks(paired.weeks))
  if (errors.length > 0) return { ok: false, errors, warnings }

  const mentioned = mergeKipRefs(threads.map((t) => t.kips))
  let kipFacts: Dataset['kipFacts'] = { asOf: null, source: null, kips: [] }
  if (input.kipFacts) {
    const selected = selectKipFacts(input.kipFacts, mentioned)
    kipFacts = { asOf: input.kipFacts.asOf, source: input.kipFacts.source, kips: selected.kips }
    if (selected.missing.length > 0) {
      warnings.push(`no KIP facts for ${selected.missing.map((n) => `KIP-${n}`).join(', ')}`)
    }
  }
  return {
    ok: true,
    warnings,
    dataset: {
      schemaVersion: SCHEMA_VERSION,
      weeks,
      threads,
      people: registry.people(threads.flatMap((t) => t.participants)),
      jiraReleaseSnapshots: snapshots,
      kipFacts,
    },
  }
}

function localized(zh: string, en: string | undefined): Localized {
  return en === undefined ? { zh } : { zh, en }
}

function buildWeek(
  { zh, en }: WeekEditions,
  registry: PeopleRegistry,
  warnings: string[],
): {
  week: Week
  threads: Thread[]
  snapshots: JiraReleaseSnapshot[]
  mirrorError: DigestError | null
} {
  const weekId = isoWeekId(zh.start)
  // Chinese names first, so that an unknown person is displayed as the Chinese digest wrote it.
  const threads = zh.threads.map((t, k) =>
    buildThread(t, `${weekId}-${k + 1}`, weekId, zh.file, registry),
  )
  const mirrorError = en ? checkMirror(zh, en, registry.idOf) : null
  // A mismatching edition is an error anyway; don't pair its texts with the wrong threads.
  if (en && !mirrorError) {
    threads.forEach((t, k) => addEnglish(t, en.threads[k]))
    warnings.push(...kipMismatches(zh, en, threadKips))
  }
  const snapshots: JiraReleaseSnapshot[] = []
  zh.threads.forEach((t, k) => {
    const texts = [t.summary.text, ...t.positions.map((p) => p.text), t.conclusion.text]
    const r = releaseSnapshot(texts)
    for (const p of r.problems) warnings.push(`${zh.file}:${t.summary.line}: ${p}`)
    if (r.snapshot) snapshots.push({ week: weekId, thread: `${weekId}-${k + 1}`, ...r.snapshot })
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
  return { week, threads, snapshots, mirrorError }
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
export const LONELY_WEEK_GAP_DAYS = 365

/** Warnings for weeks far from all the others: [2026-05-11, 2026-05-18, 2099-01-05] → one for 2099. */
function lonelyWeeks(weeks: readonly WeekEditions[]): string[] {
  if (weeks.length < 2) return []
  const days = weeks.map((w) => Date.parse(`${w.zh.start}T00:00:00Z`) / 86_400_000)
  return weeks.flatMap((w, k) => {
    const nearest = Math.min(...days.filter((_, j) => j !== k).map((d) => Math.abs(d - days[k]!)))
    return nearest > LONELY_WEEK_GAP_DAYS
      ? [
          `${w.zh.file}:${w.zh.headerLine}: the week of ${w.zh.start} is ${Math.round(nearest / 7)} ` +
            'weeks from every other digest: is the date in the header right?',
        ]
      : []
  })
}

function buildThread(
  t: ParsedThread,
  id: string,
  weekId: string,
  file: string,
  registry: PeopleRegistry,
): Thread {
  const positions = t.positions.map((p) => ({
    person: registry.idOf(p.name, file, p.line),
    name: p.name,
    andOthers: p.andOthers,
    text: localized(p.text, undefined),
    line: p.line,
  }))
  const { status, evidence } = classifyStatus(t.conclusion.text)
  return {
    id,
    week: weekId,
    kips: threadKips(t),
    participants: [...new Set(positions.map((p) => p.person))],
    status,
    statusEvidence: evidence,
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
