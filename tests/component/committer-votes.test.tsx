import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildDataset } from '../../src/domain/build-dataset'
import type { CommittersList } from '../../src/domain/committers'
import type { PeopleTable } from '../../src/domain/people'
import { ROOT } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

/** MADE UP (tests/fixtures/committers/README.md): a KIP-9101 vote, its people and a list. */
const FIXTURE = join(ROOT, 'tests/fixtures/committers')
const read = (name: string) => readFileSync(join(FIXTURE, name), 'utf8')
const built = buildDataset({
  files: [{ name: '2026-06-01.zh.txt', text: read('2026-06-01.zh.txt') }],
  people: JSON.parse(read('people.json')) as PeopleTable,
  committers: JSON.parse(read('committers.json')) as CommittersList,
})
if (!built.ok) throw new Error(JSON.stringify(built.errors))
const dataset = built.dataset

describe('votes binding by the committers list, on the KIP’s page and in the KIP list', () => {
  it('counts them apart from the stated binding, and says so on each voter (en)', async () => {
    renderApp(dataset, '/en/kips/9101/')
    const votes = await screen.findByRole('region', { name: 'Votes' })
    const counts = within(votes)
      .getAllByRole('term')
      .map((dt) => dt.textContent)
    expect(counts).toEqual([
      'binding',
      'binding (committer as of Jan 2025)',
      'non-binding',
      'binding not stated',
    ])
    const ada = within(votes).getByRole('link', { name: 'ada example' }).closest('li')!
    expect(ada).toHaveTextContent('+1 binding (committer as of Jan 2025)')
    const dee = within(votes).getByRole('link', { name: 'Dee Newcomer' }).closest('li')!
    expect(dee).toHaveTextContent('+1 binding not stated')
    const di = within(votes).getByRole('link', { name: 'Di Example' }).closest('li')!
    expect(di).toHaveTextContent('+1 non-binding')
  })

  it('in Chinese too', async () => {
    renderApp(dataset, '/zh/kips/9101/')
    const votes = await screen.findByRole('region', { name: '投票' })
    expect(
      within(votes).getByText('绑定（据 2025年1月提交者名单）', { selector: 'dt' }),
    ).toBeInTheDocument()
  })

  it('the KIP list gives them a line of their own under the binding votes', async () => {
    renderApp(dataset, '/en/kips/')
    const row = (await screen.findByRole('link', { name: 'KIP-9101' })).closest('tr')!
    expect(row).toHaveTextContent('+1: 1 · −1: 0 · 0: 0')
    expect(
      within(row).getByText('binding (committer as of Jan 2025): +1: 3 · −1: 0 · 0: 0'),
    ).toBeInTheDocument()
  })
})
