import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { syntheticDataset } from '../helpers/datasets'
import { bundleOf } from '../../src/domain/files/bundles'
import { DATA_FILES } from '../../src/domain/files/data-files'
import { memoryFetch, renderApp } from '../helpers/render-app'
import type { FetchJson } from '../../src/data/data-source'
import { coParticipants } from '../../src/domain/people-stats'
import { PEOPLE_SHOWN } from '../../src/shared/components/folded-people'

// 40 SYNTHETIC weeks: their busiest person took part in more threads than one page holds.
const long = syntheticDataset(40)
const threadsOf = new Map<string, number>()
for (const thread of long.threads)
  for (const id of thread.participants) threadsOf.set(id, (threadsOf.get(id) ?? 0) + 1)
const [busiest, count] = [...threadsOf].sort((a, b) => b[1] - a[1])[0]!

describe('a person with a long history', () => {
  it('shows a page of threads at a time, the page in the address', async () => {
    expect(count).toBeGreaterThan(20)
    const user = userEvent.setup()
    const { currentUrl } = renderApp(long, `/en/people/${busiest}/`)
    expect(await screen.findByText(`Threads 1–20 of ${count}`)).toBeInTheDocument()
    const positions = screen.getByRole('region', { name: 'Positions across weeks' })
    expect(positions.querySelectorAll('.person-thread')).toHaveLength(20)

    await user.click(screen.getByRole('link', { name: 'Next →' }))
    await waitFor(() => expect(currentUrl()).toBe(`/en/people/${busiest}/?page=2`))
    expect(
      await screen.findByText(`Threads 21–${Math.min(40, count)} of ${count}`),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Previous' })).toBeInTheDocument()
  })

  it('lists the dozen people they shared most threads with, the rest folded and counted on', async () => {
    const others = coParticipants(busiest, long.threads, long.people)
    expect(others.length).toBeGreaterThan(PEOPLE_SHOWN)
    renderApp(long, `/en/people/${busiest}/`)
    const section = await screen.findByRole('region', { name: 'Discussed with most' })
    const [shown, folded] = within(section).getAllByRole('list', { hidden: true })
    expect(
      within(shown!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(others.slice(0, PEOPLE_SHOWN).map((p) => expect.stringContaining(p.name) as string))
    const rest = others.length - PEOPLE_SHOWN
    const more = within(section).getByText(`${rest} more ${rest === 1 ? 'person' : 'people'}`)
    expect(more.closest('details')).not.toHaveAttribute('open')
    expect(folded!.closest('details')).toBe(more.closest('details'))
    expect(within(folded!).getAllByRole('listitem', { hidden: true })).toHaveLength(rest)
    // The fold goes on counting: its first is number 13.
    expect(folded).toHaveAttribute('start', String(PEOPLE_SHOWN + 1))
  })

  it('downloads the page it shows, and keeps it on screen while the next one loads', async () => {
    const user = userEvent.setup()
    const served = memoryFetch(long)
    const asked: string[] = []
    const waiting: (() => void)[] = []
    const fetchJson: FetchJson = async (path) => {
      asked.push(path)
      if (path === bundleOf(DATA_FILES.personPage.path(busiest, 2)))
        await new Promise<void>((go) => waiting.push(go))
      return served(path)
    }
    const { currentUrl } = renderApp(long, `/en/people/${busiest}/`, fetchJson)
    expect(await screen.findByText(`Threads 1–20 of ${count}`)).toBeInTheDocument()
    // Their figures and first page, in one bundle.
    expect(asked.filter((path) => path.startsWith('people/'))).toEqual([
      bundleOf(DATA_FILES.person.path(busiest)),
    ])
    expect(bundleOf(DATA_FILES.personPage.path(busiest, 1))).toBe(
      bundleOf(DATA_FILES.person.path(busiest)),
    )

    await user.click(screen.getByRole('link', { name: 'Next →' }))
    await waitFor(() => expect(currentUrl()).toBe(`/en/people/${busiest}/?page=2`))
    const positions = screen.getByRole('region', { name: 'Positions across weeks' })
    await waitFor(() => expect(positions).toHaveAttribute('aria-busy', 'true'))
    expect(screen.getByText(`Threads 1–20 of ${count}`)).toBeInTheDocument()
    waiting.forEach((go) => go())
    expect(
      await screen.findByText(`Threads 21–${Math.min(40, count)} of ${count}`),
    ).toBeInTheDocument()
    expect(positions).toHaveAttribute('aria-busy', 'false')
  })
})
