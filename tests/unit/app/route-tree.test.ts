import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { LANGS } from '../../../src/domain/dataset'
import { loadMessages } from '../../../src/i18n/i18n'
import { createAppRouter } from '../../../src/app/router'
import { pageRoutes, sitePages } from '../../../src/app/site-pages'
import { createQueryClient } from '../../../src/app/query-client'
import { VIEW_ROUTES } from '../../e2e/view-routes'

// The routes list their pages in the server's code only (`staticData.pages`, under
// import.meta.env.SSR), which is this test's: the page list is the build's.
vi.hoisted(() => vi.stubEnv('SSR', true))

/**
 * The route tree is the one list of the views (src/app/router.tsx, a module each in
 * src/app/routes/): the pages the build writes, the e2e suite's addresses and each page's head
 * are read from it or checked against it, so that a view added there is everywhere it must be.
 */
const router = createAppRouter({
  history: createMemoryHistory({ initialEntries: ['/'] }),
  context: {
    queryClient: createQueryClient(),
    fetchJson: () => Promise.reject(new Error('no data in this test')),
    document: false,
  },
})

/** The route that renders a page at `path` (the not-found route's id when none does). */
const routeAt = (path: string): string | undefined => router.matchRoutes(path).at(-1)?.routeId

const ids = (routes: AnyRoute[]) => routes.map((r) => r.id as string)

describe('the pages the build writes', () => {
  const pages = sitePages(
    { weeks: [{ id: '2026-W20' }], people: [{ id: 'jun-rao' }] } as never,
    ['2026-W20-kip-1327'],
    [1327],
  )

  it('are the pages of every route of the tree, each in both languages, and no other', () => {
    const routes = pageRoutes()
    expect(routes.length, 'the tree’s views').toBeGreaterThanOrEqual(14)
    const rendered = pages.map(routeAt)
    expect(new Set(rendered)).toEqual(new Set(ids(routes)))
    for (const lang of LANGS)
      expect(new Set(pages.filter((p) => p.startsWith(`/${lang}/`)).map(routeAt))).toEqual(
        new Set(ids(routes).filter((id) => id !== '/')),
      )
    expect(new Set(pages).size).toBe(pages.length)
  })

  it('name each week, thread, KIP and person of the site', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        '/zh/week/2026-W20/',
        '/en/week/2026-W20/edition/',
        '/zh/thread/2026-W20-kip-1327/',
        '/en/kips/1327/',
        '/zh/people/jun-rao/',
      ]),
    )
  })
})

describe('the e2e suite’s addresses (tests/e2e/view-routes.ts)', () => {
  it('show every view of the tree', () => {
    const shown = Object.values(VIEW_ROUTES).map((address) =>
      routeAt(`/zh/${address.split('?')[0]}`),
    )
    const views = ids(pageRoutes()).filter((id) => id !== '/')
    expect(
      views.filter((id) => !shown.includes(id)),
      'views without an address',
    ).toEqual([])
  })
})

describe('every page’s head', () => {
  beforeAll(() => loadMessages(...LANGS))

  it.each(LANGS)('has a title and a description in %s, from its locale', (lang) => {
    for (const route of pageRoutes()) {
      const head = route.options.head as
        ((ctx: unknown) => { meta: Record<string, string>[] }) | undefined
      expect(head, `${route.id} has a head`).toBeTypeOf('function')
      const { meta } = head!({ params: { lang }, match: { pathname: `/${lang}/` } })
      const title = meta.find((m) => m.title)?.title ?? ''
      const description = meta.find((m) => m.name === 'description')?.content ?? ''
      for (const text of [title, description]) {
        expect(text, route.id).not.toBe('')
        // i18next answers a key it does not know with the key itself.
        expect(text, `${route.id} in ${lang}`).not.toMatch(/(^|\s)meta\.\w/)
      }
    }
  })
})
