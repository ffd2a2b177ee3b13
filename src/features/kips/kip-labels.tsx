import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Person, KipWikiState } from '../../domain/dataset'
import type { Stance } from '../../domain/stance'
import { useIndex } from '../../data/queries'

const WIKI_KEYS = {
  accepted: 'accepted',
  'under discussion': 'underDiscussion',
  'not accepted': 'notAccepted',
  unknown: 'unknown',
} as const satisfies Record<KipWikiState, string>

/** The wiki state as words in the reader's language. */
export function WikiState({ state }: { state: KipWikiState }) {
  const { t } = useTranslation()
  return (
    <span className={`wiki-state wiki-${WIKI_KEYS[state]}`}>
      {t(`kips.wikiState.${WIKI_KEYS[state]}`)}
    </span>
  )
}

export function useWikiStateLabel() {
  const { t } = useTranslation()
  return (state: KipWikiState) => t(`kips.wikiState.${WIKI_KEYS[state]}`)
}

const STANCE_ICONS: Record<Stance, string> = {
  objection: '✗',
  concern: '!',
  support: '✓',
  suggestion: '→',
  information: 'i',
}

/** A stance as text and a symbol, never by colour alone. */
export function StanceBadge({ stance }: { stance: Stance }) {
  const { t } = useTranslation()
  return (
    <span className={`stance stance-${stance}`}>
      <span aria-hidden="true">{STANCE_ICONS[stance]}</span> {t(`kips.stance.${stance}`)}
    </span>
  )
}

/** Person id → person, from the index every view has. */
export function usePeople(): Map<string, Person> {
  const index = useIndex()
  return useMemo(() => new Map(index.people.map((p) => [p.id, p])), [index.people])
}
