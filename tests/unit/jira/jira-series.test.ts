import { describe, expect, it } from 'vitest'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import { splitDataset } from '../../../src/domain/files/split'
import type { JiraReleaseSnapshot } from '../../../src/domain/dataset'
import {
  createdSeries,
  jiraFile,
  releaseSeries,
  weekAxis,
  type JiraFile,
} from '../../../src/domain/jira-series'
import { realDataset, threeWeeksDataset } from '../../helpers/datasets'

const week = (id: string, start: string, created = 0) => ({
  id,
  start,
  jira: { created, summary: { zh: '' } },
})

describe('weekAxis', () => {
  it.each([
    ['2026-05-11', '2026-05-11', ['2026-W20']],
    ['2026-05-18', '2026-06-08', ['2026-W21', '2026-W22', '2026-W23', '2026-W24']],
    ['2026-12-21', '2027-01-04', ['2026-W52', '2026-W53', '2027-W01']],
    ['2026-06-08', '2026-05-18', []],
  ])('%s → %s: %j', (first, last, expected) => {
    expect(weekAxis(first, last).map((w) => w.week)).toEqual(expected)
  })
})

describe('createdSeries', () => {
  it('keeps the week without a digest as missing, never zero, and sums only weeks with one', () => {
    expect(createdSeries(threeWeeksDataset().weeks)).toEqual([
      { week: '2026-W21', start: '2026-05-18', created: 58, change: null, cumulative: 58 },
      { week: '2026-W22', start: '2026-05-25', created: 61, change: 3, cumulative: 119 },
      {
        week: '2026-W23',
        start: '2026-06-01',
        created: null,
        change: null,
        cumulative: null,
        missing: 'no-digest',
      },
      { week: '2026-W24', start: '2026-06-08', created: 47, change: null, cumulative: 166 },
    ])
  })

  it('the real week: one point, no change', () => {
    expect(createdSeries(realDataset().weeks)).toEqual([
      { week: '2026-W20', start: '2026-05-11', created: 74, change: null, cumulative: 74 },
    ])
  })

  it.each([
    [[], []],
    [
      [week('2026-W21', '2026-05-18', 10), week('2026-W20', '2026-05-11', 12)],
      [
        [12, null, 12],
        [10, -2, 22],
      ],
    ],
    [
      [week('2026-W20', '2026-05-11', 5), week('2026-W22', '2026-05-25', 0)],
      [
        [5, null, 5],
        [null, null, null],
        [0, null, 5],
      ],
    ],
  ])('%j → [created, change, cumulative] %j', (weeks, expected) => {
    expect(createdSeries(weeks).map((p) => [p.created, p.change, p.cumulative])).toEqual(expected)
  })
})

describe('releaseSeries', () => {
  it('4.4.0 reported twice in the fixture: both weeks, and the weeks between as missing', () => {
    const d = threeWeeksDataset()
    const titles = new Map(d.threads.map((thread) => [thread.id, thread.title]))
    const title = (id: string) => d.threads.find((thread) => thread.id === id)!.title
    expect(releaseSeries(d.weeks, d.jiraReleaseSnapshots, titles)).toEqual([
      {
        release: '4.4.0',
        points: [
          {
            week: '2026-W21',
            start: '2026-05-18',
            resolved: 70,
            unresolved: 39,
            thread: '2026-W21-bob-sample',
            threadTitle: title('2026-W21-bob-sample'),
          },
          {
            week: '2026-W22',
            start: '2026-05-25',
            resolved: null,
            unresolved: null,
            thread: null,
            threadTitle: null,
            missing: 'not-reported',
          },
          {
            week: '2026-W23',
            start: '2026-06-01',
            resolved: null,
            unresolved: null,
            thread: null,
            threadTitle: null,
            missing: 'no-digest',
          },
          {
            week: '2026-W24',
            start: '2026-06-08',
            resolved: 80,
            unresolved: 25,
            thread: '2026-W24-bob-sample-erin-dummy',
            threadTitle: title('2026-W24-bob-sample-erin-dummy'),
          },
        ],
      },
    ])
  })

  it('the real week: 4.4.0 with 66 resolved and 43 unresolved', () => {
    const d = realDataset()
    const [only, ...rest] = releaseSeries(d.weeks, d.jiraReleaseSnapshots)
    expect(rest).toEqual([])
    expect(only?.release).toBe('4.4.0')
    expect(only?.points.map((p) => [p.week, p.resolved, p.unresolved])).toEqual([
      ['2026-W20', 66, 43],
    ])
  })

  it('orders releases by version number and spans each only over its own reports', () => {
    const weeks = [week('2026-W20', '2026-05-11'), week('2026-W21', '2026-05-18')]
    const snap = (w: string, release: string, resolved: number): JiraReleaseSnapshot => ({
      week: w,
      thread: `${w}-1`,
      release,
      resolved,
      unresolved: 1,
    })
    const series = releaseSeries(weeks, [
      snap('2026-W21', '4.10.0', 1),
      snap('2026-W20', '4.4.0', 2),
      snap('2026-W20', '4.4.0', 3),
    ])
    expect(series.map((s) => [s.release, s.points.map((p) => [p.week, p.resolved])])).toEqual([
      ['4.4.0', [['2026-W20', 3]]],
      ['4.10.0', [['2026-W21', 1]]],
    ])
  })
})

describe('jira.json', () => {
  it('is written by splitDataset with the same series', () => {
    const d = threeWeeksDataset()
    const file = splitDataset(d).get(DATA_FILES.jira.path()) as JiraFile
    expect(file).toEqual(jiraFile(d))
    expect(file.created).toHaveLength(4)
    expect(file.releases).toHaveLength(1)
  })
})
