/**
 * The kinds of data file that only the views other than the first screen read (the filters,
 * search, the KIP, people and JIRA views), with their schemas: they load with those views' code.
 * Imported from this one place by what runs before a view's code (the route loaders, the page
 * metadata, the take-over's loadPaths), since the bundler adds code of its own to every import()
 * it finds, and the first load is at its budget.
 */
export const viewFiles = () => import('../domain/files/view-descriptors')
