/**
 * The KIP, people and JIRA views' queries, which load with those views' code: each module is
 * imported from this one place (the route loaders, the page metadata, the query registry), since
 * the bundler adds code of its own to every import() it finds, and the first load is at its budget.
 */
export const kipQueries = () => import('./kip-queries')
export const peopleQueries = () => import('./people-queries')
export const jiraQueries = () => import('./jira-queries')
