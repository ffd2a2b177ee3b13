import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Dataset } from '../../src/domain/dataset'
import { kipCardSummaries, kipStories } from '../../src/domain/kip-story'
import { PEOPLE_SHOWN } from '../../src/shared/components/folded-people'
import { formatWeek } from '../../src/i18n/format'
import { KIP_STORY_WEEKS_PER_PAGE } from '../../src/domain/kip-story-pages'
import {
  goldDevDataset,
  realDataset,
  syntheticDataset,
  threeWeeksDataset,
} from '../helpers/datasets'
import { choose } from '../helpers/choose'
import { splitDataset } from '../../src/domain/files/split'
import { bundleOf } from '../../src/domain/files/bundles'
import { DATA_FILES } from '../../src/domain/files/data-files'
import { memoryFetch, renderApp } from '../helpers/render-app'

/** The KIP list's table (the flow charts' tables are under it). */
const LIST = /^Every KIP:/

const real = realDataset()
const three = threeWeeksDataset()

const cardKips = async () => {
  await screen.findAllByRole('article')
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => /KIP-(\d+)/.exec(h.textContent ?? '')?.[1])
}

describe('KIP consensus cards (/kips/cards/)', () => {
  it('shows one card per KIP a thread is about, with facts, status, weeks, positions and links', async () => {
    renderApp(real, '/en/kips/cards/')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'KIP consensus cards' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    // the release thread's KIPs (1332, 1325, 1191, 892) are only mentioned: no card
    expect(await screen.findByText('7 KIPs')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(7)
    const card = screen.getByRole('article', { name: /KIP-1327 Prevent Hot Data Loss/ })
    expect(
      within(card).getByText('Wiki in the week of 11 May 2026: Under discussion'),
    ).toBeInTheDocument()
    expect(
      within(card).getByText('Wiki latest: the page shows no state now (as of 22 August 2026)'),
    ).toBeInTheDocument()
    expect(within(card).getAllByText('Tentative').length).toBeGreaterThan(0)
    expect(
      within(card).getAllByRole('link', { name: 'the thread of Week 20, 11–17 May 2026' })[0],
    ).toHaveAttribute('href', '/en/thread/2026-W20-kip-1327/')
    // positions about KIP-1327 only, grouped by person, with stance and English evidence
    const positions = await within(card).findByRole('region', { name: 'Who took which position' })
    expect(within(positions).queryByRole('link', { name: 'Muralidhar Basani' })).toBeNull()
    const jun = within(positions).getByRole('link', { name: 'Jun Rao' }).closest('li')!
    expect(within(jun).getByRole('link', { name: /Suggestion/ })).toHaveAttribute(
      'href',
      '/en/rules/#stance-suggestion',
    )
    expect(within(jun).getByText(/^Why: “.*suggested adding/)).toBeInTheDocument()
    expect(
      within(jun).getByText(/Pointed out that a configuration applying only to the latest policy/),
    ).toBeInTheDocument()
    // still open: the tentative conclusion of the thread about it
    const open = within(card).getByRole('region', {
      name: 'Not settled yet: open, contested or tentative',
    })
    expect(within(open).getAllByRole('listitem')).toHaveLength(1)
    // external links: http(s) only, without the opener
    const wiki = within(card).getByRole('link', { name: 'Wiki' })
    expect(wiki).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wiki\.apache\.org\//))
    expect(wiki).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(card).getByRole('link', { name: 'Vote thread' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/lists\.apache\.org\//),
    )
  })

  it('speaks Chinese', async () => {
    renderApp(real, '/zh/kips/cards/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KIP 共识卡片' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '最近讨论' })).toHaveAttribute('aria-pressed', 'true')
    const card = await screen.findByRole('article', { name: /KIP-1163/ })
    expect(within(card).getByText('2026年5月11日那周的 Wiki 状态：讨论中')).toBeInTheDocument()
    const positions = await within(card).findByRole('region', { name: '谁持什么观点' })
    const jun = within(positions).getByRole('link', { name: 'Jun Rao' }).closest('li')!
    expect(within(jun).getByText('建议')).toBeInTheDocument()
    expect(within(jun).getByText('依据：“建议”')).toBeInTheDocument()
  })

  it('sorts by number of people, in the URL, and back to the default', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(real, '/en/kips/cards/')
    expect((await cardKips())[0]).toBe('1163')
    await user.click(screen.getByRole('button', { name: 'Number of people' }))
    await waitFor(() => expect(currentUrl()).toContain('sort=people'))
    expect(screen.getByRole('button', { name: 'Number of people' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await waitFor(async () => expect((await cardKips()).at(-1)).toBe('1322'))
    await user.click(screen.getByRole('button', { name: 'Last discussed' }))
    await waitFor(() => expect(currentUrl()).not.toContain('sort='))
  })

  it('sorts by last discussed, newest first, then by number', async () => {
    renderApp(three, '/en/kips/cards/')
    expect(await cardKips()).toEqual(['1163', '1279', '1327', '1191', '1325', '1332', '1322'])
  })

  it('reads sort=number from a shared link', async () => {
    renderApp(three, '/en/kips/cards/?sort=number')
    expect(await cardKips()).toEqual(['1163', '1191', '1279', '1322', '1325', '1327', '1332'])
    expect(screen.getByRole('button', { name: 'KIP number' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('ignores an unknown sort, and says so', async () => {
    renderApp(three, '/en/kips/cards/?sort=bogus')
    expect(await screen.findByText('Ignored an unknown sort: bogus')).toBeInTheDocument()
  })

  it('filters by status from the URL and by toggling a status', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(real, '/en/kips/cards/?status=contested')
    expect(await cardKips()).toEqual(['1163'])
    const agreed = screen.getByRole('button', { name: 'Agreed' })
    expect(agreed).toHaveAttribute('aria-pressed', 'false')
    await user.click(agreed)
    await waitFor(() => expect(currentUrl()).toContain('status=contested%2Cagreed'))
    await waitFor(async () => expect(await cardKips()).toEqual(['1163', '1279', '1312', '1322']))
  })

  it('filters by person and by week; the week decides the status shown', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(three, '/en/kips/cards/?week=2026-W21')
    const card = await screen.findByRole('article', { name: /KIP-1327/ })
    expect(within(card).getAllByText('Contested').length).toBeGreaterThan(0)
    expect(within(card).queryByText('Agreed')).toBeNull()
    await choose(user, 'Person', 'Hana')
    await waitFor(() => expect(currentUrl()).toContain('person=hana-test'))
    await waitFor(async () => expect(await cardKips()).toEqual(['1327']))
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(currentUrl()).toBe('/en/kips/cards/'))
  })

  it('says when no KIP matches', async () => {
    renderApp(real, '/en/kips/cards/?status=done')
    expect(await screen.findByText('No KIP matches these filters.')).toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  it('shows 12 cards, fetching only their stories, then the next page (in the address)', async () => {
    const many: Dataset = structuredClone(real)
    many.threads[0]!.kips = [2001, 2002, 2003, 2004, 2005, 2006]
    many.threads[0]!.subjectKips = many.threads[0]!.kips
    const fetched: string[] = []
    const base = memoryFetch(many)
    const user = userEvent.setup()
    const { currentUrl } = renderApp(many, '/en/kips/cards/?sort=number', async (path) => {
      fetched.push(path)
      return base(path)
    })
    expect(
      await screen.findByText('13 KIPs · Page 1 of 2', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(12)
    // Their stories' bundles, and no other.
    const shown = screen
      .getAllByRole('article')
      .map((card) => Number(/KIP-(\d+)/.exec(card.textContent ?? '')?.[1]))
    const bundles = new Set(shown.map((kip) => bundleOf(DATA_FILES.kip.path(kip))))
    await waitFor(() =>
      expect(new Set(fetched.filter((p) => p.startsWith('kips/')))).toEqual(bundles),
    )
    await user.click(screen.getByRole('link', { name: 'More KIPs →' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(currentUrl()).toBe('/en/kips/cards/?sort=number&page=2')
    expect(screen.getByText('13 KIPs · Page 2 of 2')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Previous KIPs' })).toBeInTheDocument()
  })
})

describe('KIP page (#/kips/1327)', () => {
  it('tells the story across weeks, newest first, with the facts', async () => {
    renderApp(three, '/en/kips/1327/')
    expect(
      await screen.findByRole('heading', { level: 1, name: /^KIP-1327 Prevent Hot Data Loss/ }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('2 weeks, from the week of 18 May 2026 to that of 8 June 2026'),
    ).toBeInTheDocument()
    const story = screen.getByRole('region', { name: 'The story, week by week' })
    expect(
      (await within(story).findAllByRole('article')).map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['story-2026-W24-kip-1327', 'story-2026-W21-kip-1327'])
    expect(
      within(story).getByRole('region', { name: 'Week 24, 8–14 June 2026' }),
    ).toBeInTheDocument()
    // Each thread of the story by its title.
    expect(
      within(story).getAllByRole('link', { name: /^KIP-1327: Prevent Hot Data Loss/ }),
    ).toHaveLength(2)
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of the story' })).toBeNull()
    expect(screen.getByText('Nothing left open: a later thread settled it.')).toBeInTheDocument()
    expect(screen.getByText(/Accepted from 12 June 2026/)).toBeInTheDocument()
    expect(screen.getByText('Wiki in the week of 8 June 2026: Accepted')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Discussion thread' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
  })

  it('in Chinese, on the real week', async () => {
    renderApp(real, '/zh/kips/KIP-1327/')
    expect(await screen.findByRole('heading', { level: 1, name: /^KIP-1327/ })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '逐周经过' })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: '尚未定论：讨论中、有分歧或初步结论' }),
    ).toBeInTheDocument()
  })

  it('real KIP-1327 in English: only what was said about it, English evidence, the release thread as a mention', async () => {
    renderApp(real, '/en/kips/1327/')
    const story = await screen.findByRole('region', { name: 'The story, week by week' })
    expect(await within(story).findAllByRole('article')).toHaveLength(1)
    const positions = screen.getByRole('region', { name: /^Who took which position/ })
    expect(within(positions).queryByRole('link', { name: 'Muralidhar Basani' })).toBeNull()
    expect(within(positions).queryByText(/[\u4e00-\u9fff]/)).toBeNull() // evidence in English
    const mentions = screen.getByRole('region', { name: 'Also mentioned in' })
    expect(
      within(mentions).getByRole('link', {
        name: /^The community discussed and confirmed the release manager/,
      }),
    ).toBeInTheDocument()
    expect(within(mentions).getByText(/Muralidhar Basani/)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Votes' })).toHaveTextContent('No vote on it')
  })

  it('a KIP only mentioned says so, and still has its facts and links', async () => {
    renderApp(real, '/en/kips/1332/')
    expect(
      await screen.findByText(/No thread in the digests is about KIP-1332/),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Also mentioned in' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /^Who took which position/ })).toBeNull()
  })

  it('a KIP of the wiki that no digest names has its page: title, facts, state history and every link', async () => {
    renderApp(real, '/en/kips/1150/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KIP-1150 Diskless Topics' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/No digest has discussed or mentioned KIP-1150 so far/),
    ).toBeInTheDocument()
    expect(screen.getByText('Author: Josep Prat')).toBeInTheDocument()
    expect(screen.getByText('Created 24 March 2025')).toBeInTheDocument()
    expect(screen.getByText('Accepted from 3 March 2026')).toBeInTheDocument()
    for (const [name, href] of [
      ['Wiki', /KIP-1150%3A\+Diskless\+Topics$/],
      ['Discussion thread', /ljxc495nf39myp28pmf77sm2xydwjm6d$/],
      ['JIRA issue', /KAFKA-19161$/],
    ] as const)
      expect(screen.getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(href),
      )
    // The wiki has no vote thread for it: no link that leads nowhere.
    expect(screen.queryByRole('link', { name: 'Vote thread' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Also mentioned in' })).toBeNull()
  })

  it('draws the wiki state history as one bar over the recorded time, a stretch per state', async () => {
    renderApp(real, '/en/kips/1327/')
    await screen.findByText('Accepted from 12 June 2026')
    const rects = [...document.querySelectorAll('svg.state-timeline rect')]
    // Under discussion from 26 April, accepted from 12 June, unknown from 29 July (to 22 August).
    expect(rects.map((r) => r.getAttribute('class'))).toEqual([
      'state-under-discussion',
      'state-accepted',
      'state-unknown',
    ])
    // The bar is 1 January – 22 August: KIP-1327 was created in April, so it starts a third in.
    const x = rects.map((r) => Number(r.getAttribute('x')))
    expect(x[0]).toBeCloseTo((115 / 233) * 1000, 0)
    const end = Number(rects[2]!.getAttribute('x')) + Number(rects[2]!.getAttribute('width'))
    expect(end).toBeCloseTo(1000, 5)
  })

  it('the same page in Chinese', async () => {
    renderApp(real, '/zh/kips/1150/')
    expect(await screen.findByText(/周报至今没有讨论或提到 KIP-1150/)).toBeInTheDocument()
    expect(screen.getByText('作者：Josep Prat')).toBeInTheDocument()
  })

  it('a KIP the digests name that the wiki lacks has its page, and says so', async () => {
    // The real week, as if the wiki had no page for KIP-1332 (a thread mentions it).
    const lacking = {
      ...real,
      kipFacts: { ...real.kipFacts, kips: real.kipFacts.kips.filter((f) => f.kip !== 1332) },
    }
    renderApp(lacking, '/en/kips/1332/')
    expect(
      await screen.findByText(/The KIP wiki as of 22 August 2026 has no page for KIP-1332/),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Also mentioned in' })).toBeInTheDocument()
  })

  it.each(['/en/kips/99999/', '/en/kips/abc/', '/en/kips/1327x/', '/en/kips/0/'])(
    '%s is not found',
    async (url) => {
      renderApp(real, url)
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Not found' }),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: /Back to the timeline/ })).toBeInTheDocument()
    },
  )
})

describe('a KIP that has no page', () => {
  /** The catalogue's KIPs, ascending, as the KIP list has them (kip-catalog.json). */
  const catalog = () =>
    (splitDataset(real).get(DATA_FILES.catalog.path()) as { kip: number; title: string | null }[])
      .slice()
      .sort((a, b) => a.kip - b.kip)

  it.each([
    ['en', 'The highest KIP number:'],
    ['zh', '目前最大的 KIP 编号：'],
  ] as const)('above them all (%s): the highest there is, and a search', async (lang, label) => {
    const highest = catalog().at(-1)!
    renderApp(real, `/${lang}/kips/99999/`)
    const hint = (await screen.findByText(label)).closest('p')!
    const link = within(hint).getByRole('link')
    expect(link).toHaveTextContent(`KIP-${highest.kip}`)
    expect(link).toHaveAttribute('href', `/${lang}/kips/${highest.kip}/`)
    expect(screen.getByRole('searchbox')).toHaveValue('99999')
  })

  it('between two: the nearer', async () => {
    const kips = catalog().map((row) => row.kip)
    const gap = kips.findIndex((kip, i) => i > 0 && kip - kips[i - 1]! > 1)
    expect(gap, 'the catalogue has a gap').toBeGreaterThan(0)
    const missing = kips[gap - 1]! + 1
    renderApp(real, `/en/kips/${missing}/`)
    const hint = (await screen.findByText('Perhaps you meant:')).closest('p')!
    expect(within(hint).getByRole('link')).toHaveAttribute('href', `/en/kips/${kips[gap - 1]}/`)
  })
})

describe('what moved, on the timeline', () => {
  it('three weeks: W24 says KIP-1327 moved from contested to agreed', async () => {
    renderApp(three, '/en/')
    const week = await screen.findByRole('region', { name: 'Week 24, 8–14 June 2026' })
    const line = (await within(week).findByText('Moved:')).closest('p')!
    expect(line).toHaveTextContent('KIP-1327 Contested → Agreed (since the week of 18 May 2026)')
    expect(within(line).getByRole('link', { name: 'KIP-1327' })).toBeInTheDocument()
  })

  it('the real week alone: nothing moved', async () => {
    renderApp(real, '/en/')
    await screen.findAllByRole('article')
    expect(screen.queryByText('Moved:')).toBeNull()
  })
})

describe('votes, tallied per KIP (made-up dev weeks)', () => {
  const dev = goldDevDataset()

  it('the KIP card shows the latest vote: binding, non-binding and unstated apart, with names', async () => {
    renderApp(dev, '/en/kips/cards/?sort=number')
    const card = await screen.findByRole('article', { name: /^KIP-1261/ }, { timeout: 5000 })
    const round = within(card).getByText('Latest vote (Week 25, 15–21 June 2026)').closest('div')!
    expect(round).toHaveTextContent('binding+1: 3 · −1: 0 · 0: 0')
    expect(round).toHaveTextContent('non-binding+1: 1 · −1: 0 · 0: 0')
    expect(round).toHaveTextContent('binding not stated+1: 0 · −1: 1 · 0: 0')
    expect(within(round).getByRole('link', { name: 'ozzie-k' })).toBeInTheDocument()
  })

  it('the thread page tallies the votes of the KIP it is about; a tally by a release manager is no vote', async () => {
    renderApp(dev, '/en/thread/2026-W24-kip-1327/')
    const votes = await screen.findByRole('region', { name: 'Votes' })
    // two binding +1 cast in the thread; Ingrid Solberg's summary of the tally is not a vote
    expect(votes).toHaveTextContent('binding+1: 2 · −1: 0 · 0: 0')
    expect(within(votes).queryByRole('link', { name: 'Ingrid Solberg' })).toBeNull()
  })
})

describe('the digests and the wiki, checked against each other (made-up dev weeks, real wiki facts)', () => {
  const dev = goldDevDataset()

  it('the KIP page shows both words, each with its date and source', async () => {
    renderApp(dev, '/en/kips/1261/')
    const note = await screen.findByRole('complementary', {
      name: 'The digests and the wiki disagree',
    })
    expect(note).toHaveTextContent('Digest of Week 25, 15–21 June 2026')
    expect(note).toHaveTextContent('The vote passed: accepted (in the digest’s words 投票通过)')
    expect(within(note).getByRole('link', { name: 'the thread' })).toHaveAttribute(
      'href',
      '/en/thread/2026-W25-kip-1261/',
    )
    expect(note).toHaveTextContent('KIP wiki on 21 June 2026Under discussion')
    expect(note).toHaveTextContent('KIP wiki, latest (as of 22 August 2026)Under discussion')
    expect(within(note).getByRole('link', { name: 'the wiki page' })).toHaveAttribute(
      'href',
      expect.stringMatching(/KIP-1261%3A/),
    )
  })

  it('the card says it too, in Chinese; a KIP they agree on has no note', async () => {
    renderApp(dev, '/zh/kips/cards/?kip=1327,1336')
    const card = await screen.findByRole('article', { name: /^KIP-1336/ }, { timeout: 5000 })
    expect(
      within(card).getByRole('complementary', { name: '周报与 Wiki 的说法不一致' }),
    ).toHaveTextContent('2026 年第 26 周（6 月 22 日–28 日）的周报')
    // KIP-1327: the vote passed in W24 and the wiki was accepted on 12 June, that week.
    const agreed = screen.getByRole('article', { name: /^KIP-1327/ })
    expect(within(agreed).queryByRole('complementary')).toBeNull()
  })

  it('the list flags them, and filters to them through the URL', async () => {
    const { currentUrl } = renderApp(dev, '/en/kips/?disagree=yes')
    const table = await screen.findByRole('table', { name: LIST })
    const flagged = within(table)
      .getAllByRole('rowheader')
      .map((cell) => within(cell).getByRole('link').textContent)
    expect(flagged).toEqual(['KIP-1336', 'KIP-1334', 'KIP-1264', 'KIP-1261'])
    expect(within(table).getAllByRole('link', { name: 'differs from the digests' })).toHaveLength(4)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Digests vs wiki' }), '')
    await waitFor(() => expect(currentUrl()).toBe('/en/kips/'))
  })
})

describe('a KIP discussed for months (100 SYNTHETIC weeks)', () => {
  const long = syntheticDataset(100)
  // The KIP discussed in the most weeks, and its weeks, newest first.
  const [busiest] = kipCardSummaries(long).sort((a, b) => b.weeks.length - a.weeks.length)
  const weeks = busiest!.weeks.map((w) => w.week).reverse()
  // As the page names them: "Week 2, 5–11 Jan 2026", and "5–11 Jan 2026" where shorter.
  const named = (ids: string[]) => ids.map((id) => formatWeek(id, 'en'))
  const short = (ids: string[]) => ids.map((id) => formatWeek(id, 'en', 'short'))
  const pages = Math.ceil(weeks.length / KIP_STORY_WEEKS_PER_PAGE)
  // Its files are written once, before the tests (that takes seconds), not by the first of them.
  beforeAll(() => void memoryFetch(long), 60_000)
  const storyWeeks = (story: HTMLElement) =>
    within(story)
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-label') ?? r.querySelector('h3')?.textContent)

  it('its page tells the newest six weeks, then the next six at ?page=2', async () => {
    expect(pages).toBeGreaterThan(1)
    const user = userEvent.setup()
    const { currentUrl } = renderApp(long, `/en/kips/${busiest!.kip}/`)
    const story = await screen.findByRole('region', { name: /^The story, week by week/ })
    await waitFor(() => expect(storyWeeks(story)).toEqual(named(weeks.slice(0, 6))))
    expect(within(story).getByText(`Page 1 of ${pages}`)).toBeInTheDocument()
    await user.click(within(story).getByRole('link', { name: 'Older weeks →' }))
    await waitFor(() => expect(currentUrl()).toBe(`/en/kips/${busiest!.kip}/?page=2`))
    await waitFor(() => expect(storyWeeks(story)).toEqual(named(weeks.slice(6, 12))))
  })

  it('its page lists the people most recently active, and folds the rest away', async () => {
    const everyone = kipStories(long).get(busiest!.kip)!.story.people
    expect(everyone.length).toBeGreaterThan(PEOPLE_SHOWN)
    renderApp(long, `/en/kips/${busiest!.kip}/`)
    const section = await screen.findByRole('region', {
      name: `Who took which position · ${everyone.length} people`,
    })
    const [shown, folded] = within(section).getAllByRole('list', { hidden: true })
    expect(within(shown!).getAllByRole('listitem')).toHaveLength(PEOPLE_SHOWN)
    const rest = everyone.length - PEOPLE_SHOWN
    const more = within(section).getByText(`${rest} more ${rest === 1 ? 'person' : 'people'}`)
    expect(more.closest('details')).not.toHaveAttribute('open')
    expect(folded!.closest('details')).toBe(more.closest('details'))
    expect(within(folded!).getAllByRole('listitem', { hidden: true })).toHaveLength(rest)
    // The first shown took the newest position of all.
    const newest = [...everyone].sort((a, b) => (a.latest.week < b.latest.week ? 1 : -1))[0]!
    const firstWeek = within(shown!).getAllByRole('listitem')[0]!
    expect(firstWeek).toHaveTextContent(formatWeek(newest.latest.week, 'en', 'short'))
  })

  it('its card shows its latest four weeks and leads to the rest', async () => {
    renderApp(long, `/en/kips/cards/?kip=${busiest!.kip}`)
    const card = await screen.findByRole('article', { name: new RegExp(`^KIP-${busiest!.kip}`) })
    const shown = within(card).getByRole('list', { name: /^Weeks discussed/ })
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.kip-week-id')?.textContent),
    ).toEqual(short(weeks.slice(0, 4)))
    expect(
      within(card).getByRole('link', {
        name: `${weeks.length - 4} earlier weeks: the whole story →`,
      }),
    ).toHaveAttribute('href', `/en/kips/${busiest!.kip}/`)
    // The positions of those four weeks only, from the first page of its story.
    const positions = await within(card).findByRole('region', { name: 'Who took which position' })
    const linked = within(positions).getAllByRole('link', { name: /^\d.* 20\d\d$/ })
    expect(linked.length).toBeGreaterThan(0)
    for (const link of linked) expect(short(weeks.slice(0, 4))).toContain(link.textContent)
  })
})
