import { describe, expect, it } from 'vitest'
import { loadFile, DataLoadError } from '../../../src/data/data-source'
import { checkDataFiles, decodeFile, decodeFileAt } from '../../../src/domain/files/check'
import { DATA_FILES, kindOfPath } from '../../../src/domain/files/data-files'
import { fileAt } from '../../../src/domain/files/descriptor'
import { splitDataset } from '../../../src/domain/files/split'
import { goldDevDataset, realDataset, threeWeeksDataset } from '../../helpers/datasets'

/**
 * The contract of the static files (their kinds' descriptors: src/domain/files/descriptors.ts,
 * view-descriptors.ts): every file the build writes
 * holds what it says, and a file that does not is named with its field, at build time and in the
 * browser. (Made-up datasets from tests/fixtures and the dev gold set cover what the one real
 * week lacks: redirects, several weeks, votes, moves.)
 */

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

describe('every file the build writes holds what its schema says', () => {
  for (const [name, dataset] of [
    ['the real week', realDataset],
    ['three made-up weeks', threeWeeksDataset],
    ['the dev gold set', goldDevDataset],
  ] as const) {
    it(name, () => {
      const files = splitDataset(dataset())
      expect(files.size).toBeGreaterThan(10)
      // Each file's path is of one kind's pattern, and of no other's.
      for (const path of files.keys())
        expect(
          Object.entries(DATA_FILES).flatMap(([kind, file]) =>
            fileAt({ file }, path) ? [kind] : [],
          ),
          path,
        ).toEqual([kindOfPath(path)])
      expect(() => checkDataFiles(files)).not.toThrow()
      // As written: the JSON text, parsed back, holds it too.
      for (const [path, value] of files)
        expect(() => decodeFileAt(path, clone(value))).not.toThrow()
    })
  }
})

describe("the index's KIPs", () => {
  it('are the numbers of the KIPs the threads mention; their titles are in kip-titles.json', () => {
    const dataset = realDataset()
    const files = splitDataset(dataset)
    const { kips } = decodeFile('index', 'index.json', clone(files.get(DATA_FILES.index.path())))
    const mentioned = [...new Set(dataset.threads.flatMap((t) => t.kips))].sort((a, b) => a - b)
    expect(kips).toEqual(mentioned)
    const titles = decodeFile(
      'kipTitles',
      DATA_FILES.kipTitles.path(),
      files.get(DATA_FILES.kipTitles.path()),
    )
    expect(titles.map((t) => t.kip)).toEqual(mentioned)
    // The wiki's title, without its "KIP-N: " prefix.
    expect(titles.find((t) => t.kip === 1327)?.title).toBe(
      'Prevent Hot Data Loss on Partition Expansion for Reset Offset Policy',
    )
  })
})

describe("the index's weeks", () => {
  const files = splitDataset(threeWeeksDataset())
  const written = clone(files.get(DATA_FILES.index.path())) as { weeks: Record<string, unknown>[] }

  it('are written without their dates, and decoded with the dates of their ISO week', () => {
    for (const week of written.weeks) expect(Object.keys(week).sort()).not.toContain('start')
    const { weeks } = decodeFile('index', 'index.json', clone(written))
    const dataset = threeWeeksDataset()
    expect(weeks.map(({ id, start, end }) => ({ id, start, end }))).toEqual(
      dataset.weeks.map(({ id, start, end }) => ({ id, start, end })),
    )
  })

  it('a week whose id is not an ISO week, or with its dates written, is named', () => {
    const index = clone(written)
    index.weeks[1]!.id = '2026-W54'
    expect(() => decodeFile('index', 'index.json', index)).toThrow(
      /index\.json: weeks\.1: "2026-W54" is not an ISO week id/,
    )
    const dated = clone(written)
    dated.weeks[0]!.start = '2026-05-11'
    expect(() => decodeFile('index', 'index.json', dated)).toThrow(/index\.json: weeks\.0\.start/)
  })
})

describe('a file that does not hold it is named, with the field', () => {
  const files = splitDataset(realDataset())
  const weekPath = DATA_FILES.week.path('2026-W20')

  it('a field renamed: the build stops, naming file and field', () => {
    const planted = new Map(files)
    const week = clone(files.get(weekPath)) as { threads: Record<string, unknown>[] }
    week.threads[3]!.state = week.threads[3]!.status
    delete week.threads[3]!.status
    planted.set(weekPath, week)
    expect(() => checkDataFiles(planted)).toThrow(/weeks\/2026-W20\.json: threads\.3\.status/)
  })

  it('a field of another type, an extra field, a value outside its list', () => {
    const index = clone(files.get(DATA_FILES.index.path())) as {
      weeks: Record<string, unknown>[]
      extra?: number
    }
    index.weeks[0]!.threadCount = '10'
    expect(() => decodeFile('index', 'index.json', index)).toThrow(
      /index\.json: weeks\.0\.threadCount: .*number/,
    )
    const extra = clone(files.get(DATA_FILES.index.path())) as Record<string, unknown>
    extra.extra = 1
    expect(() => decodeFile('index', 'index.json', extra)).toThrow(/index\.json: extra/)
    const cards = clone(files.get(DATA_FILES.cards.path())) as { status: string }[]
    cards[0]!.status = 'settled'
    expect(() => decodeFile('cards', 'threads.json', cards)).toThrow(/threads\.json: 0\.status/)
  })

  it('an index of another format version', () => {
    const index = clone(files.get(DATA_FILES.index.path())) as { formatVersion: number }
    index.formatVersion += 1
    expect(() => decodeFile('index', 'index.json', index)).toThrow(/index\.json: formatVersion/)
  })

  it('a file the layout has no place for', () => {
    expect(() => checkDataFiles(new Map([['weeks.json', []]]))).toThrow(
      /weeks\.json: .*no such file/,
    )
    expect(kindOfPath('weeks/2026-W20.json')).toBe('week')
    expect(kindOfPath('weeks/a/b.json')).toBeUndefined()
    expect(kindOfPath('kips/1327.json')).toBe('kip')
  })

  it('in the browser: a DataLoadError naming the file and the field, not a cast', async () => {
    const person = clone(files.get(DATA_FILES.person.path('jun-rao'))) as {
      stats: Record<string, unknown>
    }
    delete person.stats.threads
    const error = await loadFile(
      () => Promise.resolve(person),
      DATA_FILES.person.schema,
      'people/jun-rao.json',
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DataLoadError)
    expect((error as Error).message).toMatch(/^people\/jun-rao\.json: stats\.threads: /)
    const good = files.get(DATA_FILES.person.path('jun-rao'))
    await expect(
      loadFile(() => Promise.resolve(clone(good)), DATA_FILES.person.schema, 'people/jun-rao.json'),
    ).resolves.toEqual(good)
  })
})
