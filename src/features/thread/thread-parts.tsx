import { useTranslation } from 'react-i18next'
import type { Localized } from '../../domain/dataset'
import { decideStance } from '../../domain/stance'
import { ThreadLink } from '../../shared/components/links'
import { StanceBadge } from '../../shared/components/stance-badge'
import { useLang } from '../../shared/hooks/use-lang'

/** A position's stance, with the phrase that decided it (the rules are in domain/stance.ts). */
export function PositionStance({ text }: { text: Localized }) {
  const { t } = useTranslation()
  const lang = useLang()
  const { stance, evidence, lang: cueLang } = decideStance(text)
  return (
    <span className="position-stance">
      <StanceBadge stance={stance} />{' '}
      <span className="stance-cue" lang={cueLang && cueLang !== lang ? cueLang : undefined}>
        {evidence ? t('kips.stanceCue', { phrase: evidence }) : t('kips.stanceNoCue')}
      </span>
    </span>
  )
}

/** Previous and next thread of the same week, for reading a week thread by thread. */
export function ThreadPager({ threads, current }: { threads: string[]; current: string }) {
  const { t } = useTranslation()
  const at = threads.indexOf(current)
  const previous = threads[at - 1]
  const next = threads[at + 1]
  if (!previous && !next) return null
  return (
    <nav className="thread-pager" aria-label={t('thread.pager')}>
      {previous ? <ThreadLink id={previous}>← {t('thread.previous')}</ThreadLink> : <span />}
      <span className="muted">{t('thread.ordinal', { n: at + 1, total: threads.length })}</span>
      {next ? <ThreadLink id={next}>{t('thread.next')} →</ThreadLink> : <span />}
    </nav>
  )
}
