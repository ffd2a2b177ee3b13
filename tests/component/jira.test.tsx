import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { realDataset, syntheticDataset, threeWeeksDataset } from '../helpers/datasets'
import { memoryFetch, renderApp } from '../helpers/render-app'

// The first render loads the views and the lazy chart chunk: give it time on a slow machine.
configure({ asyncUtilTimeout: 5000 })

const fixture = threeWeeksDataset()
/** One drawn bar; a week without a value has none. */
const BAR = '.recharts-bar-rectangle path'
/** What a chart draws its values with: bars, or the running total's area. */
const DRAWN = `${BAR}, .recharts-area-area`

/** The table's rows as arrays of cell texts, header row excluded. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''))
}

async function chartSvg(name: string | RegExp): Promise<SVGElement> {
  const figure = await screen.findByRole('figure', { name })
  let svg: SVGElement | null = null
  await waitFor(() => {
    svg = figure.querySelector('.recharts-wrapper > svg')
    expect(svg?.querySelectorAll(DRAWN).length).toBeGreaterThan(0)
  })
  return svg as unknown as SVGElement
}

/** The titles of the threads that stated 4.4.0's figures in the made-up weeks. */
const titleOf = (id: string) => {
  const { title } = fixture.threads.find((thread) => thread.id === id)!
  return title.en ?? title.zh
}
const W21_TITLE = titleOf('2026-W21-bob-sample')
const W24_TITLE = titleOf('2026-W24-bob-sample-erin-dummy')

