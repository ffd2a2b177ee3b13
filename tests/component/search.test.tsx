import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { realDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

/** The search palette: Ctrl/⌘+K or "/" anywhere, one box over threads, KIPs, people and weeks. */
const real = realDataset()

async function openPalette(keys: string, name = 'Search the digests') {
  await screen.findByRole('heading', { level: 1 })
  await userEvent.keyboard(keys)
  return within(await screen.findByRole('dialog', { name }))
}

describe('the search palette', () => {
  it('Ctrl+K on a thread page: "diskless" finds the KIP-1163 thread and KIP-1163, grouped, the word marked', async () => {
    renderApp(real, '/en/thread/2026-W20-kip-1327/')
    const palette = await openPalette('{Control>}k{/Control}')
    await userEvent.type(palette.getByRole('searchbox'), 'diskless')
    const kips = await palette.findByRole('region', { name: 'KIPs' })
    expect(
      within(kips).getByRole('link', { name: /^KIP-1163\s*Diskless\s*Core$/ }),
    ).toHaveAttribute('href', '/en/kips/1163/')
    const threads = palette.getByRole('region', { name: 'Threads' })
    const thread = within(threads).getByRole('link', { name: /^KIP-1163:\s*Diskless\s*Core$/ })
    expect(thread).toHaveAttribute('href', '/en/thread/2026-W20-kip-1163/')
    expect(within(thread).getByText('Diskless').tagName).toBe('MARK')
  })

  it('"/" opens it too; 黄竣阳 (simplified) finds Ken Huang, and Enter opens the first result', async () => {
    const { currentUrl } = renderApp(real, '/zh/')
    const palette = await openPalette('/', '搜索周报')
    const box = palette.getByRole('searchbox', { name: '搜索讨论、KIP、人物和周' })
    await userEvent.type(box, '黄竣阳')
    const people = await palette.findByRole('region', { name: '人物' })
    expect(within(people).getByRole('link', { name: 'Ken Huang' })).toBeInTheDocument()
    // Enter while an input method is still choosing a character is the input method's.
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true, keyCode: 229 })
    expect(currentUrl()).toBe('/zh/')
    await userEvent.clear(box)
    await userEvent.type(box, '1150{Enter}')
    await waitFor(() => expect(currentUrl()).toBe('/zh/kips/1150/'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('↓ and ↑ move between the box and the results; a day finds its week', async () => {
    renderApp(real, '/en/')
    const palette = await openPalette('{Control>}k{/Control}')
    const box = palette.getByRole('searchbox')
    await userEvent.type(box, '2026-05-13')
    const week = await palette.findByRole('link', { name: /^2026-W20/ })
    await userEvent.keyboard('{ArrowDown}')
    expect(week).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    expect(box).toHaveFocus()
  })

  it('"/" typed in a box is typing, not a shortcut', async () => {
    renderApp(real, '/en/kips/')
    const box = await screen.findByRole('searchbox', { name: 'Number, title, person or topic' })
    await userEvent.type(box, 'a/b')
    expect(box).toHaveValue('a/b')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the results page', () => {
  it('opens fresh from its address with the same results, and the box writes the address', async () => {
    const { currentUrl } = renderApp(real, '/en/search/?q=diskless')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search the digests' }),
    ).toBeInTheDocument()
    const threads = await screen.findByRole('region', { name: 'Threads' })
    expect(
      within(threads).getByRole('link', { name: /KIP-1163:\s*Diskless\s*Core/ }),
    ).toBeInTheDocument()
    const box = screen.getByRole('searchbox', { name: 'Search threads, KIPs, people and weeks' })
    expect(box).toHaveValue('diskless')
    await userEvent.clear(box)
    await userEvent.type(box, '黃竣陽')
    await waitFor(() => expect(currentUrl()).toBe(`/en/search/?q=${encodeURIComponent('黃竣陽')}`))
    expect(await screen.findByRole('link', { name: 'Ken Huang' })).toBeInTheDocument()
  })

  it('the palette leads to it with the query', async () => {
    const { currentUrl } = renderApp(real, '/en/')
    const palette = await openPalette('{Control>}k{/Control}')
    await userEvent.type(palette.getByRole('searchbox'), 'kraft')
    await userEvent.click(await palette.findByRole('link', { name: 'All results for “kraft” →' }))
    await waitFor(() => expect(currentUrl()).toBe('/en/search/?q=kraft'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
