import { describe, expect, it } from 'vitest'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import type { WeekBundle } from '../../../src/domain/files/schemas'
import { splitDataset } from '../../../src/domain/files/split'
import { lastWikiStateGiven, wikiStateOn } from '../../../src/domain/kip-facts'
import { kipCardSummaries, kipStories, openItems } from '../../../src/domain/kip-story'
import { KIP_STORY_WEEKS_PER_PAGE, storyPageOf } from '../../../src/domain/kip-story-pages'
import { realDataset, syntheticDataset, threeWeeksDataset } from '../../helpers/datasets'

const real = realDataset()
const threeWeeks = threeWeeksDataset()
const fact1327 = real.kipFacts.kips.find((k) => k.kip === 1327)!

describe('wikiStateOn: the wiki state in force on a date', () => {
  it.each([
    ['2026-04-25', 'unknown'], // before KIP-1327's first recorded state
    ['2026-04-26', 'under discussion'], // the day of the change
    ['2026-05-17', 'under discussion'], // end of the real week
    ['2026-06-11', 'under discussion'],
    ['2026-06-12', 'accepted'],
    ['2026-07-28', 'accepted'],
    ['2026-07-29', 'unknown'], // the wiki itself says unknown from then on
    ['2026-08-22', 'unknown'],
    ['2025-12-28', 'unknown'], // before the recorded history
    ['2026-08-23', 'unknown'], // after the snapshot
  ])('KIP-1327 on %s → %s', (date, state) => {
    expect(wikiStateOn(fact1327, date, '2026-08-22')).toBe(state)
  })

  it('a KIP accepted before the history starts is accepted on its first day, unknown the day before', () => {
    const fact892 = real.kipFacts.kips.find((k) => k.kip === 892)!
    expect(wikiStateOn(fact892, '2026-01-01', '2026-08-22')).toBe('accepted')
    expect(wikiStateOn(fact892, '2025-12-31', '2026-08-22')).toBe('unknown')
  })

  it('without facts or without an as-of date, unknown', () => {
    expect(wikiStateOn(undefined, '2026-05-17', '2026-08-22')).toBe('unknown')
    expect(wikiStateOn(fact1327, '2026-05-17', null)).toBe('unknown')
  })
})

describe('lastWikiStateGiven: what the wiki said before its page showed no state', () => {
  const fact = (kip: number) => real.kipFacts.kips.find((k) => k.kip === kip)!

  it('KIP-1327: accepted from 12 June 2026 until the page dropped its state on 29 July', () => {
    expect(fact(1327).state).toBe('unknown')
    expect(lastWikiStateGiven(fact(1327))).toEqual({
      state: 'accepted',
      from: '2026-06-12',
      until: '2026-07-29',
    })
  })

  it('KIP-354: a state the history starts with counts, from the day it starts', () => {
    expect(lastWikiStateGiven(fact(354))).toEqual({
      state: 'accepted',
      from: '2026-01-01',
      until: '2026-02-19',
    })
  })

  it('nothing while the wiki gives a state, or when it never gave one', () => {
    expect(lastWikiStateGiven(fact(892))).toBeNull()
    const never = real.kipFacts.kips.find(
      (k) => k.state === 'unknown' && k.stateHistory.every((c) => c.state === 'unknown'),
    )!
    expect(lastWikiStateGiven(never)).toBeNull()
  })

  it('a run of the same state counts from its first day; no end where the history records none', () => {
    expect(
      lastWikiStateGiven({
        state: 'unknown',
        stateHistory: [
          { date: '2026-02-01', state: 'under discussion' },
          { date: '2026-03-01', state: 'accepted' },
          { date: '2026-04-01', state: 'accepted' },
        ],
      }),
    ).toEqual({ state: 'accepted', from: '2026-03-01', until: null })
  })
})

