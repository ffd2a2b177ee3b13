import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { realDataset, threeWeeksDataset } from '../helpers/datasets'
import { choose } from '../helpers/choose'
import { renderApp } from '../helpers/render-app'

const real = realDataset()
// Made-up weeks 2026-W21, W22 and W24 (tests/fixtures/three-weeks), three threads each.
const fixture = threeWeeksDataset()

describe('inputs keep what is typed', () => {
  it('the timeline search box keeps spaces: "data loss" stays "data loss" in the URL', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(real, '/en/')
    const box = await screen.findByRole('searchbox', { name: 'Search' })
    await user.type(box, 'data loss')
    await waitFor(() => expect(currentUrl()).toContain('q=data+loss'))
    expect(box).toHaveValue('data loss')
    // A trailing space is the next word coming: it stays in the box.
    await user.type(box, ' ')
    expect(box).toHaveValue('data loss ')
  })

  it('"From week" alone means from that week on, not only that week', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(fixture, '/en/')
    await screen.findByRole('combobox', { name: 'From week' })
    await choose(user, 'From week', '2026-W22')
    await waitFor(() => expect(currentUrl()).toContain('week=2026-W22..'))
    expect(screen.getByRole('combobox', { name: 'To week' })).toHaveValue('')
    expect(await screen.findByText('6 matching threads')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: /Week: from the week of 25 May 2026/ }),
    ).toBeInTheDocument()
  })

  it('"To week" alone means up to that week', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(fixture, '/en/')
    await screen.findByRole('combobox', { name: 'To week' })
    await choose(user, 'To week', '2026-W22')
    await waitFor(() => expect(currentUrl()).toContain('week=..2026-W22'))
    expect(screen.getByRole('combobox', { name: 'From week' })).toHaveValue('')
    expect(await screen.findByText('6 matching threads')).toBeInTheDocument()
  })

  it('both ends give the range between them, in either order', async () => {
    const user = userEvent.setup()
    const { currentUrl } = renderApp(fixture, '/en/')
    await screen.findByRole('combobox', { name: 'From week' })
    await choose(user, 'From week', '2026-W24')
    await choose(user, 'To week', '2026-W22')
    await waitFor(() => expect(currentUrl()).toContain('week=2026-W22..2026-W24'))
    expect(await screen.findByText('6 matching threads')).toBeInTheDocument()
  })
})
