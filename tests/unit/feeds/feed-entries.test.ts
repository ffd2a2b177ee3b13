// @vitest-environment node
/**
 * Which entries each Atom feed has (src/domain/feeds.ts): ids and days from the data, newest
 * first, bounded. The real week and its KIPs' real wiki facts; long histories are SYNTHETIC
 * (tests/helpers/datasets.ts) or MADE UP (tests/fixtures/gold-dev).
 */
import { describe, expect, it } from 'vitest'
import {
  FEED_ENTRIES,
  FEED_WEEKS,
  feedDate,
  feedId,
  hasKipFeed,
  KIP_FEED_STORY_PAGES,
  kipFeedEntries,
  personFeedEntries,
  siteFeedEntries,
} from '../../../src/domain/feeds'
import { kipStories } from '../../../src/domain/kip-story'
import { personDetail } from '../../../src/domain/people-stats'
import type { Dataset } from '../../../src/domain/dataset'
import { KIP_STORY_WEEKS_PER_PAGE } from '../../../src/domain/kip-story-pages'
import { goldDevDataset, realDataset, syntheticDataset } from '../../helpers/datasets'

const ends = (dataset: Dataset) => new Map(dataset.weeks.map((w) => [w.id, w.end]))

describe('ids and dates', () => {
  it('an id says what the entry is about, in its language, percent-encoded', () => {
    expect(feedId('en', ['kips', '1327', 'weeks', '2026-W20'])).toBe(
      'tag:kafka-community-digest.invalid,2026:en/kips/1327/weeks/2026-W20',
    )
    expect(feedId('zh', ['people', '黄测试', 'feed'])).toBe(
      'tag:kafka-community-digest.invalid,2026:zh/people/%E9%BB%84%E6%B5%8B%E8%AF%95/feed',
    )
    expect(feedDate('2026-05-17')).toBe('2026-05-17T00:00:00Z')
  })
})

describe("the site's feed", () => {
  const synthetic = syntheticDataset(30)

  it('the latest FEED_WEEKS weeks, newest first, each dated its Sunday, whatever the input order', () => {
    const entries = siteFeedEntries([...synthetic.weeks].reverse())
    expect(entries).toHaveLength(FEED_WEEKS)
    expect(entries.map((e) => e.week)).toEqual(
      synthetic.weeks
        .slice(-FEED_WEEKS)
        .map((w) => w.id)
        .reverse(),
    )
    expect(entries[0]).toEqual({
      key: ['weeks', synthetic.weeks.at(-1)!.id],
      day: synthetic.weeks.at(-1)!.end,
      week: synthetic.weeks.at(-1)!.id,
    })
    expect(siteFeedEntries(synthetic.weeks)).toEqual(entries)
  })
})

