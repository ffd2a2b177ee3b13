/**
 * Editions of a week: the Chinese digest and, optionally, its English edition (`*.en.txt`).
 * Pairs them by the week in their headers and checks that the English mirrors the Chinese.
 */
import type { Lang } from './dataset'
import type { DigestError, ParsedDigest } from './digest-parser'
import { isoWeekId } from './iso-week'

/** Language of a digest file by its name: editionLang("2026-05-11.en.txt") → "en"; "2026-05-11.zh.txt" → "zh". */
export function editionLang(fileName: string): Lang {
  return /\.en\.txt$/i.test(fileName) ? 'en' : 'zh'
}

export interface WeekEditions {
  zh: ParsedDigest
  en?: ParsedDigest
}

/**
 * Groups parsed digests by week, oldest first; reports two files for one week and language,
 * and an English edition without its Chinese week. `chineseFailed(start)`: whether a Chinese
 * digest of that week exists but has errors of its own (null start: one whose header is
 * unreadable), which then explain the missing week: one mistake, one error.
 * pairEditions([zh of 2026-05-11, en of 2026-05-11]) → { weeks: [{ zh, en }], errors: [] }.
 */
export function pairEditions(
  digests: readonly ParsedDigest[],
  chineseFailed: (start: string) => boolean = () => false,
): {
  weeks: WeekEditions[]
  errors: DigestError[]
} {
  const errors: DigestError[] = []
  const byStart = new Map<string, { zh?: ParsedDigest; en?: ParsedDigest }>()
  for (const d of digests) {
    const slot = byStart.get(d.start) ?? {}
    const before = slot[d.lang]
    if (before) {
      errors.push({
        file: d.file,
        line: d.headerLine,
        message:
          `expected one ${d.lang} digest for week ${isoWeekId(d.start)}, found two: ` +
          `${before.file} and ${d.file}`,
      })
      continue
    }
    slot[d.lang] = d
    byStart.set(d.start, slot)
  }
  const weeks: WeekEditions[] = []
  for (const start of [...byStart.keys()].sort()) {
    const { zh, en } = byStart.get(start) ?? {}
    if (!zh) {
      if (en && !chineseFailed(start)) {
        errors.push({
          file: en.file,
          line: en.headerLine,
          message: `expected a Chinese digest for week ${isoWeekId(start)} (${start}), the week of this English edition; found none`,
        })
      }
      continue
    }
    weeks.push(en ? { zh, en } : { zh })
  }
  return { weeks, errors }
}

/**
 * Checks that an English edition mirrors its Chinese digest: same JIRA count, same number of
 * threads, same people (ids after alias resolution) in the same order, each "and others" (等,
 * et al.) in both or in neither. Returns the first
 * mismatch, on the English file's line, naming both files.
 * checkMirror(zh, en, id) → null when they match.
 */
export function checkMirror(
  zh: ParsedDigest,
  en: ParsedDigest,
  idOf: (name: string, file: string, line: number) => string,
): DigestError | null {
  const both = `${en.file} does not mirror ${zh.file}`
  const count = Math.max(zh.threads.length, en.threads.length)
  for (let k = 0; k < count; k++) {
    const z = zh.threads[k]
    const e = en.threads[k]
    if (!z || !e) {
      return {
        file: en.file,
        line: e ? e.summary.line : en.footer.line,
        message:
          `${both}: expected ${zh.threads.length} threads as in ${zh.file}, ` +
          `found ${en.threads.length} (thread ${k + 1} ${z ? `of ${zh.file} line ${z.summary.line} is missing` : 'is extra'})`,
      }
    }
    const zIds = z.positions.map((p) => idOf(p.name, zh.file, p.line))
    const eIds = e.positions.map((p) => idOf(p.name, en.file, p.line))
    const j = firstDifference(zIds, eIds)
    if (j >= 0) {
      const zp = z.positions[j]
      const ep = e.positions[j]
      return {
        file: en.file,
        line: ep?.line ?? e.conclusion.line,
        message:
          `${both}: thread ${k + 1}, position ${j + 1}: expected ` +
          `${zp ? `"${zp.name}" as in ${zh.file} line ${zp.line}` : `no more positions (as in ${zh.file})`}, ` +
          `found ${ep ? `"${ep.name}"` : 'no position'}`,
      }
    }
    // One `andOthers` holds for both editions: "等" and "et al." say the same, or neither does.
    const m = z.positions.findIndex((p, n) => p.andOthers !== e.positions[n]?.andOthers)
    const [zo, eo] = [z.positions[m], e.positions[m]]
    if (zo && eo) {
      const who = (p: typeof zo) => `"${p.name}" ${p.andOthers ? 'and others' : 'alone'}`
      return {
        file: en.file,
        line: eo.line,
        message:
          `${both}: thread ${k + 1}, position ${m + 1}: expected ${who(zo)} as in ${zh.file} ` +
          `line ${zo.line}, found ${who(eo)}`,
      }
    }
  }
  if (zh.footer.created !== en.footer.created) {
    return {
      file: en.file,
      line: en.footer.line,
      message: `${both}: expected ${zh.footer.created} new issues as in ${zh.file} line ${zh.footer.line}, found ${en.footer.created}`,
    }
  }
  return null
}

function firstDifference(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return i
  return -1
}

/**
 * Warnings for the threads of an English edition that name other KIPs than the Chinese digest's
 * (a translation adds or drops no facts; a wrong number is easy to type), on the English line.
 * kipMismatches(zh, en, kipsOf) → ['w.en.txt:2: thread 1 names KIP-1 but w.zh.txt line 2 names KIP-2'].
 */
export function kipMismatches(
  zh: ParsedDigest,
  en: ParsedDigest,
  kipsOf: (thread: ParsedDigest['threads'][number]) => number[],
): string[] {
  const list = (kips: number[]) => (kips.length ? kips.map((k) => `KIP-${k}`).join(', ') : 'no KIP')
  return zh.threads.flatMap((z, k) => {
    const e = en.threads[k]
    if (!e) return []
    const a = [...kipsOf(z)].sort((x, y) => x - y)
    const b = [...kipsOf(e)].sort((x, y) => x - y)
    if (a.join() === b.join()) return []
    return [
      `${en.file}:${e.summary.line}: thread ${k + 1} names ${list(b)} but ${zh.file} line ` +
        `${z.summary.line} names ${list(a)}: check the translation`,
    ]
  })
}
