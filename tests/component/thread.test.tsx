import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { realDataset, threeWeeksDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

const real = realDataset()
const fixture = threeWeeksDataset()

describe('thread page', () => {
  it('shows every position with its person and stance, the conclusion, and the status with evidence', async () => {
    renderApp(real, '/en/thread/2026-W20-kip-1163/')
    const positions = await screen.findByRole('region', { name: 'Positions' })
    const items = within(positions).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('Jun Rao')
    expect(within(items[0]!).getByText(/Suggestion/)).toBeInTheDocument()
    // the status, linked to its meaning, with the English edition's words as the reason
    expect(screen.getByRole('link', { name: /Contested/ })).toHaveAttribute(
      'href',
      '/en/rules/#status-contested',
    )
    expect(screen.getAllByText(/^Why: “.*disagreement/).length).toBeGreaterThan(0)
    expect(screen.getByRole('region', { name: 'Conclusion' })).toHaveTextContent(
      /no final consensus/i,
    )
    // Where it was read from, in words, linking the digest as written.
    expect(
      screen.getByRole('link', {
        name: /^Line \d+ of the digest of 11 May 2026 \(the Chinese original\)$/,
      }),
    ).toHaveAttribute('href', 'data/digests/2026-05-11.zh.txt')
  })

  it.each([
    ['en', 'Positions'],
    ['zh', '观点'],
  ] as const)(
    'shows the digest’s code spans as code, not their Markdown backticks (%s)',
    async (lang, positionsHeading) => {
      renderApp(real, `/${lang}/thread/2026-W20-kip-1312/`)
      const positions = await screen.findByRole('region', { name: positionsHeading })
      const code = [...positions.querySelectorAll('p code')].map((c) => c.textContent)
      expect(code).toEqual(['CONTROLER_ID_NOT_REGISTERED', 'INVALID_REQUEST'])
      // What each said; the words that decided a stance are quoted as written.
      for (const said of positions.querySelectorAll('p'))
        expect(said.textContent).not.toContain('`')
      expect(document.querySelector('.conclusion code')).toHaveTextContent('INVALID_REQUEST')
    },
  )

  it('lists the KIPs with official titles, wiki state and its as-of date, and outside links', async () => {
    renderApp(real, '/en/thread/2026-W20-kip-1327/')
    const kips = await screen.findByRole('region', { name: 'KIPs' })
    expect(await within(kips).findByText(/Prevent Hot Data Loss/)).toBeInTheDocument()
    expect(
      within(kips).getByText('Wiki in the week of 11 May 2026: Under discussion'),
    ).toBeInTheDocument()
    // The wiki's page has no state at the catalogue's date: said so, with the state it gave before.
    expect(
      within(kips).getByText('Wiki latest: the page shows no state now (as of 22 August 2026)'),
    ).toBeInTheDocument()
    expect(
      within(kips).getByText(
        'The last state it gave: Accepted, from 12 June 2026 until 29 July 2026',
      ),
    ).toBeInTheDocument()
    const wiki = within(kips).getByRole('link', { name: 'Wiki' })
    expect(wiki).toHaveAttribute('rel', 'noopener noreferrer')
    expect(wiki.getAttribute('href')).toMatch(/^https?:\/\//)
  })

  it('names the same KIPs in other weeks (made-up weeks: KIP-1327 in W21 and W24)', async () => {
    renderApp(fixture, '/en/thread/2026-W24-kip-1327/')
    const related = await screen.findByRole('region', { name: 'The same KIPs in other weeks' })
    // By its title, with its week as secondary text; the thread itself is not listed.
    const items = within(related).getAllByRole('listitem')
    expect(items).toHaveLength(1)
    expect(within(items[0]!).getByRole('link', { name: /^KIP-1327: / })).toHaveAttribute(
      'href',
      '/en/thread/2026-W21-kip-1327/',
    )
    expect(items[0]).toHaveTextContent('18–24 May 2026')
  })

  it('notes that the Chinese text is shown when a week has no English edition', async () => {
    renderApp(fixture, '/en/thread/2026-W21-kip-1327/')
    expect(await screen.findByText(/No English edition for this week/)).toBeInTheDocument()
  })

  it('steps to the next thread of the week, and Back returns', async () => {
    const user = userEvent.setup()
    const { currentUrl, router } = renderApp(
      real,
      '/en/thread/2026-W20-matthias-j-sax-mickael-maison/',
    )
    const pager = await screen.findByRole('navigation', { name: 'Threads of this week' })
    // The first thread: no previous one; the next one named by its title.
    expect(within(pager).queryByRole('link', { name: /Previous thread/ })).toBeNull()
    const next = within(pager).getByRole('link', { name: /Next thread/ })
    expect(next).toHaveTextContent(/Next thread → The community discussed and confirmed/)
    await user.click(next)
    await waitFor(() =>
      expect(currentUrl()).toBe('/en/thread/2026-W20-omnia-ibrahim-lianet-magrans/'),
    )
    router.history.back()
    await waitFor(() =>
      expect(currentUrl()).toBe('/en/thread/2026-W20-matthias-j-sax-mickael-maison/'),
    )
  })

  it('copies its own address, or the same page’s in the other language', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderApp(real, '/zh/thread/2026-W20-kip-1279/?kip=1327')
    await user.click(await screen.findByRole('button', { name: '复制链接' }))
    expect(await screen.findByText('链接已复制')).toBeInTheDocument()
    // Relative to the site root (document.baseURI), wherever the site is served.
    expect(writeText).toHaveBeenLastCalledWith(
      new URL('zh/thread/2026-W20-kip-1279/?kip=1327', document.baseURI).href,
    )
    await user.click(screen.getByRole('button', { name: '复制英文版链接' }))
    expect(writeText).toHaveBeenLastCalledWith(
      new URL('en/thread/2026-W20-kip-1279/?kip=1327', document.baseURI).href,
    )
  })

  it('an id published before opens its thread at its address today', async () => {
    const { currentUrl } = renderApp(real, '/en/thread/2026-W20-3/')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('KIP-1327')
    await waitFor(() => expect(currentUrl()).toBe('/en/thread/2026-W20-kip-1327/'))
  })

  it('an unknown or malformed thread id shows not-found with a way back', async () => {
    for (const id of ['2026-W20-11', '2099-W01-1', 'nonsense']) {
      const { unmount } = renderApp(real, `/en/thread/${id}/`)
      expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: /Back to the timeline/ })).toBeInTheDocument()
      unmount()
    }
  })
})
