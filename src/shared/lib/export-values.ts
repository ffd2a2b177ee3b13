import type { Basis, Lang, StanceFields, StatusFields } from '../../domain/dataset'
import type { DataIndex } from '../../domain/files/schemas'
import { fromQueryString, toQueryString, type AppSearch } from '../../url/search-params'
import { appPath, siteHref } from '../../url/site-paths'

/**
 * What the exports of the lists (thread-export.ts, kip-export.ts, people-export.ts,
 * position-export.ts) write alike:
 * a status's reason, a page's address, the filter and the data's date. Pure; loaded with the
 * export, not the page.
 */

/** A view's translate function, as the shapers take it (tests hand in a real one). */
export type Translate = (key: string, options?: object) => string

/** A decision's reason, whether of a status or a stance. */
interface Reason {
  evidence: string
  evidenceEn: string | null
  gloss: string
  basis: Basis
}

/**
 * Why a decision, in words as its badge gives them (status-badge.tsx): in Chinese the deciding
 * words; in English the English edition's words, else the gloss with the Chinese words; "decided
 * by a maintainer" where one did; the rules' "found nothing to decide on" (`unsureWhy`) where unsure.
 */
function reasonText(reason: Reason, lang: Lang, t: Translate, unsureWhy: string): string {
  if (reason.basis === 'unsure') return t(unsureWhy)
  const words =
    lang === 'zh'
      ? reason.evidence
      : (reason.evidenceEn ?? `${reason.gloss} (“${reason.evidence}”)`)
  return reason.basis === 'reviewed' ? `${words} (${t('status.reviewed')})` : words
}

/**
 * Why a status: ({ statusEvidence: "初步确认", statusEvidenceEn: null, statusGloss:
 * "preliminarily confirmed" }, "en") → 'preliminarily confirmed (“初步确认”)'.
 */
export const statusEvidenceText = (decision: StatusFields, lang: Lang, t: Translate): string =>
  reasonText(
    {
      evidence: decision.statusEvidence,
      evidenceEn: decision.statusEvidenceEn,
      gloss: decision.statusGloss,
      basis: decision.statusBasis,
    },
    lang,
    t,
    'status.unsureWhy',
  )

/** Why a stance, as statusEvidenceText says why a status: ({ stanceEvidence: "建议", … }, "zh") → "建议". */
export const stanceEvidenceText = (position: StanceFields, lang: Lang, t: Translate): string =>
  reasonText(
    {
      evidence: position.stanceEvidence,
      evidenceEn: position.stanceEvidenceEn,
      gloss: position.stanceGloss,
      basis: position.stanceBasis,
    },
    lang,
    t,
    'export.stanceUnsureWhy',
  )

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
