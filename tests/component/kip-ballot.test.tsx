// The ballot at the top of a KIP page, on the made-up dev weeks (tests/fixtures/gold-dev): who
// stands where now, who changed, the vote as the bylaws count it, in both languages.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { goldDevDataset, syntheticDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

const gold = goldDevDataset()

describe('where a KIP stands', () => {
  it('in English: the status and since when, the vote, blocking rows first, who changed', async () => {
    renderApp(gold, '/en/kips/1336/')
    const ballot = await screen.findByRole('region', { name: 'Where it stands' }, { timeout: 5000 })
    expect(within(ballot).getByText('Passes: 3 binding +1, 1 binding −1.')).toBeInTheDocument()
    expect(
      within(ballot).getByText(/^since the week of 22 June 2026 \(\d+ weeks\)$/),
    ).toBeInTheDocument()
    const groups = within(ballot)
      .getAllByRole('region')
      .map((g) => g.getAttribute('aria-label'))
    expect(groups).toEqual(['Blocking (1)', 'For (3)'])
    const blocking = within(ballot).getByRole('region', { name: 'Blocking (1)' })
    const ingrid = within(blocking).getByRole('listitem')
    expect(ingrid).toHaveAttribute('id', 'position-ingrid-solberg')
    expect(within(ingrid).getByText('Objection')).toBeInTheDocument()
    expect(within(ingrid).getByText('−1')).toBeInTheDocument()
    expect(within(ingrid).getByRole('link', { name: 'Link to this row' })).toHaveAttribute(
      'href',
      '#position-ingrid-solberg',
    )
    // Tarun objected in W24 and votes +1 in W26: a change, said with its week.
    const tarun = within(ballot).getByRole('link', { name: 'Tarun Menezes' }).closest('li')!
    expect(within(tarun).getByText('was Objection from 8 June 2026')).toBeInTheDocument()
  })

  it('in Chinese, with a vote still short of binding +1', async () => {
    renderApp(gold, '/zh/kips/1309/')
    const ballot = await screen.findByRole('region', { name: '现状' }, { timeout: 5000 })
    expect(within(ballot).getByText(/^还需 \d 张绑定 \+1 才能通过/)).toBeInTheDocument()
    expect(
      within(ballot).getByRole('heading', { level: 3, name: '各人现在的立场' }),
    ).toBeInTheDocument()
  })

  it('folds a busy KIP: twelve rows of a group shown, the rest in a closed fold, all counted', async () => {
    // 120 SYNTHETIC weeks: the busiest KIP has dozens of people.
    renderApp(syntheticDataset(120), '/en/kips/1000/')
    const ballot = await screen.findByRole(
      'region',
      { name: 'Where it stands' },
      { timeout: 10000 },
    )
    const groups = within(ballot).getAllByRole('region')
    const total = groups.reduce(
      (n, g) => n + within(g).getAllByRole('listitem', { hidden: true }).length,
      0,
    )
    expect(total).toBeGreaterThan(24)
    for (const group of groups) {
      const count = Number(/\((\d+)\)$/.exec(group.getAttribute('aria-label')!)![1])
      expect(within(group).getAllByRole('listitem', { hidden: true })).toHaveLength(count)
      const fold = group.querySelector('details')
      if (count > 12) expect(fold).not.toHaveAttribute('open')
      else expect(fold).toBeNull()
    }
  }, 60_000)
})
