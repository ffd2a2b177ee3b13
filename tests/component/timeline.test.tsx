import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { realDataset, syntheticDataset } from '../helpers/datasets'
import { choose } from '../helpers/choose'
import { memoryFetch, renderApp } from '../helpers/render-app'
import type { FetchJson } from '../../src/data/data-source'

const dataset = realDataset()
/** The real week, as its heading names it. */
const W20 = 'Week 20, 11–17 May 2026'

describe('timeline', () => {
  it('shows the real week with its ten threads and statuses', async () => {
    renderApp(dataset, '/en/')
    const week = await screen.findByRole('region', { name: W20 })
    expect(within(week).getAllByRole('article')).toHaveLength(10)
    expect(within(week).getByText(/74 JIRA issues created/)).toBeInTheDocument()
    const contested = within(week)
      .getAllByRole('article')
      .filter((card) => card.textContent?.includes('Contested'))
    expect(contested).toHaveLength(1)
    // The week's status counts lead to the timeline filtered to that week and status.
    expect(within(week).getByRole('link', { name: '3 Tentative' })).toHaveAttribute(
      'href',
      '/en/?week=2026-W20&status=tentative',
    )
  })

  it('filters by KIP from its combobox and says how many threads match', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(dataset, '/en/')
    await screen.findByRole('combobox', { name: 'KIP' })
    await choose(user, 'KIP', '1327')
    await waitFor(() => expect(currentUrl()).toContain('kip=1327'))
    expect(await screen.findByText('2 matching threads')).toBeInTheDocument()
    const week = await screen.findByRole('region', { name: W20 })
    await waitFor(() => expect(within(week).getAllByRole('article')).toHaveLength(2))
  })

  it('under a filter, the week says how many of its threads are shown, and counts only those', async () => {
    renderApp(dataset, '/en/?kip=1327')
    const week = await screen.findByRole('region', { name: W20 })
    await waitFor(() => expect(within(week).getAllByRole('article')).toHaveLength(2))
    expect(within(week).getByText('2 of 10 threads')).toBeInTheDocument()
    // KIP-1327's two threads, its own and the release manager's, are both tentative: the week's
    // other statuses (open, contested, agreed, done) are not counted.
    const counts = within(within(week).getByRole('list', { name: 'Threads by status' }))
    expect(counts.getAllByRole('link').map((a) => a.textContent)).toEqual(['2 Tentative'])
    // A count keeps the filter that chose its threads.
    expect(counts.getByRole('link', { name: '2 Tentative' })).toHaveAttribute(
      'href',
      '/en/?week=2026-W20&kip=1327&status=tentative',
    )
  })

  it('filters by person from its combobox, which shows a person named in the URL by an alias', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(dataset, '/en/?person=黃竣陽')
    const field = await screen.findByRole('combobox', { name: 'Person' })
    await waitFor(() => expect(field).toHaveValue('Ken Huang'))
    await choose(user, 'Person', 'Jun Rao')
    await waitFor(() => expect(currentUrl()).toContain('person=jun-rao'))
    expect(await screen.findByText('3 matching threads')).toBeInTheDocument()
    await choose(user, 'Person', '', 'Anyone')
    await waitFor(() => expect(currentUrl()).not.toContain('person='))
  })

  it('searches Chinese text without spaces', async () => {
    renderApp(dataset, '/zh/?q=数据丢失')
    expect(await screen.findByText('2 个匹配的讨论')).toBeInTheDocument()
  })

  it('says which filter emptied the list, and removing it brings threads back', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(dataset, '/en/?kip=1163&status=done')
    const empty = await screen.findByText(/No thread matches/)
    expect(empty).toHaveTextContent('Status: Done')
    await user.click(within(empty).getByRole('button', { name: 'Remove it' }))
    await waitFor(() => expect(currentUrl()).not.toContain('status='))
    expect(await screen.findByText('1 matching thread')).toBeInTheDocument()
  })

  it('ignores a bad filter value and says so', async () => {
    renderApp(dataset, '/en/?kip=99999&status=bogus')
    expect(await screen.findByText('Ignored a bad filter value: status=bogus')).toBeInTheDocument()
    expect(await screen.findByText('Ignored a bad filter value: kip=99999')).toBeInTheDocument()
    expect(await screen.findAllByRole('article')).toHaveLength(10)
  })
})

