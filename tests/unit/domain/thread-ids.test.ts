// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { idProblem, MAX_ID_BYTES, utf8Length } from '../../../src/domain/ids'
import {
  indexPublished,
  NO_PUBLISHED_IDS,
  weekThreadIds,
  withNewIds,
  type ThreadIdentity,
} from '../../../src/domain/published-ids'
import { textFingerprint } from '../../../src/domain/text-fingerprint'
import {
  asciiSlug,
  assignThreadIds,
  baseThreadId,
  threadSlug,
  weekOfThread,
  type ThreadAbout,
} from '../../../src/domain/thread-ids'

// Made-up threads: only what an id is made of.
const about = (subjectKips: number[], participants: string[] = ['jun-rao']): ThreadAbout => ({
  subjectKips,
  participants,
})

describe('the slug of a thread', () => {
  it.each([
    ['one subject KIP', about([1327]), 'kip-1327'],
    ['several, in order', about([1327, 1328]), 'kip-1327-1328'],
    ['at most three KIPs', about([1332, 1327, 1325, 1191, 892]), 'kip-1332-1327-1325'],
    ['KIPs win over people', about([1313], ['matthias-j-sax', 'jun-rao']), 'kip-1313'],
    [
      'no KIP: the first two people',
      about([], ['jun-rao', 'chia-ping-tsai', 'ken-huang']),
      'jun-rao-chia-ping-tsai',
    ],
    ['one person', about([], ['kevin-wu']), 'kevin-wu'],
    [
      'a Chinese id is dropped, the next one taken',
      about([], ['黃竣陽', 'jun-rao', 'kevin-wu']),
      'jun-rao-kevin-wu',
    ],
    ['accents become ASCII', about([], ['zoë-ünicode']), 'zoe-unicode'],
    ['only the ASCII part of a mixed id', about([], ['ken-黃竣陽']), 'ken'],
    ['nothing ASCII left: a neutral word', about([], ['黃竣陽', '张伟']), 'thread'],
    ['no one at all', about([], []), 'thread'],
  ])('%s', (_name, thread, slug) => {
    expect(threadSlug(thread)).toBe(slug)
    expect(baseThreadId('2026-W20', thread)).toBe(`2026-W20-${slug}`)
  })

  it('is URL-safe lowercase ASCII whatever the person ids', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 30 }), { maxLength: 4 }),
        (people) => {
          expect(threadSlug(about([], people))).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        },
      ),
    )
  })

  it('keeps an id of the longest names far below MAX_ID_BYTES', () => {
    const long = 'a'.repeat(MAX_ID_BYTES)
    const [id] = assignThreadIds('2026-W20', [about([], [long, `${'b-'.repeat(100)}c`])])
    expect(idProblem(id as string)).toBeUndefined()
    expect(utf8Length(id as string)).toBeLessThan(MAX_ID_BYTES / 2)
    // A long name is cut after a whole word when it has words.
    expect(threadSlug(about([], [`${'word-'.repeat(20)}end`]))).toMatch(/^(?:word-)+word$/)
  })

  it('asciiSlug: NFKD, marks dropped, lower case, other runs → "-"', () => {
    expect(asciiSlug('José Armando García Sancio')).toBe('jose-armando-garcia-sancio')
    expect(asciiSlug('--A_B--')).toBe('a-b')
    expect(asciiSlug('黃竣陽')).toBe('')
  })
})

