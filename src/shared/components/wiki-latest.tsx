import { useT } from '../../i18n/use-t'
import type { KipWikiState } from '../../domain/dataset'
import type { LastWikiState } from '../../domain/kip-facts'
import { formatDate } from '../../i18n/format'
import { useLang } from '../hooks/use-lang'
import { useWikiStateLabel } from './wiki-state'

/**
 * The wiki's latest word on a KIP with the date of the facts: "Wiki latest: Accepted (as of …)".
 * Where its page shows no state now after giving one, "no state" would hide an acceptance: it
 * says plainly that the page shows none now, and the last state it gave with its dates.
 */
export function WikiLatest({
  state,
  asOf,
  lastGiven,
}: {
  state: KipWikiState
  /** The date of the wiki's facts. */
  asOf: string
  lastGiven?: LastWikiState | undefined
}) {
  const t = useT()
  const lang = useLang()
  const label = useWikiStateLabel()
  const date = (iso: string) => formatDate(iso, lang)
  if (!lastGiven)
    return <span>{t('kips.wikiLatest', { state: label(state), date: date(asOf) })}</span>
  const given = { state: label(lastGiven.state), from: date(lastGiven.from) }
  return (
    <>
      <span>{t('kips.wikiNoneNow', { date: date(asOf) })}</span>
      <span className="wiki-last-given">
        {lastGiven.until
          ? t('kips.wikiLastGiven', { ...given, until: date(lastGiven.until) })
          : t('kips.wikiLastGivenFrom', given)}
      </span>
    </>
  )
}
