import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../src/app/query-client'
import { createAppRouter } from '../../../src/app/router'

/** The app's router at `url`, without data (the views' loaders load nothing here). */
async function routerAt(url: string) {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    context: {
      queryClient: createQueryClient(),
      fetchJson: () => Promise.reject(new Error('no data in this test')),
      document: false,
    },
  })
  await router.load()
  return router
}

const viewSearch = (router: Awaited<ReturnType<typeof routerAt>>) =>
  router.state.matches.at(-1)?.search

describe('each view validates the parameters it reads (src/app/routes/)', () => {
  it('the timeline reads its filters and says which value it could not read', async () => {
    const router = await routerAt('/en/?status=maybe&kip=1327&range=2y')
    expect(viewSearch(router)).toMatchObject({
      kip: [1327],
      problems: [{ param: 'status', value: 'maybe' }],
    })
  })

  it('the JIRA view reads its range, not the timeline’s filters, and keeps them in its address', async () => {
    const router = await routerAt('/en/jira/?status=maybe&kip=1327&range=2y')
    expect(viewSearch(router)).toMatchObject({ problems: [{ param: 'range', value: '2y' }] })
    // A link of the view to itself with another range (a navigation writes it the same way).
    const link = router.buildLocation({
      to: '/$lang/jira/',
      params: { lang: 'en' },
      search: (s) => ({ ...s, range: '12w' }),
    })
    expect(link.searchStr).toBe('?kip=1327&status=maybe&range=12w')
  })
})
