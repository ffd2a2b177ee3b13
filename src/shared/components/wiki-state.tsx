import { useT } from '../../i18n/use-t'
import type { KipWikiState } from '../../domain/dataset'

export const WIKI_KEYS = {
  accepted: 'accepted',
  'under discussion': 'underDiscussion',
  'not accepted': 'notAccepted',
  unknown: 'unknown',
} as const satisfies Record<KipWikiState, string>

/** The key of a wiki state's words: wikiStateKey("under discussion") → "kips.wikiState.underDiscussion". */
export const wikiStateKey = (state: KipWikiState) => `kips.wikiState.${WIKI_KEYS[state]}` as const

/** The wiki state as words in the reader's language. */
export function useWikiStateLabel() {
  const t = useT()
  return (state: KipWikiState) => t(wikiStateKey(state))
}

/** The class that colours a state (charts, the state timeline): stateClass("under discussion") → "state-under-discussion". */
export const stateClass = (state: KipWikiState) => `state-${state.replace(/ /g, '-')}`
