import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { realDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

const dataset = realDataset()
const W20 = 'Week 20, 11–17 May 2026'

/** The reader last looked a week ago, when the newest week was `newest` (as the app keeps it). */
function lastVisitWas(newest: string) {
  localStorage.setItem(
    'kcd:visits',
    JSON.stringify({ newest, at: Date.now() - 7 * 86_400_000, day: '2026-05-10', mark: null }),
  )
}

afterEach(() => localStorage.clear())

describe('since your last visit', () => {
  it('marks the week that came since, its threads, and what changed for a KIP', async () => {
    lastVisitWas('2026-W19')
    renderApp(dataset, '/en/')
    expect(
      await screen.findByText('Since your last visit on 10 May 2026: 1 new week, 10 threads.'),
    ).toBeInTheDocument()
    const week = await screen.findByRole('region', { name: W20 })
    expect(within(week).getByRole('heading', { level: 2 })).toHaveTextContent('New')
    expect(within(week).getAllByText('New')).toHaveLength(11)
  })

  it('"Mark all as read" leaves nothing new', async () => {
    const user = userEvent.setup()
    lastVisitWas('2026-W19')
    renderApp(dataset, '/en/')
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    expect(await screen.findByText(/You marked everything as read on/)).toBeInTheDocument()
    const week = screen.getByRole('region', { name: W20 })
    expect(within(week).queryAllByText('New')).toHaveLength(0)
  })

  it('shows a KIP what changed for it, in Chinese', async () => {
    lastVisitWas('2026-W19')
    renderApp(dataset, '/zh/kips/1327/')
    const since = await screen.findByRole('region', { name: /自上次访问以来/ })
    expect(since).toHaveTextContent('新讨论了 1 周')
    expect(within(since).getByRole('link', { name: 'Ken Huang' })).toBeInTheDocument()
  })

  it('marks nothing on a first visit, and says the next one will', async () => {
    renderApp(dataset, '/en/')
    expect(
      await screen.findByText(/Weeks added after today will be marked as new/),
    ).toBeInTheDocument()
    const week = await screen.findByRole('region', { name: W20 })
    expect(within(week).queryAllByText('New')).toHaveLength(0)
  })
})
