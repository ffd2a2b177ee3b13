import type { DataIndex } from '../domain/files/schemas'
import { LANGS } from '../domain/dataset'
import { appPath } from './site-paths'

/** The views that have one page per language, whatever the data: home and the lists. */
const VIEWS = [[], ['kips'], ['jira'], ['people'], ['rules']] as const

/**
 * Every address of the site, as the build writes them (scripts/prerender.ts): the site root,
 * then in each language home and the lists, each week, each thread, each KIP the digests
 * mention and each person who took a position. One thread id per thread of the data.
 * sitePages({weeks: [{id: "2026-W20"}], people: [{id: "jun-rao"}], kips: [{kip: 1327}]},
 * ["2026-W20-kip-1327"]) → ["/", "/zh/", "/zh/kips/", …, "/zh/thread/2026-W20-kip-1327/", …, "/en/…"].
 */
export function sitePages(
  index: Pick<DataIndex, 'weeks' | 'people' | 'kips'>,
  threadIds: readonly string[],
): string[] {
  return [
    '/',
    ...LANGS.flatMap((lang) => [
      ...VIEWS.map((parts) => appPath(lang, ...parts)),
      ...index.weeks.map((w) => appPath(lang, 'week', w.id)),
      ...threadIds.map((id) => appPath(lang, 'thread', id)),
      ...index.kips.map((k) => appPath(lang, 'kips', String(k.kip))),
      ...index.people.map((p) => appPath(lang, 'people', p.id)),
    ]),
  ]
}