describe('ids of a week', () => {
  const week = '2026-W20'

  it('alike threads get "-2", "-3" in digest order', () => {
    expect(
      assignThreadIds(week, [about([1327]), about([1313]), about([1327]), about([1327])]),
    ).toEqual([
      '2026-W20-kip-1327',
      '2026-W20-kip-1313',
      '2026-W20-kip-1327-2',
      '2026-W20-kip-1327-3',
    ])
  })

  it('a kept id stays with its thread; the others take the lowest free suffix', () => {
    const kept = new Map([[1, '2026-W20-kip-1327']])
    expect(assignThreadIds(week, [about([1327]), about([1327])], kept)).toEqual([
      '2026-W20-kip-1327-2',
      '2026-W20-kip-1327',
    ])
  })

  it('a reserved (redirected) id is never given out', () => {
    expect(
      assignThreadIds(week, [about([1327])], new Map(), new Set(['2026-W20-kip-1327'])),
    ).toEqual(['2026-W20-kip-1327-2'])
  })

  it('a suffixed id and a thread whose own slug looks like it stay apart', () => {
    // KIP-1327's second thread and a thread about KIPs 1327 and 2 would both be "kip-1327-2".
    const ids = assignThreadIds(week, [about([1327]), about([1327]), about([1327, 2])])
    expect(new Set(ids).size).toBe(3)
  })

  it('weekOfThread reads the week of new and old ids, nothing else', () => {
    expect(weekOfThread('2026-W20-kip-1327')).toBe('2026-W20')
    expect(weekOfThread('2026-W20-kip-1327-2')).toBe('2026-W20')
    expect(weekOfThread('2026-W20-jun-rao-chia-ping-tsai')).toBe('2026-W20')
    expect(weekOfThread('2026-W20-3')).toBe('2026-W20')
    for (const bad of [
      '2026-W20',
      '2026-W20-',
      '2026-W20-KIP-1',
      '2026-W20-kip--1',
      'x-2026-W20-a',
      '2026-W20-a\u200b',
    ])
      expect(weekOfThread(bad), bad).toBeUndefined()
  })
})

/*
 * The promise of the scheme: inserting, removing or reordering threads of a published week
 * changes no other thread's id. Made-up weeks from small pools of KIPs and people, so that many
 * threads are alike (same slug) and the suffixes are at stake; every thread has its own text.
 */
const WORDS = [
  ...'讨论提议同意反对配置分区消费者生产者副本控制器指标投票发布合并测试文档协议元数据事务日志',
]
const textArb = fc
  .array(fc.constantFrom(...WORDS), { minLength: 40, maxLength: 120 })
  .map((w) => w.join(''))
const threadArb: fc.Arbitrary<ThreadIdentity> = fc.record({
  subjectKips: fc.oneof(
    fc.constant([]),
    fc.array(fc.constantFrom(1327, 1328, 1163), { minLength: 1, maxLength: 2 }),
  ),
  participants: fc.uniqueArray(fc.constantFrom('jun-rao', 'kevin-wu', 'luke-chen', '黃竣陽'), {
    minLength: 1,
    maxLength: 3,
  }),
  fingerprint: textArb.map(textFingerprint),
})
// The fingerprints of random texts of one small alphabet could look alike: keep weeks whose threads don't.
const distinctTexts = (threads: readonly ThreadIdentity[]) =>
  new Set(threads.map((t) => t.fingerprint)).size === threads.length

describe('published ids under edits of the week (property)', () => {
  const week = '2026-W20'
  const record = (threads: ThreadIdentity[], ids: string[]) =>
    withNewIds(
      NO_PUBLISHED_IDS,
      threads.map((t, k) => ({ ...t, id: ids[k] as string, week, title: `thread ${k}` })),
    ).record

  it('every thread that stays keeps its id; the ids stay distinct', () => {
    fc.assert(
      fc.property(
        fc.array(threadArb, { minLength: 1, maxLength: 8 }),
        fc.array(threadArb, { maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
        (before, inserted, removed, order) => {
          fc.pre(distinctTexts([...before, ...inserted]))
          const published = weekThreadIds(indexPublished(NO_PUBLISHED_IDS), week, before)
          const index = indexPublished(record(before, published))
          // Remove some, insert the new ones anywhere, in any order.
          const kept = before.map((t, k) => ({ t, id: published[k] })).filter((_, k) => !removed[k])
          const after = [...kept, ...inserted.map((t) => ({ t, id: undefined }))]
            .map((x, k) => ({ x, key: order[k] ?? 0 }))
            .sort((a, b) => a.key - b.key)
            .map(({ x }) => x)
          const ids = weekThreadIds(
            index,
            week,
            after.map(({ t }) => t),
          )
          after.forEach(({ id }, k) => {
            if (id !== undefined) expect(ids[k]).toBe(id)
          })
          expect(new Set(ids).size).toBe(ids.length)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('without a record, a thread alike to none keeps its id wherever others are inserted', () => {
    fc.assert(
      fc.property(fc.array(threadArb, { maxLength: 6 }), fc.nat(6), (others, at) => {
        const lonely: ThreadIdentity = { subjectKips: [9999], participants: ['x'], fingerprint: '' }
        const threads = [...others.slice(0, at), lonely, ...others.slice(at)]
        const ids = assignThreadIds('2026-W20', threads)
        expect(ids[threads.indexOf(lonely)]).toBe('2026-W20-kip-9999')
      }),
    )
  })
})
