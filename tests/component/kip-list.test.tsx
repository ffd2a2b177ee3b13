import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { realDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

/** The KIP list's table (the flow charts' tables are under it). */
const LIST = /^Every KIP:/

/** The KIP list (/kips/): every KIP of the wiki, filtered, sorted and paged from the URL. */
const real = realDataset()
const kipsShown = () =>
  within(screen.getByRole('table', { name: LIST }))
    .getAllByRole('rowheader')
    .map((cell) => Number(/\d+/.exec(cell.textContent ?? '')?.[0]))

describe('the KIP list', () => {
  it('lists every KIP of the wiki, newest first, 50 a page, with a link to the consensus cards', async () => {
    renderApp(real, '/en/kips/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Every KIP' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(`${real.kipFacts.kips.length} KIPs`)
    const kips = kipsShown()
    expect(kips).toHaveLength(50)
    expect(kips[0]).toBe(Math.max(...real.kipFacts.kips.map((k) => k.kip)))
    expect(screen.getByText(/Page 1 of 27/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Consensus cards of the 7 KIPs/ })).toHaveAttribute(
      'href',
      '/en/kips/cards/',
    )
  })

  it('a discussed KIP shows its digest status, last week and people; the wiki state its words', async () => {
    renderApp(real, '/en/kips/?kip=1327')
    await screen.findByRole('table', { name: LIST })
    const row = screen.getByRole('row', { name: /KIP-1327/ })
    expect(row).toHaveTextContent('Tentative')
    expect(within(row).getByRole('link', { name: '11 May 2026' })).toBeInTheDocument()
    // The wiki's word for it as of the snapshot (none now, accepted before), its author and creation day.
    expect(row).toHaveTextContent('None shown now; last given: Accepted')
    expect(row).toHaveTextContent('Ken Huang')
    expect(row).toHaveTextContent('2026-04-25')
  })

  it('filters to "under discussion, created 2025, discussed" from the URL, and back', async () => {
    const { currentUrl } = renderApp(
      real,
      '/en/kips/?wiki=under-discussion&year=2025&discussed=yes',
    )
    await screen.findByRole('table', { name: LIST })
    const expected = real.kipFacts.kips.filter(
      (f) =>
        f.state === 'under discussion' &&
        f.created?.startsWith('2025') &&
        real.threads.some((t) => t.subjectKips.includes(f.kip)),
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(kipsShown().sort()).toEqual(expected.map((f) => f.kip).sort())
    expect(screen.getByRole('combobox', { name: 'Wiki state' })).toHaveValue('under discussion')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'In the digests' }), '')
    await waitFor(() => expect(currentUrl()).toBe('/en/kips/?wiki=under-discussion&year=2025'))
    expect(kipsShown().length).toBeGreaterThan(expected.length)
  })

  it('searches number, title, people and what the digests say; says when nothing matches, and clears', async () => {
    const { currentUrl } = renderApp(real, '/en/kips/')
    await screen.findByRole('table', { name: LIST })
    const box = () => screen.getByRole('searchbox', { name: 'Number, title, person or topic' })
    // Each query pasted, as an input method hands over a Chinese word at once (a key each is
    // what the end of the test types).
    box().focus()
    await userEvent.paste('diskless topics')
    // Every KIP whose title has both words, among those whose discussions do.
    const diskless = real.kipFacts.kips
      .filter((f) => /diskless/i.test(f.title) && /topics/i.test(f.title))
      .map((f) => f.kip)
    expect(diskless).toContain(1150)
    // Each waits for the index's parts its words need, as the palette does.
    const loaded = { timeout: 10_000 }
    await waitFor(() => expect(kipsShown()).toEqual(expect.arrayContaining(diskless)), loaded)
    // In Chinese, a word only the threads about KIP-1163 say.
    await userEvent.clear(box())
    box().focus()
    await userEvent.paste('无盘')
    await waitFor(() => expect(kipsShown()).toContain(1163), loaded)
    expect(kipsShown()).not.toContain(1327)
    // Its author, by name.
    await userEvent.clear(box())
    box().focus()
    await userEvent.paste('Ken Huang')
    await waitFor(() => expect(kipsShown()).toContain(1327), loaded)
    await userEvent.type(box(), ' zzz')
    expect(await screen.findByText('No KIP matches these filters.', {}, loaded)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(currentUrl()).toBe('/en/kips/'))
  }, 40_000)

  it('sorts by a column, in the URL; a second click turns it round', async () => {
    const { currentUrl } = renderApp(real, '/en/kips/')
    await screen.findByRole('table', { name: LIST })
    await userEvent.click(screen.getByRole('button', { name: /^KIP/ }))
    await waitFor(() => expect(currentUrl()).toBe('/en/kips/?sort=number&dir=asc'))
    await waitFor(() => expect(kipsShown()[0]).toBe(1))
    await userEvent.click(screen.getByRole('button', { name: /^People/ }))
    await waitFor(() => expect(currentUrl()).toBe('/en/kips/?sort=people&dir=desc'))
    // KIP-1327 has three people; no KIP of the real week more.
    await waitFor(() => expect(kipsShown()[0]).toBe(1327))
  })

  it('pages through the URL', async () => {
    renderApp(real, '/en/kips/?sort=number&dir=asc&page=2')
    await screen.findByRole('table', { name: LIST })
    const numbers = real.kipFacts.kips.map((f) => f.kip).sort((a, b) => a - b)
    expect(kipsShown()).toEqual(numbers.slice(50, 100))
    expect(screen.getByRole('link', { name: '← Previous' })).toHaveAttribute(
      'href',
      '/en/kips/?sort=number&dir=asc',
    )
    expect(screen.getByRole('link', { name: 'Next →' })).toHaveAttribute(
      'href',
      '/en/kips/?sort=number&dir=asc&page=3',
    )
  })

  it('a filter changed goes back to the first page', async () => {
    const { currentUrl } = renderApp(real, '/en/kips/?page=3')
    await screen.findByRole('table', { name: LIST })
    await userEvent.click(screen.getByRole('button', { name: 'Tentative' }))
    await waitFor(() => expect(currentUrl()).toBe('/en/kips/?status=tentative'))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Wiki state' }), 'unknown')
    await waitFor(() => expect(currentUrl()).toBe('/en/kips/?status=tentative&wiki=unknown'))
    expect(kipsShown()).toEqual([1327])
  })

  it('a page past the end shows the last', async () => {
    renderApp(real, '/en/kips/?page=999')
    await screen.findByRole('table', { name: LIST })
    expect(screen.getByText(/Page 27 of 27/)).toBeInTheDocument()
    expect(kipsShown()).toContain(Math.min(...real.kipFacts.kips.map((f) => f.kip)))
  })

  it('a value of the address it cannot read is ignored, and said so', async () => {
    renderApp(real, '/en/kips/?wiki=bogus&year=1999&discussed=maybe')
    await screen.findByRole('table', { name: LIST })
    for (const text of ['wiki=bogus', 'year=1999', 'discussed=maybe'])
      expect(screen.getByText(new RegExp(`Ignored.*${text}`))).toBeInTheDocument()
    expect(kipsShown()).toHaveLength(50)
  })

  it('speaks Chinese', async () => {
    renderApp(real, '/zh/kips/?kip=1150')
    expect(await screen.findByRole('heading', { level: 1, name: '全部 KIP' })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /KIP-1150/ })).toHaveTextContent('已接受')
  })
})

