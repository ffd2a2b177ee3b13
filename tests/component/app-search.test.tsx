import { act } from '@testing-library/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  useSearch,
} from '@tanstack/react-router'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useViewSearch } from '../../src/shared/hooks/use-view-search'
import {
  readQuery,
  searchSchemaFor,
  toQueryString,
  type AppSearch,
} from '../../src/url/search-params'

/** A view that reads the status filter, as a route of the app declares it. */
const viewRoute = createRootRoute({ validateSearch: searchSchemaFor(['status']), component: View })

/** Every render of the view: the state it was given. */
let renders: AppSearch[] = []
function View() {
  // The app's router is the one registered: its views' search, as the types know it.
  const { search } = useViewSearch(useSearch({ strict: false }))
  renders.push(search)
  return <p>{search.status?.join(',') ?? 'all'}</p>
}

const routerAt = (url: string) =>
  createRouter({
    routeTree: viewRoute,
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch: readQuery,
    stringifySearch: (search) => {
      const query = toQueryString(search)
      return query ? `?${query}` : ''
    },
  })

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.replaceChildren()
  renders = []
})

/** The page as written at build time (no query: a static file), taken over at `url`. */
async function takenOverAt(url: string) {
  const built = routerAt('/')
  await built.load()
  const container = document.createElement('div')
  container.innerHTML = renderToString(<RouterProvider router={built} />)
  document.body.append(container)
  renders = []
  const live = routerAt(url)
  await live.load()
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={live} />)
  })
  return container
}

describe('the URL state while the app takes a pre-rendered page over', () => {
  it('is the unfiltered page the HTML holds, then the query once the page is the app’s', async () => {
    const page = await takenOverAt('/?status=open')
    expect(renders[0]).toEqual({})
    expect(renders.at(-1)).toEqual({ status: ['open'] })
    expect(page.textContent).toBe('open')
  })

  it('renders a page opened without a query once: the same state, nothing to apply', async () => {
    const page = await takenOverAt('/')
    expect(page.textContent).toBe('all')
    expect(renders).toHaveLength(1)
  })
})
