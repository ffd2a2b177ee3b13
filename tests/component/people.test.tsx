import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { realDataset, syntheticDataset, threeWeeksDataset } from '../helpers/datasets'
import { PEOPLE_PER_PAGE } from '../../src/features/people/people-page'
import { renderApp } from '../helpers/render-app'

configure({ asyncUtilTimeout: 5000 })

const real = realDataset()
const fixture = threeWeeksDataset()

async function peopleTable() {
  return screen.findByRole('table', { name: /People and their activity|人物及其活跃情况/ })
}

/** The person names of the table, in row order. */
function names(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '')
}

function header(table: HTMLElement, name: string | RegExp) {
  return within(table).getByRole('columnheader', { name })
}

describe('People table', () => {
  it('pages a long list in the address; another order or search starts again at its first page', async () => {
    const user = userEvent.setup()
    // A SYNTHETIC year: about 200 people.
    const { currentUrl } = renderApp(syntheticDataset(52), '/en/people/')
    const table = await peopleTable()
    const count = Number(/^(\d+) people$/.exec(screen.getByText(/^\d+ people$/).textContent!)![1])
    expect(count).toBeGreaterThan(2 * PEOPLE_PER_PAGE)
    const first = names(table)
    expect(first).toHaveLength(PEOPLE_PER_PAGE)
    const pages = Math.ceil(count / PEOPLE_PER_PAGE)
    expect(screen.getByText(`Page 1 of ${pages}`)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Next →' }))
    await waitFor(() => expect(currentUrl()).toBe('/en/people/?page=2'))
    await waitFor(() => expect(names(table)[0]).not.toBe(first[0]))
    expect(names(table)).toHaveLength(PEOPLE_PER_PAGE)
    expect(names(table).filter((name) => first.includes(name))).toEqual([])
    await user.click(within(header(table, /Name/)).getByRole('button'))
    await waitFor(() => expect(currentUrl()).toBe('/en/people/?sort=name&dir=asc'))
    expect(screen.getByText(`Page 1 of ${pages}`)).toBeInTheDocument()
  })

  it('lists everyone once, most positions first, with every figure', async () => {
    renderApp(real, '/en/people/')
    const table = await peopleTable()
    expect(names(table)).toHaveLength(19)
    expect(names(table).slice(0, 2)).toEqual(['Jun Rao', 'Matthias J. Sax'])
    expect(header(table, /Positions/)).toHaveAttribute('aria-sort', 'descending')
    const sax = within(table).getByRole('row', { name: /Matthias J\. Sax/ })
    expect(
      within(sax)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '3', '2', '1', '11 May 2026', '11 May 2026'])
    expect(within(sax).getByText('mjsax')).toBeInTheDocument()
  })

  it('sorts by a column header, keeps the sort in the URL, and flips it on a second click', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(real, '/en/people/')
    const table = await peopleTable()
    await user.click(within(table).getByRole('button', { name: /Name/ }))
    await waitFor(() => expect(currentUrl()).toBe('/en/people/?sort=name&dir=asc'))
    await waitFor(() => expect(header(table, /Name/)).toHaveAttribute('aria-sort', 'ascending'))
    expect(header(table, /Positions/)).toHaveAttribute('aria-sort', 'none')
    expect(names(table)[0]).toBe('Andrew Schofield')
    await user.click(within(table).getByRole('button', { name: /Name/ }))
    await waitFor(() => expect(currentUrl()).toBe('/en/people/?sort=name&dir=desc'))
    await waitFor(() => expect(names(table)[0]).toBe('Viktor Somogyi-Vass'))
  })

  it('restores a sort from a shared link', async () => {
    renderApp(fixture, '/en/people/?sort=first-seen&dir=asc')
    const table = await peopleTable()
    expect(header(table, /First seen/)).toHaveAttribute('aria-sort', 'ascending')
    expect(names(table).at(-1)).toBe('Erin Dummy')
  })

  it('says when the sort column is unknown and falls back to positions', async () => {
    renderApp(real, '/en/people/?sort=bogus')
    const table = await peopleTable()
    expect(screen.getByText('Ignored an unknown sort column: bogus')).toBeInTheDocument()
    expect(header(table, /Positions/)).toHaveAttribute('aria-sort', 'descending')
  })

  it('finds a person under any spelling, and writes the search into the URL', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(real, '/en/people/')
    const box = await screen.findByRole('searchbox', { name: 'Search by name or any spelling' })
    await user.type(box, 'mjsax')
    await waitFor(() => expect(currentUrl()).toBe('/en/people/?q=mjsax'))
    await waitFor(() => expect(names(screen.getByRole('table'))).toEqual(['Matthias J. Sax']))
    expect(screen.getByText('1 person')).toBeInTheDocument()
  })

  it('in Chinese: headers, dates, and a search by the Chinese name from the URL', async () => {
    renderApp(real, '/zh/people/?q=黃竣陽')
    const table = await peopleTable()
    expect(names(table)).toEqual(['Ken Huang'])
    expect(header(table, /观点数/)).toHaveAttribute('aria-sort', 'descending')
    expect(within(table).getAllByText('2026年5月11日')).toHaveLength(2)
  })

  it('says when no one matches', async () => {
    renderApp(real, '/en/people/?q=nobody-at-all')
    expect(await screen.findByText('No one matches “nobody-at-all”.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })
})

describe('Person page', () => {
  it('shows the display name, aliases, positions by KIP and who they discussed with', async () => {
    renderApp(real, '/en/people/matthias-j-sax/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Matthias J. Sax' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Also written as: mjsax')).toBeInTheDocument()
    const positions = screen.getByRole('region', { name: 'Positions across weeks' })
    expect(
      within(positions)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['KIP-1313', 'KIP-1324', 'Threads without a KIP'])
    expect(within(positions).getByText('written as “mjsax”')).toBeInTheDocument()
    const co = screen.getByRole('region', { name: 'Discussed with most' })
    expect(within(co).getAllByRole('listitem')).toHaveLength(4)
    expect(within(co).getByRole('link', { name: 'Andrew Schofield' })).toBeInTheDocument()
  })

  it('counts in words that agree with their numbers, in each language', async () => {
    renderApp(real, '/en/people/ken-huang/')
    expect(
      await screen.findByText('1 position in 1 thread on 1 KIP, all in the week of 11 May 2026.'),
    ).toBeInTheDocument()
  })

  it('is reachable by any spelling: 黃竣陽 is Ken Huang', async () => {
    renderApp(real, '/zh/people/黃竣陽/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ken Huang' })).toBeInTheDocument()
    expect(
      screen.getByText('在 1 个讨论、1 个 KIP 中发表了 1 条观点，都在 2026年5月11日 那周。'),
    ).toBeInTheDocument()
    expect(screen.getByText('其他写法：黃竣陽')).toBeInTheDocument()
  })

  it('across weeks: English where there is an edition, Chinese with a note elsewhere', async () => {
    renderApp(fixture, '/en/people/fexample/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frank Example' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Some of these weeks have no English edition/)).toBeInTheDocument()
    const kip1327 = screen.getByRole('region', { name: 'KIP-1327' })
    expect(
      within(kip1327).getAllByRole('link', { name: /^(18–24 May|8–14 June) 2026$/ }),
    ).toHaveLength(2)
    const chinese = kip1327.querySelectorAll('p[lang="zh"]')
    expect(chinese.length).toBeGreaterThan(0)
    const co = screen.getByRole('region', { name: 'Discussed with most' })
    expect(within(co).getAllByRole('listitem')[0]).toHaveTextContent('Hana Test 2 shared threads')
  })

  it('a co-participant leads to their page, keeping the language', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(fixture, '/en/people/frank-example/')
    const co = await screen.findByRole('region', { name: 'Discussed with most' })
    await user.click(within(co).getByRole('link', { name: 'Hana Test' }))
    await waitFor(() => expect(currentUrl()).toBe('/en/people/hana-test/'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Hana Test' })).toBeInTheDocument()
  })

  it('an unknown person is not found, with a way back', async () => {
    renderApp(real, '/en/people/nobody/')
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to the timeline/ })).toBeInTheDocument()
  })

  it.each([
    ['en', 'Perhaps you meant:', 'Search'],
    ['zh', '你要找的也许是：', '搜索'],
  ] as const)(
    'a person asked for with a typo (%s) is offered, with a search',
    async (lang, label, search) => {
      const user = userEvent.setup()
      const { currentUrl } = renderApp(real, `/${lang}/people/jun-ra/`)
      const hint = (await screen.findByText(label)).closest('p')!
      const link = within(hint).getByRole('link', { name: 'Jun Rao' })
      expect(link).toHaveAttribute('href', `/${lang}/people/jun-rao/`)
      const box = screen.getByRole('searchbox')
      expect(box).toHaveValue('jun-ra')
      await user.clear(box)
      await user.type(box, 'Rao')
      await user.click(within(box.closest('form')!).getByRole('button', { name: search }))
      await waitFor(() => expect(currentUrl()).toBe(`/${lang}/search/?q=Rao`))
    },
  )

  it('no one near the id asked for: no guess', async () => {
    renderApp(real, '/en/people/nobody/')
    await screen.findByRole('heading', { name: 'Not found' })
    expect(screen.queryByText('Perhaps you meant:')).toBeNull()
  })
})
