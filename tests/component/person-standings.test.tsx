// A person's page says where they stand on each KIP, linking to their row of its ballot
// (made-up dev weeks, tests/fixtures/gold-dev), in both languages.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { goldDevDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

const gold = goldDevDataset()

describe("a person's standings", () => {
  it('in English: each KIP, the stance now and since when, what it was, the vote', async () => {
    renderApp(gold, '/en/people/tarun-menezes/')
    const section = await screen.findByRole(
      'region',
      { name: 'Where they stand on each KIP' },
      { timeout: 5000 },
    )
    const row = within(section).getByRole('link', { name: 'KIP-1336: their row of its ballot' })
    expect(row).toHaveAttribute('href', '/en/kips/1336/#position-tarun-menezes')
    const item = row.closest('li')!
    expect(within(item).getByText('Support')).toBeInTheDocument()
    expect(within(item).getByText(/was Objection from 8 June 2026/)).toBeInTheDocument()
    expect(within(item).getByText('+1')).toBeInTheDocument()
  })

  it('in Chinese', async () => {
    renderApp(gold, '/zh/people/tarun-menezes/')
    const section = await screen.findByRole(
      'region',
      { name: '在各个 KIP 上的立场' },
      { timeout: 5000 },
    )
    expect(
      within(section).getByRole('link', { name: 'KIP-1336：在其现状中的一行' }),
    ).toHaveAttribute('href', '/zh/kips/1336/#position-tarun-menezes')
  })
})