describe('cards that read at a glance', () => {
  it('lead with the thread’s short title and show its conclusion', async () => {
    renderApp(dataset, '/en/')
    const card = await screen.findByRole('article', {
      name: 'KIP-1327: Prevent Hot Data Loss on Partition Expansion for Reset Offset Policy',
    })
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(/^KIP-1327: /)
    expect(card).toHaveTextContent(
      /Conclusion: The tentative conclusion is to adopt the new design/,
    )
    // Not the summary: that is the thread page's.
    expect(card).not.toHaveTextContent(/The discussion focused on/)
  })

  it('show the positions of the person filtered for, and mark their name', async () => {
    renderApp(dataset, '/en/?person=jun-rao')
    expect(await screen.findByText('3 matching threads')).toBeInTheDocument()
    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(3)
    for (const card of cards) {
      const chosen = within(card).getByRole('list', {
        name: 'Positions of the people filtered for',
      })
      const [position, ...others] = within(chosen).getAllByRole('listitem')
      expect(others).toHaveLength(0)
      expect(position).toHaveTextContent(/^Jun Rao/)
      expect(within(card).getByRole('link', { name: 'Jun Rao' })).toHaveClass('chosen')
    }
    // The 1327 card: his suggestion, in his words.
    expect(cards[0]).toHaveTextContent(/Jun Rao → Suggestion.*Pointed out that a configuration/)
  })

  it('show no one’s positions without a person filter', async () => {
    renderApp(dataset, '/en/?kip=1327')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(screen.queryByRole('list', { name: 'Positions of the people filtered for' })).toBeNull()
  })
})

describe('filters that show what they did', () => {
  it('arrow keys move through the KIP list without filtering; Enter chooses, and Back undoes it in one step', async () => {
    const user = userEvent.setup()
    const { currentUrl, router } = renderApp(dataset, '/en/?status=tentative')
    await user.click(await screen.findByRole('combobox', { name: 'KIP' }))
    const box = await screen.findByRole('combobox', { name: 'KIP', expanded: true })
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '')
    expect(active).toHaveTextContent(/^KIP-\d+ · /)
    expect(currentUrl()).toBe('/en/?status=tentative')
    const kip = /^KIP-(\d+)/.exec(active!.textContent!)![1]!
    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentUrl()).toBe(`/en/?kip=${kip}&status=tentative`))
    expect(box).toHaveValue(active!.textContent!)
    router.history.back()
    await waitFor(() => expect(currentUrl()).toBe('/en/?status=tentative'))
    await waitFor(() => expect(box).toHaveValue(''))
  })

  it('typing narrows the list, and leaving the field puts back what it holds', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(dataset, '/en/?kip=1327')
    await user.click(await screen.findByRole('combobox', { name: 'KIP' }))
    const box = await screen.findByRole('combobox', { name: 'KIP', expanded: true })
    await user.clear(box)
    await user.type(box, 'diskless')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'KIP-1163 · Diskless Core',
    ])
    await user.clear(box)
    await user.type(box, 'no such kip')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(screen.getByText('Nothing matches')).toHaveAttribute('role', 'status')
    await user.tab()
    expect((box as HTMLInputElement).value).toMatch(/^KIP-1327 · /)
    expect(currentUrl()).toBe('/en/?kip=1327')
  })

  it('a filter of several KIPs shows as such in the KIP field, not as "Any KIP"', async () => {
    renderApp(dataset, '/en/?kip=1327,1163')
    const field = await screen.findByRole('combobox', { name: 'KIP' })
    await waitFor(() => expect(field).toHaveValue('KIP-1327, KIP-1163'))
  })

  it('keeps the words in view and folds the other filters behind one line that counts them', async () => {
    const user = userEvent.setup()
    renderApp(dataset, '/en/?kip=1327&status=tentative&q=disk')
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('disk')
    const summary = screen.getByText('Filter by week, KIP, person or status')
    const fold = summary.closest('details')!
    // The words are not counted: they are in view.
    expect(fold).toHaveTextContent('2 filters set')
    expect(fold).not.toHaveAttribute('open')
    await user.click(summary)
    expect(fold).toHaveAttribute('open')
    expect(within(fold).getByRole('combobox', { name: 'KIP' })).toBeVisible()
  })

  it('a status toggle says whether it is on', async () => {
    renderApp(dataset, '/en/?status=tentative')
    expect(
      await screen.findByRole('button', { name: 'Tentative', pressed: true }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open', pressed: false })).toBeInTheDocument()
  })
})

