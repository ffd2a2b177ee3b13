import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { realDataset } from '../helpers/datasets'
import { renderApp } from '../helpers/render-app'

const real = realDataset()

describe('language from links written anywhere', () => {
  it.each([
    ['EN', 'en', 'Timeline'],
    ['en-US', 'en', 'Timeline'],
    ['en?x=1', 'en', 'Timeline'],
    ['zh-CN', 'zh', '时间线'],
    ['zh-Hant', 'zh', '时间线'],
  ])('lang=%s is read as %s and written back as the app writes it', async (value, lang, nav) => {
    const { currentUrl } = renderApp(
      real,
      `/thread/2026-W20-kip-1327?lang=${encodeURIComponent(value)}`,
    )
    expect(await screen.findByRole('link', { name: nav })).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe(`/thread/2026-W20-kip-1327?lang=${lang}`))
    expect(screen.queryByText(/app\.title|nav\.timeline/)).toBeNull()
    expect(screen.queryByRole('status', { name: /ignored/i })).toBeNull()
  })

  it.each(['xx', 'english', '中文'])(
    'lang=%s is ignored and said so, on any view, in the language shown',
    async (value) => {
      const { currentUrl } = renderApp(real, `/people?lang=${encodeURIComponent(value)}`)
      await waitFor(() => expect(currentUrl()).toBe('/people?lang=zh'))
      expect(
        await screen.findByText(`链接中的语言“${value}”本站没有，已忽略。`),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: '时间线' })).toBeInTheDocument()
    },
  )

  it('the notice goes once the reader moves on', async () => {
    const { router } = renderApp(real, '/jira?lang=xx')
    expect(await screen.findByText(/链接中的语言“xx”/)).toBeInTheDocument()
    await act(() => router.navigate({ to: '/people', search: { lang: 'zh' } }))
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByText(/链接中的语言/)).toBeNull()
  })
})

describe('an unknown path typed into an open tab', () => {
  it('shows not-found, not the timeline, and stays at that address', async () => {
    const { router, currentUrl } = renderApp(real, '/?lang=en')
    await screen.findAllByRole('article')
    // What typing "#/no/such/page" into the address bar does: a new location without a language.
    await act(() => router.history.push('/no/such/page'))
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/no/such/page?lang=en'))
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument()
  })
})