describe("a KIP's feed", () => {
  const real = realDataset()
  const stories = kipStories(real)

  it('KIP-1327 (real week, real wiki facts): its week and its wiki state changes, newest first', () => {
    const { story, pages } = stories.get(1327)!
    const entries = kipFeedEntries(1327, story, pages, ends(real))
    expect(entries.map((e) => [e.kind, e.day, e.kind === 'wiki' ? e.state : e.week])).toEqual([
      ['wiki', '2026-07-29', 'unknown'],
      ['wiki', '2026-06-12', 'accepted'],
      ['week', '2026-05-17', '2026-W20'],
      ['wiki', '2026-04-26', 'under discussion'],
    ])
    const week = entries.find((e) => e.kind === 'week')!
    expect(week.key).toEqual(['kips', '1327', 'weeks', '2026-W20'])
    expect(week.kind === 'week' && week.threads.map((t) => t.id)).toEqual(['2026-W20-kip-1327'])
  })

  it('the state a KIP had when the history starts is no change: no entry, and no feed on its own', () => {
    const [kip, { story }] = [...stories].find(
      ([, { story }]) =>
        story.summary === null &&
        story.fact?.stateHistory.length === 1 &&
        story.fact.stateHistory[0]!.date === '2026-01-01',
    )!
    expect(hasKipFeed(story)).toBe(false)
    expect(kipFeedEntries(kip, story, [], ends(real))).toEqual([])
  })

  it('a KIP no thread is about has a feed when its wiki state changed; one only mentioned does not', () => {
    const wikiOnly = [...stories.values()].find(
      ({ story }) => story.summary === null && (story.fact?.stateHistory.length ?? 0) > 1,
    )!
    expect(hasKipFeed(wikiOnly.story)).toBe(true)
    expect(hasKipFeed(stories.get(1327)!.story)).toBe(true)
    // KIP-1332 is only named by the release thread of the real week; its wiki state did not change.
    const mentioned = stories.get(1332)!.story
    expect(mentioned.summary).toBeNull()
    expect(mentioned.mentions.length).toBeGreaterThan(0)
    expect(hasKipFeed(mentioned)).toBe(mentioned.fact!.stateHistory.length > 1)
  })

  it('a long history: its latest FEED_ENTRIES, all within the first KIP_FEED_STORY_PAGES pages', () => {
    // MADE UP: KIP-1327's real week, as if it had been discussed every week of 2025.
    const { story, pages } = stories.get(1327)!
    const week = pages[0]!.weeks[0]!
    const weeks = Array.from({ length: 52 }, (_, i) => ({
      id: `2025-W${String(i + 1).padStart(2, '0')}`,
      end: new Date(Date.UTC(2025, 0, 5 + 7 * i)).toISOString().slice(0, 10),
    }))
    const newestFirst = [...weeks].reverse().map((w) => ({ ...week, week: w.id }))
    const long = Array.from(
      { length: Math.ceil(newestFirst.length / KIP_STORY_WEEKS_PER_PAGE) },
      (_, i) => ({
        weeks: newestFirst.slice(i * KIP_STORY_WEEKS_PER_PAGE, (i + 1) * KIP_STORY_WEEKS_PER_PAGE),
      }),
    )
    const weekEnds = new Map(weeks.map((w) => [w.id, w.end]))
    const all = kipFeedEntries(1327, story, long, weekEnds)
    expect(all).toHaveLength(FEED_ENTRIES)
    expect(kipFeedEntries(1327, story, long.slice(0, KIP_FEED_STORY_PAGES), weekEnds)).toEqual(all)
    // Its 2026 wiki changes are newer than every 2025 week.
    expect(all.slice(0, 3).map((e) => e.kind)).toEqual(['wiki', 'wiki', 'wiki'])
    expect(all[3]).toMatchObject({ kind: 'week', week: '2025-W52', day: '2025-12-28' })
    const days = all.map((e) => e.day)
    expect(days).toEqual([...days].sort().reverse())
  })

  it('a week the index does not know is an error that names it', () => {
    const { story, pages } = stories.get(1327)!
    expect(() => kipFeedEntries(1327, story, pages, new Map())).toThrow(
      'feeds: week 2026-W20 is not in the index',
    )
  })
})

describe("a person's feed", () => {
  it('a week for each week of their positions, newest first; its threads those of the week, in digest order', () => {
    const dev = goldDevDataset()
    const order = new Map(dev.threads.map((t, i) => [t.id, i]))
    let checked = 0
    for (const person of dev.people) {
      const entries = personFeedEntries(person.id, personDetail(dev, person.id)!, ends(dev), order)
      const theirs = dev.threads.filter((t) => t.positions.some((p) => p.person === person.id))
      const weeks = [...new Set(theirs.map((t) => t.week))].sort().reverse()
      expect(entries.map((e) => e.week)).toEqual(weeks.slice(0, FEED_ENTRIES))
      for (const entry of entries) {
        expect(entry.key).toEqual(['people', person.id, 'weeks', entry.week])
        expect(entry.threads.map((t) => t.thread)).toEqual(
          theirs.filter((t) => t.week === entry.week).map((t) => t.id),
        )
        if (entry.threads.length > 1) checked += 1
      }
    }
    // Some weeks hold several of a person's threads, grouped apart on their page.
    expect(checked).toBeGreaterThan(0)
  })

  it('a long history: the latest FEED_ENTRIES weeks', () => {
    const synthetic = syntheticDataset(60)
    const order = new Map(synthetic.threads.map((t, i) => [t.id, i]))
    const busiest = synthetic.people
      .map((p) => personDetail(synthetic, p.id)!)
      .sort((a, b) => b.stats.weeks - a.stats.weeks)[0]!
    expect(busiest.stats.weeks).toBeGreaterThan(FEED_ENTRIES)
    const entries = personFeedEntries(busiest.stats.id, busiest, ends(synthetic), order)
    expect(entries).toHaveLength(FEED_ENTRIES)
    expect(entries[0]!.week).toBe(busiest.stats.lastWeek)
  })
})
