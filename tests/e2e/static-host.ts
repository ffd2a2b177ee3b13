/**
 * The tag of the journeys that depend on how the pages are served (opening, deep links, the site
 * root, language, not-found, the page before its JavaScript has run): they run against the plain
 * static host too, every other test only against nginx (playwright.config.ts says why).
 */
export const SERVED = { tag: '@static-host' }