describe('the flow of KIPs, under the list', () => {
  it('each chart has its table, whose counts lead to the list of those KIPs', async () => {
    const { currentUrl } = renderApp(real, '/en/kips/')
    const flow = await screen.findByRole('region', { name: 'The flow of KIPs' })
    expect(
      within(flow).getByRole('figure', { name: /KIPs created per quarter/ }),
    ).toBeInTheDocument()
    // The created table: a row per quarter since 2015 Q1; a count is a link to its KIPs.
    const created = within(flow).getByRole('table', {
      name: 'KIPs created per quarter, as a table',
    })
    const q = within(created).getByRole('row', { name: /^2025 Q3/ })
    const accepted2025Q3 = real.kipFacts.kips.filter(
      (f) => f.state === 'accepted' && /^2025-0[789]/.test(f.created ?? ''),
    ).length
    expect(accepted2025Q3).toBeGreaterThan(0)
    await userEvent.click(within(q).getByRole('link', { name: String(accepted2025Q3) }))
    await waitFor(() => expect(currentUrl()).toBe('/en/kips/?wiki=accepted&year=2025&quarter=3'))
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(`${accepted2025Q3} KIP`)
  })

  it('the changes table: became accepted in a month, and the filter says so and comes off', async () => {
    const { currentUrl } = renderApp(real, '/en/kips/')
    const flow = await screen.findByRole('region', { name: 'The flow of KIPs' })
    const changes = within(flow).getByRole('table', {
      name: 'Wiki state changes per month, as a table',
    })
    const march = within(changes).getByRole('row', { name: /^2026-03/ })
    const became = real.kipFacts.kips.filter((f) =>
      f.stateHistory.some(
        (c, i) =>
          (i > 0 || c.date !== '2026-01-01') &&
          c.state === 'accepted' &&
          c.date.startsWith('2026-03'),
      ),
    )
    await userEvent.click(within(march).getAllByRole('link')[0]!)
    await waitFor(() => expect(currentUrl()).toBe('/en/kips/?became=accepted&month=2026-03'))
    expect(kipsShown().sort()).toEqual(became.map((f) => f.kip).sort())
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Remove this filter: Wiki state became Accepted in 2026-03',
      }),
    )
    await waitFor(() => expect(currentUrl()).toBe('/en/kips/'))
  })
})
