import type { Lang, StatusFields } from '../../domain/dataset'
import type { DataIndex } from '../../domain/files/schemas'
import { fromQueryString, toQueryString, type AppSearch } from '../../url/search-params'
import { appPath, siteHref } from '../../url/site-paths'

/**
 * What the exports of the lists (thread-export.ts, kip-export.ts, people-export.ts) write alike:
 * a status's reason, a page's address, the filter and the data's date. Pure; loaded with the
 * export, not the page.
 */

/** A view's translate function, as the shapers take it (tests hand in a real one). */
export type Translate = (key: string, options?: object) => string

/**
 * Why a status, in words as the status badge gives them (status-badge.tsx): in Chinese the
 * deciding words; in English the English edition's words, else the gloss with the Chinese words;
 * "decided by a maintainer" where one did; the rules' "found nothing to decide on" where unsure.
 * ({ statusEvidence: "初步确认", statusEvidenceEn: null, statusGloss: "preliminarily
 * confirmed" }, "en") → 'preliminarily confirmed (“初步确认”)'.
 */
export function statusEvidenceText(decision: StatusFields, lang: Lang, t: Translate): string {
  if (decision.statusBasis === 'unsure') return t('status.unsureWhy')
  const words =
    lang === 'zh'
      ? decision.statusEvidence
      : (decision.statusEvidenceEn ?? `${decision.statusGloss} (“${decision.statusEvidence}”)`)
  return decision.statusBasis === 'reviewed' ? `${words} (${t('status.reviewed')})` : words
}

/**
 * The full address of a page of the site, from the site root's (document.baseURI):
 * pageUrl("https://x.org/kafka-digest/", "en", "kips", "1327") →
 * "https://x.org/kafka-digest/en/kips/1327/".
 */
export function pageUrl(siteRoot: string, lang: Lang, ...parts: string[]): string {
  return new URL(siteHref(appPath(lang, ...parts)), siteRoot).href
}

/**
 * The filter of a list as its address writes it, only the parameters that list reads:
 * filterParams({ kip: [1327], status: ["open"], page: 2 }, ["kip", "status"]) →
 * { kip: "1327", status: "open" }.
 */
export function filterParams(
  search: AppSearch,
  params: readonly (keyof AppSearch)[],
): Record<string, string> {
  const picked: AppSearch = {}
  for (const param of params) Object.assign(picked, { [param]: search[param] })
  return fromQueryString(toQueryString(picked))
}

/** The data's date: the last day (Sunday) of the latest digest's week; null without digests. */
export const latestDigestDay = (index: Pick<DataIndex, 'weeks'>): string | null =>
  index.weeks.at(-1)?.end ?? null
