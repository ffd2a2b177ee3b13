import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { realDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

const real = realDataset()

describe('the language is the first segment of the address', () => {
  it.each([
    ['/en/thread/2026-W20-kip-1327/', 'Timeline'],
    ['/zh/thread/2026-W20-kip-1327/', '时间线'],
  ])('%s shows the page in its language', async (url, nav) => {
    renderApp(real, url)
    expect(await screen.findByRole('link', { name: nav })).toBeInTheDocument()
    expect(screen.queryByText(/app\.title|nav\.timeline/)).toBeNull()
  })

  it('the switch links to the same page, filters kept, in the other language', async () => {
    renderApp(real, '/zh/?kip=1327&status=tentative')
    const nav = await screen.findByRole('navigation', { name: '语言' })
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/?kip=1327&status=tentative',
    )
    expect(within(nav).getByRole('link', { name: '中文' })).toHaveAttribute('aria-current', 'page')
  })

  it('following the switch renders the page in the other language at once', async () => {
    const { router, currentUrl } = renderApp(real, '/zh/people/')
    await screen.findByRole('link', { name: '时间线' })
    await act(() => router.navigate({ to: '/$lang/people/', params: { lang: 'en' } }))
    expect(await screen.findByRole('link', { name: 'Timeline' })).toBeInTheDocument()
    expect(currentUrl()).toBe('/en/people/')
  })

  it.each(['/xx/jira/', '/EN/jira/', '/english/'])(
    '%s names no language of the site: not found, with a way back',
    async (url) => {
      renderApp(real, url)
      expect(await screen.findByRole('heading', { name: '未找到' })).toBeInTheDocument()
    },
  )
})

describe('an unknown path typed into an open tab', () => {
  it('shows not-found in the page’s language, not the timeline, and stays at that address', async () => {
    const { router, currentUrl } = renderApp(real, '/en/')
    await screen.findAllByRole('article')
    await act(() => router.history.push('/en/no/such/page/'))
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/en/no/such/page/'))
  })
})