describe('the timeline of a long history, a page of weeks at a time', () => {
  // 14 synthetic weeks ending with 2026-W20: pages of 6, 6 and 2.
  const long = syntheticDataset(14)
  // The weeks' regions (not "Since your last visit" above them).
  const weeksShown = () =>
    screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'))
      .filter((name) => name?.startsWith('Week '))

  it('shows the newest six weeks, then the next six at ?page=2, and the page survives a filter only until it changes', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(long, '/en/')
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
    await waitFor(() => expect(weeksShown()).toHaveLength(6))
    expect(weeksShown()[0]).toBe(W20)
    expect(screen.queryByRole('link', { name: '← Newer weeks' })).toBeNull()

    await user.click(screen.getByRole('link', { name: 'Older weeks →' }))
    await waitFor(() => expect(currentUrl()).toBe('/en/?page=2'))
    await waitFor(() => expect(weeksShown()[0]).toBe('Week 14, 30 March – 5 April 2026'))
    expect(weeksShown()).toHaveLength(6)
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Newer weeks' })).toHaveAttribute('href', '/en/')

    // A filter is a new list: it starts again at its first page.
    await user.click(screen.getAllByRole('button', { name: /^Contested/ })[0]!)
    await waitFor(() => expect(currentUrl()).toBe('/en/?status=contested'))
  })

  // 22 weeks ending with 2026-W20: 2026-W01 to W20 fill pages 1 to 4, 2025's begin on page 4.
  const twoYears = syntheticDataset(22)
  // The years' code loads with the first timeline of several pages (lazy): a while, the first time.
  const yearsShown = () =>
    screen.findByRole('navigation', { name: 'Weeks by year' }, { timeout: 10_000 })
  const yearLink = (name: string) =>
    within(screen.getByRole('navigation', { name: 'Weeks by year' })).getByRole('link', { name })

  it('a history of several years is reached by year: each links to the page of its newest week', async () => {
    renderApp(twoYears, '/en/')
    await yearsShown()
    expect(yearLink('2026')).toHaveAttribute('aria-current', 'page')
    expect(yearLink('2025')).toHaveAttribute('href', '/en/?page=4')
    expect(yearLink('2025')).not.toHaveAttribute('aria-current')
  })

  it('on the page a year’s link leads to, that year is marked; on another, the year it begins in', async () => {
    const { unmount } = renderApp(twoYears, '/en/?page=4')
    await yearsShown()
    expect(yearLink('2025')).toHaveAttribute('aria-current', 'page')
    expect(yearLink('2026')).not.toHaveAttribute('aria-current')
    unmount()
    renderApp(twoYears, '/en/?page=2')
    await yearsShown()
    expect(yearLink('2026')).toHaveAttribute('aria-current', 'true')
    expect(yearLink('2025')).not.toHaveAttribute('aria-current')
  })

  it('one year of weeks: no year links', async () => {
    renderApp(long, '/en/')
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Weeks by year' })).toBeNull()
  })

  it('the filter fields list no option until reached; a week is found by its id', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(long, '/en/')
    await screen.findByRole('combobox', { name: 'From week' })
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(screen.queryAllByRole('listbox')).toHaveLength(0)
    await user.click(screen.getByRole('combobox', { name: 'From week' }))
    await screen.findByRole('combobox', { name: 'From week', expanded: true })
    // "Any week", then every week, newest first.
    expect(screen.getAllByRole('option')).toHaveLength(14 + 1)
    expect(screen.getAllByRole('option')[1]).toHaveTextContent('11–17 May 2026')
    await user.keyboard('2026-w08')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['16–22 February 2026'])
    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentUrl()).toBe('/en/?week=2026-W08..'))
  })

  it('a page past the end shows the last one', async () => {
    renderApp(long, '/en/?page=99')
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument()
    await waitFor(() =>
      expect(weeksShown()).toEqual(['Week 8, 16–22 February 2026', 'Week 7, 9–15 February 2026']),
    )
  })

  /**
   * Files served from memory, except those `held` names, which wait until `release` is called:
   * a slow network, for as long as the test needs.
   */
  function slowFetch(held: (path: string) => boolean) {
    const fetchJson = memoryFetch(long)
    const waiting: (() => void)[] = []
    const slow: FetchJson = async (path) => {
      if (held(path)) await new Promise<void>((resolve) => waiting.push(resolve))
      return fetchJson(path)
    }
    return { fetchJson: slow, release: () => waiting.splice(0).forEach((go) => go()) }
  }

  it('keeps the list on screen, marked as updating, while the next one loads (a filter, then a page)', async () => {
    const user = userEvent.setup()
    const network = slowFetch((path) => path === 'thread-facets.json' || path.includes('W08'))
    const { currentUrl } = renderApp(long, '/en/', network.fetchJson)
    await waitFor(() => expect(weeksShown()).toHaveLength(6))
    const list = () => document.querySelector('.week-list')!

    // The filter is on at once; the weeks stay until the threads' facets have arrived.
    await user.click(screen.getAllByRole('button', { name: /^Contested/ })[0]!)
    await waitFor(() => expect(currentUrl()).toBe('/en/?status=contested'))
    expect(screen.getByRole('button', { name: 'Contested', pressed: true })).toBeInTheDocument()
    expect(screen.getByText('Filtering…')).toBeInTheDocument()
    expect(list()).toHaveAttribute('aria-busy', 'true')
    expect(weeksShown()).toHaveLength(6)
    expect(screen.queryByText('Loading…')).toBeNull()
    network.release()
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    expect(screen.getByText(/matching threads?$/)).toBeInTheDocument()

    // Older weeks: the page shown stays until the next page's week files are in.
    await user.click(screen.getByRole('button', { name: /Clear all/ }))
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'))
    await user.click(await screen.findByRole('link', { name: 'Older weeks →' }))
    await waitFor(() => expect(currentUrl()).toBe('/en/?page=2'))
    expect(list()).toHaveAttribute('aria-busy', 'true')
    expect(weeksShown()[0]).toBe(W20)
    expect(screen.queryByText('Loading…')).toBeNull()
    network.release()
    await waitFor(() => expect(weeksShown()[0]).toBe('Week 14, 30 March – 5 April 2026'))
    expect(list()).toHaveAttribute('aria-busy', 'false')
  })
})

