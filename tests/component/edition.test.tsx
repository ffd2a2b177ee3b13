import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { textIn, type Dataset, type Lang } from '../../src/domain/dataset'
import { realDataset, threeWeeksDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

const real = realDataset()
const fixture = threeWeeksDataset()

const HEADINGS = {
  en: { positions: 'Positions', conclusion: 'Conclusion', summary: 'Summary', kips: 'KIPs' },
  zh: { positions: '观点', conclusion: '结论', summary: '摘要', kips: '相关 KIP' },
} as const

/**
 * Text as the screen shows it: testing-library's text matcher collapses runs of spaces, and a
 * Markdown code span is shown as code, without its backticks.
 */
const shown = (text: string) =>
  text
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()

/** The paragraph that reads `text` as the screen shows it, code spans and all. */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && shown(element.textContent ?? '') === shown(text)

/**
 * Every thread of the week is on the page whole: its title, its status, its summary, every
 * position (the person, the stance, the words as written) and its conclusion, each text exactly
 * as in the data, not cut short.
 */
async function expectEveryThreadInFull(dataset: Dataset, weekId: string, lang: Lang) {
  const threads = dataset.threads.filter((th) => th.week === weekId)
  const articles = await screen.findAllByRole('article')
  expect(articles).toHaveLength(threads.length)
  const names = new Map(dataset.people.map((p) => [p.id, p.name]))
  threads.forEach((thread, i) => {
    const article = articles[i]!
    expect(article).toHaveAttribute('id', thread.id)
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(
      shown(textIn(thread.title, lang)),
    )
    const headings = HEADINGS[lang]
    const summary = within(article).getByRole('region', { name: headings.summary })
    expect(within(summary).getByText(paragraph(textIn(thread.summary, lang)))).toBeInTheDocument()
    const positions = within(article).getByRole('region', { name: headings.positions })
    const items = within(positions).getAllByRole('listitem')
    expect(items).toHaveLength(thread.positions.length)
    thread.positions.forEach((position, j) => {
      const item = items[j]!
      expect(item).toHaveTextContent(names.get(position.person) ?? position.name)
      expect(within(item).getByText(paragraph(textIn(position.text, lang)))).toBeInTheDocument()
      // The stance badge links to what it means.
      expect(within(item).getAllByRole('link', { name: /.+/ }).length).toBeGreaterThan(1)
    })
    const conclusion = within(article).getByRole('region', { name: headings.conclusion })
    expect(
      within(conclusion).getByText(paragraph(textIn(thread.conclusion, lang))),
    ).toBeInTheDocument()
    expect(
      within(article)
        .getAllByRole('link')
        .some((a) => a.getAttribute('href')?.includes(`/rules/#status-`)),
      `${thread.id}: its status, linked to its meaning`,
    ).toBe(true)
    if (thread.kips.length > 0)
      expect(within(article).getByRole('region', { name: headings.kips })).toHaveTextContent(
        `KIP-${thread.kips[0]}`,
      )
  })
}

describe('a week’s edition', () => {
  afterEach(() => vi.restoreAllMocks())

  it('has every thread of the real week in full, in English', async () => {
    renderApp(real, '/en/week/2026-W20/edition/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The week of 11–17 May 2026' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Week 20 of 2026')).toBeInTheDocument()
    expect(screen.getByText('74 JIRA issues created')).toBeInTheDocument()
    await expectEveryThreadInFull(real, '2026-W20', 'en')
    expect(screen.getByRole('region', { name: 'JIRA this week' })).toHaveTextContent(
      /KafkaProducer/,
    )
    expect(screen.queryByText(/No English edition/)).not.toBeInTheDocument()
  })

  it.each(['en', 'zh'] as const)(
    'shows the digest’s code spans as code, not their Markdown backticks (%s)',
    async (lang) => {
      renderApp(real, `/${lang}/week/2026-W20/edition/`)
      const articles = await screen.findAllByRole('article')
      const code = articles.flatMap((a) =>
        [...a.querySelectorAll('code')].map((c) => c.textContent),
      )
      expect(code).toContain('INVALID_REQUEST')
      // Summaries, what each said, conclusions; the words that decided a stance are quoted as written.
      for (const text of screen
        .getAllByRole('article')
        .flatMap((a) => [...a.querySelectorAll('p')]))
        expect(text.textContent).not.toContain('`')
    },
  )

  it('has every thread of the real week in full, in Chinese', async () => {
    renderApp(real, '/zh/week/2026-W20/edition/')
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026年5月11日至17日' }),
    ).toBeInTheDocument()
    expect(screen.getByText('2026 年第 20 周')).toBeInTheDocument()
    await expectEveryThreadInFull(real, '2026-W20', 'zh')
    expect(screen.getByRole('region', { name: '本周 JIRA' })).toBeInTheDocument()
  })

  it('lists its threads first, each leading to its place on the page', async () => {
    renderApp(real, '/en/week/2026-W20/edition/')
    const contents = await screen.findByRole('region', { name: 'In this edition' })
    const links = within(contents).getAllByRole('link')
    const ids = real.threads.filter((th) => th.week === '2026-W20').map((th) => th.id)
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      ids.map((id) => `/en/week/2026-W20/edition/#${id}`),
    )
    // Not marked as the current page, which each of them is.
    for (const link of links) expect(link).not.toHaveAttribute('aria-current')
    expect(within(contents).getByText('Contested')).toBeInTheDocument()
  })

  it('shows a thread’s votes under its own heading (made-up weeks: KIP-1325 in W22)', async () => {
    renderApp(fixture, '/en/week/2026-W22/edition/')
    const thread = await screen.findByRole('article', { name: /^KIP-1325/ })
    const votes = within(thread).getByRole('region', { name: 'Votes' })
    expect(votes).toHaveTextContent('Frank Example')
    expect(votes).toHaveTextContent('Carol Fixture')
    // Every heading id is the page's only one: several threads, each with its sections.
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('says so when a week has no English edition, and shows the Chinese text (made-up W21)', async () => {
    renderApp(fixture, '/en/week/2026-W21/edition/')
    expect(await screen.findAllByText(/No English edition for this week/)).not.toHaveLength(0)
    await expectEveryThreadInFull(fixture, '2026-W21', 'en')
  })

  it('prints from its button, and leads back to its week', async () => {
    const user = userEvent.setup()
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const { currentUrl } = renderApp(real, '/en/week/2026-W20/edition/')
    await user.click(await screen.findByRole('button', { name: 'Print / Save as PDF' }))
    expect(print).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('link', { name: /The week at a glance/ }))
    await waitFor(() => expect(currentUrl()).toBe('/en/week/2026-W20/'))
  })

  it('is reached from its week’s page', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(real, '/zh/week/2026-W20/')
    await user.click(await screen.findByRole('link', { name: /整周讨论全文/ }))
    await waitFor(() => expect(currentUrl()).toBe('/zh/week/2026-W20/edition/'))
    expect(await screen.findAllByRole('article')).toHaveLength(10)
  })

  it('an unknown week shows not-found with a way back', async () => {
    renderApp(real, '/en/week/2099-W01/edition/')
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
    expect(screen.getByText(/There is no digest for week “2099-W01”/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to the timeline/ })).toBeInTheDocument()
  })
})
