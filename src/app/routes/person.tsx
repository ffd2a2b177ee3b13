import { createRoute } from '@tanstack/react-router'
import dataTable from '../../shared/styles/data-table.css?url'
import people from '../../features/people/people.css?url'
import { ensureFile, prefetchFile } from '../../data/file-queries'
import { viewFiles } from '../../data/view-queries'
import { lazyView, routeOf } from '../../shared/components/lazy-view'
import { pageNumber } from '../../shared/lib/paginate'
import { readQuery, searchSchemaFor } from '../../url/search-params'
import { langOf, langRoute, orNothing, viewHead } from '../lang-route'
import { pageMeta } from '../route-meta'
import { sheets } from '../view-stylesheets'

/** The parameters a person's page reads. */
const personSearch = searchSchemaFor(['page'])

const PersonPage = lazyView('PersonPage', () =>
  import('../../features/people/person-page').then((m) => m.PersonPage),
)

/** One person: the positions they took, a page at a time. */
export const route = createRoute({
  getParentRoute: () => langRoute,
  path: 'people/$personId',
  validateSearch: personSearch,
  staticData: {
    stylesheets: sheets(dataTable, people),
    ...(import.meta.env.SSR
      ? {
          code: ['src/features/people/person-page.tsx', 'src/domain/files/view-descriptors.ts'],
          // Each person who took a position.
          pages: (site) => site.people.map((personId) => ({ personId })),
        }
      : {}),
  },
  // Not rerun for another page of their threads (not a loader dependency): the view keeps the
  // page on screen while the next one loads. The page is read from the address as the router
  // reads it, whose loaders see its search untyped.
  loader: async ({ context, params, location }) => {
    const meta = await pageMeta.person(context, langOf(params), params.personId)
    // The person and their page of positions (see langRoute's loader); a name they are not
    // known by has none.
    const files = meta && (await orNothing(viewFiles))?.VIEW_FILES
    if (files) {
      const person = await ensureFile(context, files.person, params.personId).catch(() => undefined)
      if (person)
        await prefetchFile(
          context,
          files.personPage,
          params.personId,
          pageNumber(personSearch(readQuery(location.searchStr)).page, person.pages),
        )
    }
    return meta
  },
  head: viewHead(),
  component: routeOf(PersonPage, function PersonRoute() {
    return <PersonPage personId={route.useParams().personId} />
  }),
})
