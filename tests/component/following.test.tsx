import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { textIn } from '../../src/domain/dataset'
import { realDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

const real = realDataset()
const KEY = 'kcd:following'

/** What this browser keeps of the list. */
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown
const keep = (list: { kips: number[]; people: string[] }) =>
  localStorage.setItem(KEY, JSON.stringify(list))

const threadTitle = (id: string) => textIn(real.threads.find((t) => t.id === id)!.title, 'en')

beforeEach(() => localStorage.clear())

describe('the follow button', () => {
  it('says so when this browser keeps nothing, instead of doing nothing', async () => {
    const user = userEvent.setup()
    const blocked = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    try {
      renderApp(real, '/en/kips/1327/')
      const button = await screen.findByRole('button', { name: 'Follow KIP-1327' })
      await user.click(button)
      expect(button).toHaveAttribute('aria-pressed', 'false')
      expect(
        screen.getByText('This browser keeps nothing for this site: it cannot follow.'),
      ).toHaveAttribute('role', 'status')
    } finally {
      blocked.mockRestore()
    }
  })

  it('follows a KIP from its page, pressed once followed, and unfollows it', async () => {
    const user = userEvent.setup()
    renderApp(real, '/en/kips/1327/')
    const button = await screen.findByRole('button', { name: 'Follow KIP-1327' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(button).toHaveTextContent('Following')
    expect(stored()).toEqual({ kips: [1327], people: [] })
    await user.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(stored()).toEqual({ kips: [], people: [] })
  })

  it('follows a person from the people list, and their page shows it (in Chinese)', async () => {
    const user = userEvent.setup()
    renderApp(real, '/en/people/')
    const row = await screen.findByRole('row', { name: /Jun Rao/ })
    await user.click(within(row).getByRole('button', { name: /Follow Jun Rao/ }))
    expect(stored()).toEqual({ kips: [], people: ['jun-rao'] })
    expect(within(row).getByRole('button', { name: /Following Jun Rao/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    renderApp(real, '/zh/people/jun-rao/')
    expect(await screen.findByRole('button', { name: /已关注 Jun Rao/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('a KIP list row and a KIP card show what this browser follows', async () => {
    keep({ kips: [1327], people: [] })
    const list = renderApp(real, '/en/kips/')
    expect(await screen.findByRole('button', { name: /Following KIP-1327$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByRole('button', { name: /Follow KIP-1332$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    // One app at a time: the list's 1,324 rows would slow the cards' render beside them.
    list.unmount()
    renderApp(real, '/en/kips/cards/')
    const card = await screen.findByRole('article', { name: /^KIP-1327/ })
    expect(within(card).getByRole('button', { name: 'Following KIP-1327' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

describe('the Following view', () => {
  it('says how to follow when nothing is followed', async () => {
    renderApp(real, '/en/following/')
    expect(await screen.findByText(/You follow nothing yet\. Press “Follow”/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export the list' })).not.toBeInTheDocument()
  })

  it('lists what is followed, with feeds, then the threads on them newest first', async () => {
    const user = userEvent.setup()
    keep({ kips: [1327], people: ['jun-rao'] })
    renderApp(real, '/en/following/')
    const kips = await screen.findByRole('region', { name: 'KIPs' })
    expect(within(kips).getByRole('link', { name: /^KIP-1327 \S/ })).toHaveAttribute(
      'href',
      '/en/kips/1327/',
    )
    expect(within(kips).getByRole('link', { name: 'Atom feed of KIP-1327' })).toHaveAttribute(
      'href',
      'en/kips/1327/feed.xml',
    )
    const people = screen.getByRole('region', { name: 'People' })
    expect(within(people).getByRole('link', { name: 'Jun Rao' })).toBeInTheDocument()
    expect(within(people).getByRole('link', { name: 'Atom feed of Jun Rao' })).toBeInTheDocument()
    const changes = screen.getByRole('region', { name: 'What changed' })
    const thread = within(changes).getByRole('link', { name: threadTitle('2026-W20-kip-1327') })
    expect(thread).toHaveAttribute('href', '/en/thread/2026-W20-kip-1327/')
    expect(thread.closest('li')).toHaveTextContent(/On the list: KIP-1327, Jun Rao/)
    await user.click(within(kips).getByRole('button', { name: 'Unfollow KIP-1327' }))
    expect(stored()).toEqual({ kips: [], people: ['jun-rao'] })
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'KIPs' })).not.toBeInTheDocument(),
    )
  })

  it('makes a share link that opens the same list, or says the list is too long for one', async () => {
    const user = userEvent.setup()
    keep({ kips: [1163, 1327], people: ['jun-rao'] })
    renderApp(real, '/en/following/')
    await user.click(await screen.findByRole('button', { name: 'Copy a share link' }))
    // user-event gives the page a clipboard: the link is on it, and the page says so.
    const link = new URL(await navigator.clipboard.readText())
    expect(await screen.findByText(`Link copied: ${link.href}`)).toBeInTheDocument()
    expect(link.pathname).toBe('/en/following/')
    expect(Object.fromEntries(link.searchParams)).toEqual({ kip: '1163,1327', person: 'jun-rao' })
    // As if another tab had followed 21 KIPs: more than an address carries.
    keep({ kips: Array.from({ length: 21 }, (_, i) => 1000 + i), people: [] })
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY })))
    await user.click(await screen.findByRole('button', { name: 'Copy a share link' }))
    expect(
      await screen.findByText('The list is too long for a link: export it as a file instead.'),
    ).toBeInTheDocument()
  })

  it('opens a shared list read-only, and “Follow these too” adds it to the reader’s list', async () => {
    const user = userEvent.setup()
    keep({ kips: [1163], people: [] })
    renderApp(real, '/en/following/?kip=1327,1163&person=jun-rao')
    expect(
      await screen.findByRole('heading', { name: 'A shared list of 2 KIPs and 1 person' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Jun Rao' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Unfollow/ })).not.toBeInTheDocument()
    expect(stored()).toEqual({ kips: [1163], people: [] })
    await user.click(screen.getByRole('button', { name: 'Follow these too' }))
    expect(stored()).toEqual({ kips: [1163, 1327], people: ['jun-rao'] })
    expect(
      screen.getByText('Added 1 KIP and 1 person to your list.', { selector: '[role=status]' }),
    ).toBeInTheDocument()
  })

  it('imports a file: a bad one is said plainly, a good one says what it added', async () => {
    const user = userEvent.setup()
    renderApp(real, '/en/following/')
    const input = await screen.findByLabelText('Import a list')
    await user.upload(
      input,
      new File(['{"kips": [1327'], 'list.json', { type: 'application/json' }),
    )
    expect(
      await screen.findByText('list.json is not a following list: it is not JSON.'),
    ).toBeInTheDocument()
    const wrong = JSON.stringify({ format: 'kafka-digest-following', version: 1, kips: ['x'] })
    await user.upload(input, new File([wrong], 'wrong.json', { type: 'application/json' }))
    expect(
      await screen.findByText(/wrong\.json has a KIP that is not a number/),
    ).toBeInTheDocument()
    expect(stored()).toBeNull()
    const good = JSON.stringify({
      format: 'kafka-digest-following',
      version: 1,
      kips: [1327],
      people: [],
    })
    await user.upload(input, new File([good], 'good.json', { type: 'application/json' }))
    expect(await screen.findByText('Added 1 KIP and 0 people from good.json.')).toBeInTheDocument()
    expect(stored()).toEqual({ kips: [1327], people: [] })
    expect(await screen.findByRole('region', { name: 'KIPs' })).toBeInTheDocument()
  })
})