describe('kipCardSummaries on the real week', () => {
  const cards = kipCardSummaries(real)
  const card = cards.find((c) => c.kip === 1327)!

  it("has one card per KIP a thread is about, by number: the release thread's KIPs get none", () => {
    expect(cards.map((c) => c.kip)).toEqual([1163, 1279, 1312, 1313, 1322, 1324, 1327])
  })

  it('KIP-1327: official title, wiki states in the week and latest, status of the last thread', () => {
    expect(card.title).toBe('Prevent Hot Data Loss on Partition Expansion for Reset Offset Policy')
    expect(card.wiki).toEqual({
      state: 'unknown',
      asOf: '2026-08-22',
      lastChange: { date: '2026-07-29', state: 'unknown' },
      // The page shows no state now: what it gave before, so that "no state" hides nothing.
      lastGiven: { state: 'accepted', from: '2026-06-12', until: '2026-07-29' },
    })
    expect(card.weeks).toHaveLength(1)
    expect(card.weeks[0]).toMatchObject({
      week: '2026-W20',
      end: '2026-05-17',
      thread: '2026-W20-kip-1327',
      threads: ['2026-W20-kip-1327'],
      status: 'tentative',
      wikiState: 'under discussion',
    })
    expect(card).toMatchObject({
      status: 'tentative',
      statusEvidence: '初步结论',
      statusThread: '2026-W20-kip-1327',
      statusBasis: 'rule',
      lastWeek: '2026-W20',
      mentions: 1,
      lastVote: null,
    })
    expect(card.links.vote).toMatch(/^https:\/\/lists\.apache\.org\//)
  })

  it('KIP-1327: everyone with a position about it, in order of first position (not the release thread)', () => {
    expect(card.people).toEqual(['jun-rao', 'chia-ping-tsai', 'ken-huang'])
  })

  it('KIP-1163 is contested', () => {
    expect(cards.find((c) => c.kip === 1163)).toMatchObject({
      status: 'contested',
      statusThread: '2026-W20-kip-1163',
    })
  })
})

describe('kipStories', () => {
  it('real KIP-1327: only the thread about it; the release thread is a mention with its sentences', () => {
    const { story, pages } = kipStories(real).get(1327)!
    expect(story.storyPages).toBe(1)
    expect(pages[0]!.weeks.map((w) => [w.week, w.threads.map((t) => t.id)])).toEqual([
      ['2026-W20', ['2026-W20-kip-1327']],
    ])
    expect(story.people.map((p) => p.person)).toEqual(story.summary?.people)
    expect(story.people.find((p) => p.person === 'jun-rao')).toMatchObject({ positions: 1 })
    expect(story.people.find((p) => p.person === 'jun-rao')!.latest).toMatchObject({
      stance: 'suggestion',
      stanceEvidence: '建议',
      stanceBasis: 'rule',
      thread: '2026-W20-kip-1327',
    })
    expect(story.open.map((o) => [o.thread, o.status])).toEqual([
      ['2026-W20-kip-1327', 'tentative'],
    ])
    expect(story.mentions.map((m) => [m.thread, m.subjectKips])).toEqual([
      ['2026-W20-omnia-ibrahim-lianet-magrans', []],
    ])
    expect(story.mentions[0]?.sentences.map((s) => s.person)).toEqual([null, 'muralidhar-basani'])
    expect(story.votes).toEqual([])
    expect(story.fact?.kip).toBe(1327)
  })

  it('real KIP-1332: only mentioned, so no card, no status and no stances, but a story with its mention', () => {
    const { story, pages } = kipStories(real).get(1332)!
    expect(story.summary).toBeNull()
    expect(story.people).toEqual([])
    expect(story.storyPages).toBe(0)
    expect(pages).toEqual([])
    expect(story.mentions.map((m) => m.thread)).toEqual(['2026-W20-omnia-ibrahim-lianet-magrans'])
    // Its title and links, without a card: taken from the wiki at build time.
    expect(story.title).toBe('Dynamic memory allocation for the Kafka producer')
    expect(story.links).toEqual({
      wiki: expect.stringContaining('/KIP-1332+Dynamic+memory') as string,
      discussion: 'https://lists.apache.org/thread/0odmbod2xh21mwr2gjt65z5qxyh41kf8',
      vote: null,
      jira: 'https://issues.apache.org/jira/browse/KAFKA-20576',
    })
  })

  it('three weeks KIP-1327: contested in W21 then agreed in W24, newest week first, nothing left open', () => {
    const { story, pages } = kipStories(threeWeeks).get(1327)!
    expect(story.summary?.weeks.map((w) => [w.week, w.status, w.wikiState])).toEqual([
      ['2026-W21', 'contested', 'under discussion'],
      ['2026-W24', 'agreed', 'accepted'],
    ])
    expect(story.summary?.status).toBe('agreed')
    expect(pages.flatMap((p) => p.weeks.flatMap((w) => w.threads.map((t) => t.id)))).toEqual([
      '2026-W24-kip-1327',
      '2026-W21-kip-1327',
    ])
    // the same person in both weeks: two positions, the latest that of W24
    const twice = story.people.find((p) => p.positions === 2)!
    expect(twice.latest.week).toBe('2026-W24')
    expect(story.open).toEqual([])
  })

  it('a KIP discussed for years: its story in pages of six weeks, newest first', () => {
    const long = syntheticDataset(200)
    const [kip, { story, pages }] = [...kipStories(long)].sort(
      ([, a], [, b]) => b.story.storyPages - a.story.storyPages,
    )[0]!
    const weeks = story.summary!.weeks.map((w) => w.week)
    expect(story.storyPages).toBe(Math.ceil(weeks.length / KIP_STORY_WEEKS_PER_PAGE))
    expect(story.storyPages).toBeGreaterThan(1)
    expect(pages.flatMap((p) => p.weeks.map((w) => w.week))).toEqual([...weeks].reverse())
    expect(pages.every((p) => p.weeks.length <= KIP_STORY_WEEKS_PER_PAGE)).toBe(true)
    // Each week is found on the page that holds it.
    for (const week of weeks)
      expect(
        pages[storyPageOf(weeks, week) - 1]!.weeks.map((w) => w.week),
        `KIP-${kip}`,
      ).toContain(week)
  })
})

describe('openItems', () => {
  const t = (id: string, status: 'open' | 'contested' | 'tentative' | 'agreed' | 'done') => ({
    id,
    week: id.slice(0, 8),
    status,
    statusEvidence: '',
    statusEvidenceEn: null,
    statusGloss: '',
    statusBasis: 'rule' as const,
    title: { zh: id },
    conclusion: { zh: id },
  })
  it.each([
    ['contested then agreed', [t('2026-W01-1', 'contested'), t('2026-W02-1', 'agreed')], []],
    ['agreed then open', [t('2026-W01-1', 'agreed'), t('2026-W02-1', 'open')], ['2026-W02-1']],
    [
      'open then tentative',
      [t('2026-W01-1', 'open'), t('2026-W02-1', 'tentative')],
      ['2026-W01-1', '2026-W02-1'],
    ],
    ['done', [t('2026-W01-1', 'done')], []],
  ])('%s → %j', (_name, threads, open) => {
    expect(openItems(threads).map((o) => o.thread)).toEqual(open)
  })
})

describe('static files', () => {
  const files = splitDataset(real)
  it('writes kips.json (the KIPs threads are about) and one story per KIP mentioned', () => {
    const cards = files.get(DATA_FILES.kips.path()) as { kip: number }[]
    expect(cards).toHaveLength(7)
    for (const kip of [892, 1163, 1191, 1279, 1312, 1313, 1322, 1324, 1325, 1327, 1332])
      expect(files.has(DATA_FILES.kip.path(kip)), `kips/${kip}.json`).toBe(true)
    expect(files.has(DATA_FILES.kip.path(9999))).toBe(false)
  })
  it('writes what moved for every week, empty when nothing moved', () => {
    expect((files.get(DATA_FILES.week.path('2026-W20')) as WeekBundle).moves).toEqual([])
  })
})
