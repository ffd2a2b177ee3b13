import { useT } from '../../i18n/use-t'
import type { Localized, StatusFields } from '../../domain/dataset'
import { StatusBadge } from './badges'
import { useLang } from '../hooks/use-lang'
import { RulesLink } from './links'
import { LocalizedText } from './localized-text'

/** The badge, linked to what it means on the rules page. */
export function StatusBadgeLink({
  decision,
}: {
  decision: Pick<StatusFields, 'status' | 'statusBasis'>
}) {
  const t = useT()
  const unsure = decision.statusBasis === 'unsure'
  return (
    <RulesLink anchor={`status-${unsure ? 'unsure' : decision.status}`} className="badge-link">
      <StatusBadge status={decision.status} unsure={unsure} />
      <span className="visually-hidden"> ({t('status.legend')})</span>
    </RulesLink>
  )
}

/**
 * Why a status: the words that decided it, in the reader's language. On English pages, the
 * English edition's words where there is one, else an English gloss next to the Chinese words.
 */
function StatusEvidence({
  decision,
  sentence,
}: {
  decision: StatusFields
  /** The conclusion, shown when the rules could not decide from it. */
  sentence?: Localized
}) {
  const t = useT()
  if (decision.statusBasis === 'unsure')
    return (
      <span className="evidence">
        <WhyLabel />
        {t('status.unsureWhy')}
        {sentence && (
          <>
            {t('common.colon')}“<LocalizedText text={sentence} />”
          </>
        )}
      </span>
    )
  return (
    <Reason
      className="evidence"
      zh={decision.statusEvidence}
      en={decision.statusEvidenceEn}
      gloss={decision.statusGloss}
      reviewed={decision.statusBasis === 'reviewed'}
    />
  )
}

/** "Why: " in English, "依据：" in Chinese (a full-width colon takes no space after it). */
function WhyLabel() {
  const t = useT()
  const lang = useLang()
  return <>{`${t('status.why')}${lang === 'en' ? ' ' : ''}`}</>
}

/** "Why: …" for a status or a stance: the deciding words, and who decided when a maintainer did. */
export function Reason({
  className,
  zh,
  en,
  gloss,
  reviewed,
}: {
  className: string
  zh: string
  en: string | null
  gloss: string
  reviewed: boolean
}) {
  const t = useT()
  const lang = useLang()
  return (
    <span className={className}>
      <WhyLabel />
      <EvidenceWords zh={zh} en={en} gloss={gloss} lang={lang} />
      {reviewed ? ` (${t('status.reviewed')})` : ''}
    </span>
  )
}

/** The deciding words: Chinese as written; in English the edition's words, else a gloss and the Chinese. */
function EvidenceWords({
  zh,
  en,
  gloss,
  lang,
}: {
  zh: string
  en: string | null
  gloss: string
  lang: 'zh' | 'en'
}) {
  if (lang === 'zh') return <>“{zh}”</>
  if (en) return <>“{en}”</>
  return (
    <>
      {gloss} (<span lang="zh">“{zh}”</span>)
    </>
  )
}

/** The badge plus the words that decided it. */
export function StatusWithEvidence({
  decision,
  sentence,
}: {
  decision: StatusFields
  sentence?: Localized
}) {
  return (
    <span className="status-with-evidence">
      <StatusBadgeLink decision={decision} />{' '}
      <StatusEvidence decision={decision} sentence={sentence} />
    </span>
  )
}
