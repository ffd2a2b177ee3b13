// @vitest-environment node
import { readFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020'
import { describe, expect, it } from 'vitest'
import { buildDataset, type DigestFile } from '../../../src/domain/build-dataset'
import type { PeopleTable } from '../../../src/domain/people'
import {
  checkPublishedIds,
  NO_PUBLISHED_IDS,
  type PublishedIds,
} from '../../../src/domain/published-ids'

/*
 * The real week of 2026-05-11, edited here as a maintainer would edit a published digest: threads
 * inserted, removed, reordered, a typo fixed. Every edited or inserted line below is MADE UP.
 */
const root = new URL('../../../', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')
const REAL_ZH = read('data/digests/2026-05-11.zh.txt')
const people = JSON.parse(read('data/people.json')) as PeopleTable
const FILE = 'published-ids.json'

/** A Chinese digest cut into its header, threads (lines each) and footer. */
function cut(text: string) {
  const lines = text.trim().split('\n')
  const footer = lines.findIndex((l) => l.startsWith('本周新建'))
  const threads: string[][] = []
  for (const line of lines.slice(1, footer)) {
    const last = threads.at(-1)
    // A summary follows a conclusion: a line after a position that is followed by no position.
    if (!last || (!line.startsWith('@') && !(last.at(-1) ?? '').startsWith('@'))) threads.push([])
    threads.at(-1)?.push(line)
  }
  return { header: lines[0] as string, threads, footer: lines.slice(footer) }
}
const REAL = cut(REAL_ZH)
const digest = (threads: string[][]): DigestFile => ({
  name: '2026-05-11.zh.txt',
  text: [REAL.header, ...threads.flat(), ...REAL.footer].join('\n'),
})
// Made-up threads.
const ABOUT_KIP_1327_TOO = [
  '关于 KIP-1327 的投票线程开始，作者请求社区投票。',
  '@Luke Chen: 投了 binding +1。',
  '投票正在进行中。',
]
const ABOUT_NO_KIP = ['社区讨论了网站首页的改版。', '@Greg Harris: 提议简化导航栏。', '仍在讨论。']

function build(threads: string[][], publishedIds?: PublishedIds) {
  return buildDataset({
    files: [digest(threads)],
    people,
    ...(publishedIds ? { publishedIds, publishedIdsFile: FILE } : {}),
  })
}
function ok(r: ReturnType<typeof build>) {
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'))
  return r
}
function errors(r: ReturnType<typeof build>): string[] {
  if (r.ok) throw new Error('expected the build to fail')
  expect(r.errors.every((e) => e.file === FILE && e.line === 0)).toBe(true)
  return r.errors.map((e) => e.message)
}
const ids = (r: ReturnType<typeof build>) => ok(r).dataset.threads.map((t) => t.id)

// What the site published for the real week (no redirects): the record the edits are checked against.
const first = ok(build(REAL.threads))
const published = first.publishedIds.record
const publishedIds = first.dataset.threads.map((t) => t.id)
const idOfKip = (kip: number) => first.dataset.threads.find((t) => t.subjectKips[0] === kip)?.id

describe('the record of a first build', () => {
  it('holds every id, with what it meant, and reports them all as added', () => {
    expect(first.publishedIds.added).toEqual(publishedIds)
    expect(Object.keys(published.threads)).toEqual([...publishedIds].sort())
    const kip1327 = published.threads['2026-W20-kip-1327']
    expect(kip1327).toMatchObject({
      week: '2026-W20',
      subjectKips: [1327],
      participants: ['jun-rao', 'chia-ping-tsai', 'ken-huang'],
      title: first.dataset.threads[2]?.title.zh,
    })
    expect(kip1327?.fingerprint).toMatch(/^[0-9a-f]{8}( [0-9a-f]{8}){15}$/)
    expect(checkPublishedIds(published)).toEqual([])
  })

  it('a second build with it adds nothing and changes nothing', () => {
    const again = ok(build(REAL.threads, published))
    expect(again.publishedIds.added).toEqual([])
    expect(again.publishedIds.record).toEqual(published)
    expect(again.dataset.threads.map((t) => t.id)).toEqual(publishedIds)
  })
})

describe('edits of a published week change no other id', () => {
  it('a thread inserted at the top, alike to none', () => {
    const r = build([ABOUT_NO_KIP, ...REAL.threads], published)
    expect(ids(r).slice(1)).toEqual(publishedIds)
    expect(ok(r).publishedIds.added).toEqual([ids(r)[0]])
  })

  it('an alike thread inserted before a published one does not take its id', () => {
    expect(ids(build([ABOUT_KIP_1327_TOO, ...REAL.threads], published))).toEqual([
      '2026-W20-kip-1327-2',
      ...publishedIds,
    ])
    // Without the record it would: the digest's order decides between alike threads.
    expect(ids(build([ABOUT_KIP_1327_TOO, ...REAL.threads]))[3]).toBe('2026-W20-kip-1327-2')
  })

  it('reordered threads', () => {
    const reversed = [...REAL.threads].reverse()
    expect(ids(build(reversed, published))).toEqual([...publishedIds].reverse())
  })

  it('a typo fixed in a summary and in a position', () => {
    const edited = REAL.threads.map((t) => [...t])
    const kip1327 = edited[2] as string[]
    kip1327[0] = kip1327[0]!.replace('防止分区扩容时数据丢失', '防止分区扩容时的数据丢失')
    kip1327[1] = kip1327[1]!.replace('显得局限', '显得有局限')
    const r = ok(build(edited, published))
    expect(r.dataset.threads.map((t) => t.id)).toEqual(publishedIds)
    // The record says what an id meant when it was published: never rewritten.
    expect(r.publishedIds).toEqual({ record: published, added: [] })
  })

  it('two of three signs are enough: the people of a thread corrected', () => {
    const edited = REAL.threads.map((t) => [...t])
    edited[2]![1] = edited[2]![1]!.replace('@Jun Rao', '@Luke Chen')
    edited[2]![2] = edited[2]![2]!.replace('@Chia-Ping Tsai', '@Kevin Wu')
    expect(ok(build(edited, published)).dataset.threads[2]?.participants).toEqual([
      'luke-chen',
      'kevin-wu',
      'ken-huang',
    ])
    expect(ids(build(edited, published))).toEqual(publishedIds)
  })

  it('two of three signs are enough: the text of a thread rewritten', () => {
    const edited = REAL.threads.map((t) => [...t])
    const [summary, ...rest] = edited[2]!
    edited[2] = [
      'KIP-1327 的新分区重置策略继续讨论。',
      ...rest.slice(0, -1).map((p) => `${p.slice(0, p.indexOf(':') + 1)} 同意。`),
      '结论待定。',
    ]
    expect(summary).not.toBe(edited[2][0])
    expect(ids(build(edited, published))).toEqual(publishedIds)
  })
})

describe('a build that would break a published id fails, saying what to record', () => {
  it('a thread removed: its id would be dropped', () => {
    const removed = idOfKip(1313)
    const messages = errors(
      build(
        REAL.threads.filter((_, k) => k !== 3),
        published,
      ),
    )
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(`the published thread id "${removed}" would be dropped`)
    expect(messages[0]).toContain(published.threads[removed!]!.title)
    expect(messages[0]).toContain(`"redirects": { "${removed}": "`)
  })

  it('… and builds once the maintainer records where it goes', () => {
    const removed = idOfKip(1313) as string
    const record = { ...published, redirects: { [removed]: '2026-W20-kip-1327' } }
    const r = ok(
      build(
        REAL.threads.filter((_, k) => k !== 3),
        record,
      ),
    )
    expect(r.dataset.threadRedirects).toEqual({ [removed]: '2026-W20-kip-1327' })
  })

  it('a KIP number corrected: the id moves, and the message names the new one', () => {
    const edited = REAL.threads.map((t) => t.map((l) => l.replace('KIP-1327', 'KIP-1372')))
    const [message, ...more] = errors(build(edited, published))
    expect(more).toEqual([])
    expect(message).toContain('the published thread id "2026-W20-kip-1327" would be dropped')
    expect(message).toContain('The same thread is now "2026-W20-kip-1372"')
    expect(message).toContain('"redirects": { "2026-W20-kip-1327": "2026-W20-kip-1372" }')
  })

  it('another thread where a published one was: the id would point at another thread', () => {
    const replaced = REAL.threads.map((t, k) => (k === 2 ? ABOUT_KIP_1327_TOO : t))
    const [message, ...more] = errors(build(replaced, published))
    expect(more).toEqual([])
    expect(message).toContain(
      'the published thread id "2026-W20-kip-1327" would point at another thread',
    )
    // What it meant, and what it would mean now.
    expect(message).toContain('KIP-1327; jun-rao, chia-ping-tsai, ken-huang')
    expect(message).toContain('KIP-1327; luke-chen')
    expect(message).toContain('"redirects": { "2026-W20-kip-1327": "')
  })

  it('a redirected id is never given to a thread again', () => {
    const record = { ...published, redirects: { '2026-W20-kip-1313': '2026-W20-kip-1327' } }
    const r = ok(build(REAL.threads, record))
    expect(r.dataset.threads[3]?.id).toBe('2026-W20-kip-1313-2')
    expect(r.publishedIds.added).toEqual(['2026-W20-kip-1313-2'])
  })

  it.each([
    [
      'to an id that does not exist',
      { '2026-W20-3': '2026-W20-kip-9999' },
      'the redirect "2026-W20-3" → "2026-W20-kip-9999" in published-ids.json leads to "2026-W20-kip-9999", which is not a thread id',
    ],
    [
      'through another redirect to nothing',
      { '2026-W20-3': '2026-W20-4', '2026-W20-4': '2026-W19-gone' },
      'leads to "2026-W19-gone", which is not a thread id',
    ],
    [
      'in a loop',
      { '2026-W20-3': '2026-W20-4', '2026-W20-4': '2026-W20-3' },
      'go round in a loop: 2026-W20-3 → 2026-W20-4 → 2026-W20-3',
    ],
  ])('a redirect %s is an error', (_name, redirects, message) => {
    expect(errors(build(REAL.threads, { ...published, redirects }))).toContainEqual(
      expect.stringContaining(message),
    )
  })

  it('redirects through redirects reach the app in one step', () => {
    const redirects = { '2026-W20-3': '2026-W20-x', '2026-W20-x': '2026-W20-kip-1327' }
    expect(ok(build(REAL.threads, { ...published, redirects })).dataset.threadRedirects).toEqual({
      '2026-W20-3': '2026-W20-kip-1327',
      '2026-W20-x': '2026-W20-kip-1327',
    })
  })
})

describe('a malformed record is an error, never ignored', () => {
  it.each([
    ['not an object', [], 'expected an object'],
    ['no redirects', { threads: {} }, 'expected "redirects"'],
    ['an unknown field', { threads: {}, redirects: {}, extra: 1 }, 'unknown field "extra"'],
    [
      'a bad id',
      { threads: {}, redirects: { 'W20 3': '2026-W20-kip-1327' } },
      'is not a thread id',
    ],
    [
      'a redirect to itself',
      { threads: {}, redirects: { '2026-W20-a': '2026-W20-a' } },
      'leads to itself',
    ],
    [
      'an entry of another week than its id',
      {
        threads: { '2026-W20-a': { ...published.threads['2026-W20-kip-1327'], week: '2026-W21' } },
        redirects: {},
      },
      'expected "week": "2026-W20"',
    ],
    [
      'a fingerprint that is not one',
      {
        threads: {
          '2026-W20-a': { ...published.threads['2026-W20-kip-1327'], fingerprint: 'abc' },
        },
        redirects: {},
      },
      'expected "fingerprint"',
    ],
  ])('%s', (_name, record, message) => {
    expect(checkPublishedIds(record)).toContainEqual(expect.stringContaining(message))
    expect(errors(build(REAL.threads, record as PublishedIds))).toContainEqual(
      expect.stringContaining(message),
    )
  })

  it('an empty record is a record', () => {
    expect(checkPublishedIds(NO_PUBLISHED_IDS)).toEqual([])
  })
})

describe('the real record, data/published-ids.json', () => {
  const record = JSON.parse(read('data/published-ids.json')) as PublishedIds
  const real = ok(build(REAL.threads, record))

  it('has every id of the real digests: a build adds nothing', () => {
    expect(real.publishedIds.added).toEqual([])
  })

  it('keeps the positional ids published first (2026-W20-1 … -10) on the threads at those places', () => {
    const positional = Object.keys(record.redirects).filter((id) => /^2026-W20-\d+$/.test(id))
    expect(positional).toHaveLength(10)
    for (const id of positional) {
      const place = Number(id.slice('2026-W20-'.length))
      expect(real.dataset.threadRedirects[id], id).toBe(real.dataset.threads[place - 1]?.id)
    }
    // Checked by hand: the third thread of the digest is the KIP-1327 one.
    expect(real.dataset.threadRedirects['2026-W20-3']).toBe('2026-W20-kip-1327')
    expect(real.dataset.threads.find((t) => t.id === '2026-W20-kip-1327')?.subjectKips).toEqual([
      1327,
    ])
  })

  it('matches docs/published-ids.schema.json, which rejects what the build rejects', () => {
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(
      JSON.parse(read('docs/published-ids.schema.json')) as object,
    )
    expect(validate(record), JSON.stringify(validate.errors)).toBe(true)
    expect(validate({ ...record, extra: 1 })).toBe(false)
    expect(validate({ ...record, redirects: { 'W20 3': '2026-W20-kip-1327' } })).toBe(false)
  })
})