describe('JIRA view', () => {
  it('makes its charts live one at a time, each in a task of its own', async () => {
    // What a reader's screen shows after each change of the page: how many charts are live.
    const seen: number[] = []
    const live = () => document.querySelectorAll('figure.chart .chart-live').length
    const observer = new MutationObserver(() => {
      if (seen.at(-1) !== live()) seen.push(live())
    })
    observer.observe(document.body, { subtree: true, childList: true })
    try {
      renderApp(fixture, '/en/jira/')
      await waitFor(() => expect(live()).toBe(3))
    } finally {
      observer.disconnect()
    }
    // Never two at once: recharts draws each in one long task (the two of issues created, then a
    // release's).
    expect(seen.filter((n) => n > 0)).toEqual([1, 2, 3])
  })

  it("shows no loading state where the charts' code is already here: the next visit draws with it", async () => {
    // The first visit brings the charts' code; the next draws with it.
    const first = renderApp(fixture, '/en/jira/')
    await chartSvg('Issues created per week')
    first.unmount()
    let loadingShown = false
    const observer = new MutationObserver(() => {
      loadingShown ||= document.querySelector('figure.chart .chart-loading') !== null
    })
    observer.observe(document.body, { subtree: true, childList: true })
    try {
      renderApp(fixture, '/en/jira/')
      await chartSvg('Issues created, cumulative (weeks with a digest only)')
      await waitFor(() =>
        expect(document.querySelectorAll('.recharts-wrapper > svg')).toHaveLength(3),
      )
    } finally {
      observer.disconnect()
    }
    expect(loadingShown).toBe(false)
  })

  it('lists every week in the table, newest first, the missing week as "no digest", never as zero', async () => {
    renderApp(fixture, '/en/jira/')
    const table = await screen.findByRole('table', {
      name: /Issues created per week and cumulative/,
    })
    expect(rowsOf(table)).toEqual([
      ['Week 24, 8–14 June 2026', '47', '—', '166'],
      ['Week 23, 1–7 June 2026', '— no digest', '—', '—'],
      ['Week 22, 25–31 May 2026', '61', '+3', '119'],
      ['Week 21, 18–24 May 2026', '58', '—', '58'],
    ])
    // A week without a digest has no week page to lead to.
    expect(within(table).queryByRole('link', { name: /Week 23/ })).toBeNull()
    expect(within(table).getByRole('link', { name: /Week 24/ })).toBeInTheDocument()
  })

  it('makes a chart live (fetched, drawn) only once its place comes near the screen', async () => {
    // The browser's IntersectionObserver, told by the test when the reader has scrolled.
    const watched: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
    class ScrollObserver {
      private readonly entry
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] as Element[] }
        watched.push(this.entry)
      }
      observe(target: Element) {
        this.entry.targets.push(target)
      }
      disconnect() {
        this.entry.targets = []
      }
    }
    vi.stubGlobal('IntersectionObserver', ScrollObserver)
    try {
      renderApp(fixture, '/en/jira/')
      const figure = await screen.findByRole('figure', { name: 'Issues created per week' })
      // Its place is watched, and nothing is drawn in it.
      await waitFor(() =>
        expect(watched.some((w) => w.targets.some((target) => figure.contains(target)))).toBe(true),
      )
      expect(figure.querySelector('.recharts-wrapper')).toBeNull()
      act(() => {
        for (const { callback, targets } of watched)
          callback(
            targets.map(
              (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
            ),
            {} as IntersectionObserver,
          )
      })
      const svg = await chartSvg('Issues created per week')
      await waitFor(() => expect(svg.querySelectorAll(BAR)).toHaveLength(3))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('labels the per-week and the cumulative chart, marks the missing week in both, draws the total as an area', async () => {
    renderApp(fixture, '/en/jira/')
    for (const name of ['Issues created per week', /cumulative \(weeks with a digest only\)/]) {
      const svg = await chartSvg(name)
      expect(within(svg as unknown as HTMLElement).getByText('no data')).toBeInTheDocument()
    }
    // Three weeks with a digest: three bars; W23 is a gap with a "no data" mark.
    const perWeek = await chartSvg('Issues created per week')
    await waitFor(() => expect(perWeek.querySelectorAll(BAR)).toHaveLength(3))
    // The running total, which only grows, is an area, not a row of nearly equal bars.
    const cumulative = await chartSvg(/cumulative \(weeks with a digest only\)/)
    expect(cumulative.querySelectorAll('.recharts-area-area')).toHaveLength(1)
    expect(cumulative.querySelectorAll(BAR)).toHaveLength(0)
  })

  it('shows release 4.4.0 reported twice, with the weeks between as missing', async () => {
    renderApp(fixture, '/en/jira/')
    expect(await screen.findByRole('heading', { name: 'Release 4.4.0' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: /Release 4.4.0: resolved and unresolved/ })
    expect(rowsOf(table)).toEqual([
      ['Week 21, 18–24 May 2026', '70', '39', W21_TITLE],
      ['Week 22, 25–31 May 2026', '— not stated', '— not stated', '—'],
      ['Week 23, 1–7 June 2026', '— no digest', '— no digest', '—'],
      ['Week 24, 8–14 June 2026', '80', '25', W24_TITLE],
    ])
    const svg = await chartSvg('Release 4.4.0')
    await waitFor(() => expect(svg.querySelectorAll(BAR)).toHaveLength(4))
  })

  it('clicking a bar opens its week, keeping the language', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(fixture, '/en/jira/')
    const svg = await chartSvg('Issues created per week')
    await waitFor(() => expect(svg.querySelectorAll(BAR)).toHaveLength(3))
    const bars = svg.querySelectorAll(BAR)
    await user.click(bars[1] as Element)
    await waitFor(() => expect(currentUrl()).toBe('/en/week/2026-W22/'))
  })

  it('a week link in the table opens its week (the keyboard path)', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(fixture, '/zh/jira/')
    const table = await screen.findByRole('table', { name: '每周新建 Issue 及累计（表格）' })
    await user.click(
      within(table).getByRole('link', { name: '2026 年第 24 周（6 月 8 日–14 日）' }),
    )
    await waitFor(() => expect(currentUrl()).toBe('/zh/week/2026-W24/'))
  })

  it('speaks Chinese: labels, the missing week and dates', async () => {
    renderApp(fixture, '/zh/jira/')
    expect(await screen.findByRole('figure', { name: '每周新建 Issue' })).toBeInTheDocument()
    expect(
      screen.getByRole('figure', { name: '新建 Issue 累计（仅计有周报的周）' }),
    ).toBeInTheDocument()
    const table = screen.getByRole('table', { name: '每周新建 Issue 及累计（表格）' })
    expect(rowsOf(table)[1]).toEqual(['2026 年第 23 周（6 月 1 日–7 日）', '— 无周报', '—', '—'])
  })

  it('the real week: 74 issues and release 4.4.0 at 66 resolved, 43 unresolved', async () => {
    renderApp(realDataset(), '/en/jira/')
    const created = await screen.findByRole('table', { name: /Issues created per week/ })
    expect(rowsOf(created)).toEqual([['Week 20, 11–17 May 2026', '74', '—', '74']])
    const release = screen.getByRole('table', { name: /Release 4.4.0/ })
    // "Stated in": the thread by its title, not its id.
    const [row] = rowsOf(release)
    expect(row!.slice(0, 3)).toEqual(['Week 20, 11–17 May 2026', '66', '43'])
    expect(row![3]).toMatch(/^The community discussed and confirmed the release manager/)
    // One week: the numbers as a table with a note, not a chart of one giant bar.
    expect(screen.getAllByText(/Charts appear once there are 4 weeks to draw/)).toHaveLength(2)
    expect(screen.queryByRole('figure', { name: 'Issues created per week' })).toBeNull()
    // The week's JIRA paragraph beside its number.
    const latest = screen.getByRole('region', { name: /Latest week/ })
    expect(latest).toHaveTextContent('74')
    expect(latest).toHaveTextContent(realDataset().weeks[0]!.jira.summary.en!)
  })
})

