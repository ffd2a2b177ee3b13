// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onDemand } from '../../../src/shared/components/chart-slot'
import { reloadIfSiteAnswers } from '../../../src/shared/lib/reload-if-site-answers'

/** window.location.reload and fetch, watched: a test must not reload jsdom's page. */
function watch(siteAnswers: boolean) {
  const reload = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    href: 'http://localhost/en/jira/',
    reload,
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      siteAnswers
        ? Promise.resolve(new Response(null, { status: 200 }))
        : Promise.reject(new TypeError('offline')),
    ),
  )
  return reload
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('reloadIfSiteAnswers', () => {
  it('reloads the page once the site answers, and not while it does not', async () => {
    const reload = watch(true)
    await reloadIfSiteAnswers()
    expect(reload).toHaveBeenCalledOnce()
    const still = watch(false)
    await reloadIfSiteAnswers()
    expect(still).not.toHaveBeenCalled()
  })

  it('a module on demand: a failure is kept until a retry, and a retry that fails asks for a new page', async () => {
    const reload = watch(true)
    const fetched = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    const load = onDemand(fetched)
    await expect(load()).rejects.toThrow(/Failed to fetch/)
    // Another chart of the page: told at once, not fetched again (that would count as a retry).
    await expect(load()).rejects.toThrow(/Failed to fetch/)
    expect(fetched).toHaveBeenCalledOnce()
    expect(reload).not.toHaveBeenCalled()
    load.retry()
    await expect(load()).rejects.toThrow(/Failed to fetch/)
    expect(fetched).toHaveBeenCalledTimes(2)
    expect(reload).toHaveBeenCalledOnce()
  })
})
