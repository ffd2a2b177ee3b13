// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  added,
  byWeek,
  followedEvents,
  merge,
  normalize,
  parseStored,
  readFollowingFile,
  toggle,
  writeFollowingFile,
  type KipStateChanges,
  type ThreadFacts,
} from '../../../src/domain/following'

/**
 * The following list and what changed for it. Every thread, KIP and person here is MADE UP for
 * this test (not real community data).
 */
const thread = (
  id: string,
  week: string,
  kips: number[],
  participants: string[],
  status: ThreadFacts['status'] = 'open',
): ThreadFacts => ({ id, week, title: { zh: id, en: id }, kips, participants, status })

const THREADS: ThreadFacts[] = [
  thread('2026-W10-a', '2026-W10', [7], ['ann-example']),
  thread('2026-W10-b', '2026-W10', [8], ['bob-example']),
  thread('2026-W11-a', '2026-W11', [8, 7], ['bob-example', 'ann-example'], 'agreed'),
  thread('2026-W12-a', '2026-W12', [9], ['cy-example']),
  thread('2026-W12-b', '2026-W12', [7], [], 'tentative'),
]
const CATALOG: KipStateChanges[] = [
  {
    kip: 7,
    changes: [
      { date: '2026-03-09', state: 'under discussion' }, // 2026-W11, a Monday
      { date: '2026-03-13', state: 'accepted' }, // 2026-W11, a Friday
    ],
  },
  { kip: 9, changes: [{ date: '2026-03-20', state: 'accepted' }] },
]

describe('the list', () => {
  it('is normalised: each once, KIPs ascending, people in id order', () => {
    expect(normalize({ kips: [9, 1, 9, 3], people: ['zed', 'amy', 'zed'] })).toEqual({
      kips: [1, 3, 9],
      people: ['amy', 'zed'],
    })
  })

  it('toggles a KIP or a person, and merges two lists', () => {
    const one = toggle({ kips: [], people: [] }, { kip: 1327 })
    expect(one).toEqual({ kips: [1327], people: [] })
    const two = toggle(toggle(one, { kip: 1000 }), { person: 'ann-example' })
    expect(two).toEqual({ kips: [1000, 1327], people: ['ann-example'] })
    expect(toggle(two, { kip: 1327 })).toEqual({ kips: [1000], people: ['ann-example'] })
    expect(toggle(two, { person: 'ann-example' })).toEqual({ kips: [1000, 1327], people: [] })
    const theirs = { kips: [5, 1327], people: ['bob-example'] }
    expect(merge(two, theirs)).toEqual({
      kips: [5, 1000, 1327],
      people: ['ann-example', 'bob-example'],
    })
    expect(added(two, theirs)).toEqual({ kips: [5], people: ['bob-example'] })
  })

  it('reads what the browser kept, or nothing when it is not a list', () => {
    expect(parseStored({ kips: [3, 1], people: ['b', 'a'] })).toEqual({
      kips: [1, 3],
      people: ['a', 'b'],
    })
    expect(parseStored({ kips: ['1'], people: [] })).toBeNull()
    expect(parseStored([1, 2])).toBeNull()
    expect(parseStored(null)).toBeNull()
  })
})

describe('the file', () => {
  it('round-trips a list, marked with its format and version', () => {
    const list = { kips: [1327, 1163], people: ['jun-rao', 'ann-example'] }
    const text = writeFollowingFile(list)
    expect(JSON.parse(text)).toEqual({
      format: 'kafka-digest-following',
      version: 1,
      kips: [1163, 1327],
      people: ['ann-example', 'jun-rao'],
    })
    expect(readFollowingFile(text)).toEqual({ ok: true, list: normalize(list) })
  })

  const file = (fields: Record<string, unknown>) =>
    JSON.stringify({
      format: 'kafka-digest-following',
      version: 1,
      kips: [1],
      people: ['ann'],
      ...fields,
    })

  it.each([
    ['not JSON', '{"format": "kafka-digest-following",', { problem: 'json' }],
    ['empty', '', { problem: 'json' }],
    ['another format', file({ format: 'something-else' }), { problem: 'format' }],
    ['no marker', JSON.stringify({ kips: [1], people: [] }), { problem: 'format' }],
    ['a list, not an object', '[1, 2]', { problem: 'format' }],
    ['a version we do not read', file({ version: 2 }), { problem: 'version', version: '2' }],
    ['a KIP that is not a number', file({ kips: ['1327'] }), { problem: 'kips' }],
    ['KIP 0', file({ kips: [0] }), { problem: 'kips' }],
    ['a fraction of a KIP', file({ kips: [1.5] }), { problem: 'kips' }],
    ['no KIPs at all', file({ kips: undefined }), { problem: 'kips' }],
    ['a name, not an id', file({ people: ['Jun Rao'] }), { problem: 'people' }],
    ['an empty id', file({ people: [''] }), { problem: 'people' }],
    ['a path', file({ people: ['../x'] }), { problem: 'people' }],
    [
      'too many',
      file({ kips: Array.from({ length: 1001 }, (_, i) => i + 1) }),
      { problem: 'kips' },
    ],
  ])('says what is wrong with a bad file: %s', (_, text, problem) => {
    expect(readFollowingFile(text)).toEqual({ ok: false, ...problem })
  })
})

describe('what changed for a list', () => {
  it('lists threads on followed KIPs and with followed people, and wiki changes, newest first', () => {
    const events = followedEvents({ kips: [7], people: ['bob-example'] }, THREADS, CATALOG)
    expect(events.map((e) => (e.kind === 'wiki' ? `${e.date} wiki ${e.state}` : e.thread))).toEqual(
      [
        '2026-W12-b',
        '2026-03-13 wiki accepted',
        '2026-03-09 wiki under discussion',
        '2026-W11-a',
        '2026-W10-a',
        '2026-W10-b',
      ],
    )
  })

  it('says which of the followed a thread concerns, and its status', () => {
    const events = followedEvents({ kips: [7, 8], people: ['ann-example'] }, THREADS, [])
    expect(events.find((e) => e.kind === 'thread' && e.thread === '2026-W11-a')).toEqual({
      kind: 'thread',
      week: '2026-W11',
      thread: '2026-W11-a',
      title: { zh: '2026-W11-a', en: '2026-W11-a' },
      status: 'agreed',
      kips: [7, 8],
      people: ['ann-example'],
    })
    expect(followedEvents({ kips: [], people: [] }, THREADS, CATALOG)).toEqual([])
  })

  it('groups them by week, newest week first', () => {
    const events = followedEvents({ kips: [9], people: ['ann-example'] }, THREADS, CATALOG)
    expect(byWeek(events).map((w) => [w.week, w.events.length])).toEqual([
      ['2026-W12', 2],
      ['2026-W11', 1],
      ['2026-W10', 1],
    ])
  })
})
