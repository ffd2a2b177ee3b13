import type { DataIndex } from '../domain/files/schemas'
import { LANGS } from '../domain/dataset'
import { appPath } from './site-paths'

/** The views that have one page per language, whatever the data: home and the lists. */
const VIEWS = [
  [],
  ['kips'],
  ['kips', 'cards'],
  ['jira'],
  ['people'],
  ['search'],
  ['rules'],
  ['following'],
] as const

/**
 * Every address of the site, as the build writes them (scripts/prerender.ts): the site root,
 * then in each language home and the lists, each week and its printable edition, each thread,
 * each KIP (of the wiki's catalog and of the digests: kip-catalog.json) and each person who took
 * a position.
 * sitePages({weeks: [{id: "2026-W20"}], people: [{id: "jun-rao"}]}, ["2026-W20-kip-1327"], [1327])
 *   → ["/", "/zh/", "/zh/kips/", …, "/zh/thread/2026-W20-kip-1327/", …, "/en/…"].
 */
export function sitePages(
  index: Pick<DataIndex, 'weeks' | 'people'>,
  threadIds: readonly string[],
  kips: readonly number[],
): string[] {
  return [
    '/',
    ...LANGS.flatMap((lang) => [
      ...VIEWS.map((parts) => appPath(lang, ...parts)),
      ...index.weeks.flatMap((w) => [
        appPath(lang, 'week', w.id),
        appPath(lang, 'week', w.id, 'edition'),
      ]),
      ...threadIds.map((id) => appPath(lang, 'thread', id)),
      ...kips.map((kip) => appPath(lang, 'kips', String(kip))),
      ...index.people.map((p) => appPath(lang, 'people', p.id)),
    ]),
  ]
}