describe('the weeks a choice leads to, asked for as it is made', () => {
  const long = syntheticDataset(14)
  /** Each file asked for, and whether the list on screen was marked as updating by then. */
  function watchedFetch() {
    const fetchJson = memoryFetch(long)
    const asked: { path: string; listUpdating: boolean }[] = []
    const watched: FetchJson = (path) => {
      const busy = document.querySelector('.week-list')?.getAttribute('aria-busy') === 'true'
      asked.push({ path, listUpdating: busy })
      return fetchJson(path)
    }
    return { fetchJson: watched, asked }
  }
  const weekFiles = (asked: { path: string; listUpdating: boolean }[], from: number) =>
    asked.slice(from).filter((a) => /^weeks\//.test(a.path))

  it('a filter: its weeks download while the app handles the click, not once the list renders', async () => {
    const user = userEvent.setup()
    const network = watchedFetch()
    // On the oldest page: the filter's first page lists newer weeks, not yet downloaded.
    const { queryClient } = renderApp(long, '/en/?page=3', network.fetchJson)
    await screen.findByText('Page 3 of 3')
    // What filtering needs, fetched as the reader opens the filters (prefetchFiltering).
    await user.click(screen.getByText('Filter by week, KIP, person or status'))
    await waitFor(() => expect(queryClient.getQueryData(['filterSource', true, ''])).toBeTruthy())
    const before = network.asked.length
    await user.click(screen.getAllByRole('button', { name: /^Contested/ })[0]!)
    await waitFor(() => expect(screen.getByText(/matching threads?$/)).toBeInTheDocument())
    const asked = weekFiles(network.asked, before)
    expect(asked.length, 'the filter leads to weeks not on screen before').toBeGreaterThan(0)
    expect(asked.filter((a) => a.listUpdating)).toEqual([])
  })

  it('a filter matches the threads once: the weeks asked for at the click and the list drawn after', async () => {
    const user = userEvent.setup()
    const { queryClient } = renderApp(long, '/en/?page=3')
    await screen.findByText('Page 3 of 3')
    await user.click(screen.getByText('Filter by week, KIP, person or status'))
    await waitFor(() => expect(queryClient.getQueryData(['filterSource', true, ''])).toBeTruthy())
    const source = queryClient.getQueryData<{ filterThreads: () => unknown }>([
      'filterSource',
      true,
      '',
    ])!
    const filterThreads = vi.spyOn(source, 'filterThreads')
    await user.click(screen.getAllByRole('button', { name: /^Contested/ })[0]!)
    await waitFor(() => expect(screen.getByText(/matching threads?$/)).toBeInTheDocument())
    expect(filterThreads).toHaveBeenCalledTimes(1)
  })

  it('older weeks: the next page’s weeks download as the link is followed', async () => {
    const user = userEvent.setup()
    const network = watchedFetch()
    renderApp(long, '/en/', network.fetchJson)
    await screen.findByText('Page 1 of 3')
    const before = network.asked.length
    await user.click(await screen.findByRole('link', { name: 'Older weeks →' }))
    await screen.findByText('Page 2 of 3')
    const asked = weekFiles(network.asked, before)
    expect(asked).toHaveLength(6)
    expect(asked.filter((a) => a.listUpdating)).toEqual([])
  })
})

describe('timeline, before any filter', () => {
  /** The browser's idle callbacks, run when the test says the browser is idle. */
  function idleBrowser() {
    const waiting: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback) => waiting.push(task))
    vi.stubGlobal('cancelIdleCallback', () => {})
    return {
      /** Runs what waited for an idle moment, and what it then asked for, once its code is here. */
      idle: async () => {
        act(() => waiting.splice(0).forEach((task) => task({} as IdleDeadline)))
        await import('../../src/domain/files/view-descriptors')
        await act(() => Promise.resolve())
      },
    }
  }
  // The page is taken down first: its effects cancel their idle callbacks as it goes.
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('asks for what filtering needs when the reader opens the filters, not when the browser is idle', async () => {
    const user = userEvent.setup()
    const browser = idleBrowser()
    const asked: string[] = []
    const fetchJson = memoryFetch(dataset)
    renderApp(dataset, '/en/', (path) => {
      asked.push(path)
      return fetchJson(path)
    })
    await screen.findByRole('heading', { name: W20 })
    await browser.idle()
    // What grows with the history stays out of a first visit that does not filter.
    expect(asked).not.toContain('thread-facets.json')
    expect(asked).not.toContain('kip-titles.json')
    await user.click(screen.getByText('Filter by week, KIP, person or status'))
    await waitFor(() => expect(asked).toContain('thread-facets.json'))
    await waitFor(() => expect(asked).toContain('kip-titles.json'))
    // Nothing was chosen: the address still filters nothing.
    expect(screen.getByRole('button', { name: /^Contested/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('says the filters are loading while what they need downloads, under the fields', async () => {
    const user = userEvent.setup()
    const fetchJson = memoryFetch(dataset)
    const waiting: (() => void)[] = []
    renderApp(dataset, '/en/', async (path) => {
      if (path === 'thread-facets.json' || path === 'kip-titles.json')
        await new Promise<void>((go) => waiting.push(go))
      return fetchJson(path)
    })
    await screen.findByRole('heading', { name: W20 })
    await user.click(screen.getByText('Filter by week, KIP, person or status'))
    const note = await screen.findByText('Loading filters…')
    expect(note).toHaveAttribute('role', 'status')
    // Under the fields: the fields must not move when it goes, under a reader choosing one.
    const field = screen.getByRole('combobox', { name: 'From week' })
    expect(field.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    waiting.splice(0).forEach((go) => go())
    await waitFor(() => expect(screen.queryByText('Loading filters…')).toBeNull())
  })
})

describe('a filter chosen while what the filters need arrives', () => {
  const long = syntheticDataset(14)
  /** Serves the filters' data (facets, KIP titles) only once `release` is called. */
  function heldFilterData(data = long) {
    const fetchJson = memoryFetch(data)
    const waiting: (() => void)[] = []
    const held = (path: string) => path === 'thread-facets.json' || path === 'kip-titles.json'
    const slow: FetchJson = async (path) => {
      if (held(path)) await new Promise<void>((resolve) => waiting.push(resolve))
      return fetchJson(path)
    }
    return { fetchJson: slow, release: () => waiting.splice(0).forEach((go) => go()) }
  }
  const arrived = (queryClient: ReturnType<typeof renderApp>['queryClient']) =>
    waitFor(() => {
      expect(queryClient.getQueryData(['thread-facets.json'])).toBeTruthy()
      expect(queryClient.getQueryData(['kip-titles.json'])).toBeTruthy()
    })

  it('arriving between opening the list and typing: Enter takes the week typed', async () => {
    const user = userEvent.setup()
    const network = heldFilterData()
    const { currentUrl, queryClient } = renderApp(long, '/en/', network.fetchJson)
    await screen.findByText('Page 1 of 3')
    await user.click(screen.getByText('Filter by week, KIP, person or status'))
    await user.click(screen.getByRole('combobox', { name: 'From week' }))
    await screen.findByRole('combobox', { name: 'From week', expanded: true })
    network.release()
    await arrived(queryClient)
    await user.keyboard('2026-w08')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentUrl()).toBe('/en/?week=2026-W08..'))
  })

  it('arriving between the highlight and Enter: Enter takes the highlighted week', async () => {
    const user = userEvent.setup()
    const network = heldFilterData()
    const { currentUrl, queryClient } = renderApp(long, '/en/', network.fetchJson)
    await screen.findByText('Page 1 of 3')
    await user.click(screen.getByText('Filter by week, KIP, person or status'))
    await user.click(screen.getByRole('combobox', { name: 'From week' }))
    await screen.findByRole('combobox', { name: 'From week', expanded: true })
    await user.keyboard('2026-w08')
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('16–22 February 2026')
    network.release()
    await arrived(queryClient)
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('16–22 February 2026')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentUrl()).toBe('/en/?week=2026-W08..'))
  })

  it('both ends chosen one after the other while the data is on its way: both reach the address', async () => {
    const user = userEvent.setup()
    const network = heldFilterData()
    const { currentUrl, queryClient } = renderApp(long, '/en/', network.fetchJson)
    await screen.findByText('Page 1 of 3')
    await user.click(screen.getByText('Filter by week, KIP, person or status'))
    await choose(user, 'From week', '2026-w08')
    await choose(user, 'To week', '2026-w10')
    network.release()
    await arrived(queryClient)
    await waitFor(() => expect(currentUrl()).toBe('/en/?week=2026-W08..2026-W10'))
  })

  it('the KIP field: its titles arriving between the highlight and Enter', async () => {
    const user = userEvent.setup()
    const network = heldFilterData(dataset)
    const { currentUrl, queryClient } = renderApp(dataset, '/en/', network.fetchJson)
    await screen.findByRole('heading', { name: W20 })
    await user.click(screen.getByText('Filter by week, KIP, person or status'))
    await user.click(screen.getByRole('combobox', { name: 'KIP' }))
    await screen.findByRole('combobox', { name: 'KIP', expanded: true })
    await user.keyboard('1327')
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('KIP-1327')
    network.release()
    await arrived(queryClient)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentUrl()).toBe('/en/?kip=1327'))
  })

  it('nothing before the filters comes or goes as the app takes over or a first filter applies', async () => {
    // As the data arrives, the band "Since your last visit" appeared above the filters once the
    // app had the page, and went once the first filter's list was drawn: every field, and the
    // list a reader was about to choose from, moved under their pointer.
    const user = userEvent.setup()
    const network = heldFilterData()
    renderApp(long, '/en/', network.fetchJson)
    const form = await screen.findByRole('search', { name: 'Filters' })
    const beforeForm = () => {
      const siblings = [...form.parentElement!.children]
      return siblings.slice(0, siblings.indexOf(form)).map((e) => e.className)
    }
    await screen.findByText(/Since your last visit/)
    expect(beforeForm()).toEqual(['visually-hidden'])
    await user.click(screen.getByText('Filter by week, KIP, person or status'))
    await choose(user, 'From week', '2026-w08')
    network.release()
    await screen.findByText(/matching threads?$/)
    expect(screen.queryByText(/Since your last visit/)).toBeNull()
    expect(beforeForm()).toEqual(['visually-hidden'])
  })
})