describe('JIRA over years (300 SYNTHETIC weeks)', () => {
  const long = syntheticDataset(300)
  // A week is in the quarter of its Monday.
  const quarters = new Set(
    long.weeks.map((w) => `${w.start.slice(0, 4)}-Q${Math.ceil(Number(w.start.slice(5, 7)) / 3)}`),
  )
  const table = () => screen.findByRole('table', { name: /Issues created per week and cumulative/ })
  // Its files are written once, before the tests, not by the first of them: some 20 s of search
  // index for 300 weeks of text that does not repeat, longer on a busy machine.
  beforeAll(() => void memoryFetch(long), 180_000)

  it('shows the last year by default, a bar a week, the table newest first and paged', async () => {
    renderApp(long, '/en/jira/')
    expect(await screen.findByText('Last year')).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('link', { name: 'All weeks' })).not.toHaveAttribute('aria-current')
    const rows = rowsOf(await table())
    expect(rows).toHaveLength(20)
    expect(rows[0]![0]).toBe('Week 20, 11–17 May 2026')
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
    const svg = await chartSvg('Issues created per week')
    await waitFor(() => expect(svg.querySelectorAll(BAR).length).toBe(52))
  })

  it('all weeks: a bar per quarter, each leading to the timeline of its weeks', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(long, '/en/jira/')
    await user.click(await screen.findByRole('link', { name: 'All weeks' }))
    await waitFor(() => expect(currentUrl()).toBe('/en/jira/?range=all'))
    const svg = await chartSvg('Issues created per quarter')
    await waitFor(() => expect(svg.querySelectorAll(BAR).length).toBe(quarters.size))
    expect(screen.getByText(/a bar per quarter/)).toBeInTheDocument()
    // 2026-W14 began on 30 March: it is in the first quarter.
    const first = rowsOf(await table())[0]!
    // The quarter's days under its name, not a column of their own (a phone squeezed it), and
    // that the range holds only part of it.
    expect(first[0]).toBe('2026-Q2 6 Apr 2026 – 17 May 2026 only part of the quarter')
    expect(first).toHaveLength(4)
    expect(rowsOf(await table())[1]![0]).not.toMatch(/part of/)
    // In the chart, the first and the last quarter are drawn paler, and their tooltip says why.
    const partial = [...svg.querySelectorAll(BAR)].filter((bar) =>
      bar.classList.contains('bar-partial'),
    )
    expect(partial).toEqual([svg.querySelectorAll(BAR)[0], [...svg.querySelectorAll(BAR)].at(-1)])
    await user.click(screen.getByRole('link', { name: '2026-Q2' }))
    await waitFor(() => expect(currentUrl()).toBe('/en/?week=2026-W15..2026-W20'))
  })

  it('a range of months of the reader’s choosing, by keyboard, kept in the address', async () => {
    const user = userEvent.setup()
    const { currentUrl, unmount } = renderApp(long, '/en/jira/')
    const form = await screen.findByRole('form', { name: 'Months of your choosing' })
    // It starts from the range shown: the last year's first and last months.
    expect(within(form).getByRole('combobox', { name: 'From' })).toHaveValue('2025-05')
    expect(within(form).getByRole('combobox', { name: 'To' })).toHaveValue('2026-05')
    await user.selectOptions(within(form).getByRole('combobox', { name: 'From' }), 'Jun 2025')
    await user.selectOptions(within(form).getByRole('combobox', { name: 'To' }), 'Nov 2025')
    await user.tab()
    expect(within(form).getByRole('button', { name: 'Show' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(currentUrl()).toBe('/en/jira/?range=2025-06..2025-11'))
    const chosen = screen.getByRole('navigation', { name: 'Weeks shown' })
    expect(within(chosen).getByText('Jun 2025 – Nov 2025')).toHaveAttribute('aria-current', 'true')
    expect(within(chosen).getByRole('link', { name: 'Last year' })).toBeInTheDocument()
    const newest = 'Week 48, 24–30 November 2025'
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: /per week/ }))[0]![0]).toBe(newest),
    )
    const svg = await chartSvg('Issues created per week')
    await waitFor(() => expect(svg.querySelectorAll(BAR).length).toBe(26))
    unmount()

    // The address alone shows the same, in Chinese too.
    renderApp(long, '/zh/jira/?range=2025-06..2025-11')
    const zh = await screen.findByRole('navigation', { name: '显示的时间范围' })
    expect(within(zh).getByText('2025年6月 – 2025年11月')).toHaveAttribute('aria-current', 'true')
    const zhForm = screen.getByRole('form', { name: '自选月份' })
    expect(within(zhForm).getByRole('combobox', { name: '从' })).toHaveValue('2025-06')
    expect(within(zhForm).getByRole('combobox', { name: '到' })).toHaveValue('2025-11')
    expect(within(zhForm).getByRole('button', { name: '显示' })).toBeInTheDocument()
  })

  it('draws only the latest releases of the range, and lists the others', async () => {
    renderApp(long, '/en/jira/?range=all')
    await screen.findByRole('heading', { name: 'Earlier releases reported in these weeks' })
    expect(screen.getAllByRole('heading', { name: /^Release \d/ })).toHaveLength(3)
  })
})
