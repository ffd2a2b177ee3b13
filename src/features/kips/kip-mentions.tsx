import { useT } from '../../i18n/use-t'
import type { KipMention } from '../../domain/kip-story'
import { PersonLink, ThreadLink } from '../../shared/components/links'
import { LocalizedText } from '../../shared/components/localized-text'
import { usePeople } from '../../shared/hooks/use-people'

/** Threads about something else that name the KIP, with the sentences that do. */
export function KipMentions({
  mentions,
  headingId,
  level = 2,
}: {
  mentions: KipMention[]
  headingId: string
  level?: 2 | 3
}) {
  const t = useT()
  const people = usePeople()
  if (mentions.length === 0) return null
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section className="kip-section" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('kips.mentions')}</Heading>
      <p className="muted">{t('kips.mentionsIntro')}</p>
      <ul className="kip-mentions">
        {mentions.map((m) => (
          <li key={m.thread}>
            <p className="kip-mention-meta">
              <ThreadLink id={m.thread}>
                <LocalizedText text={m.title} />
              </ThreadLink>{' '}
              <span className="muted">
                {t('kips.mentionedBy', {
                  about:
                    m.subjectKips.length > 0
                      ? m.subjectKips.map((k) => `KIP-${k}`).join(', ')
                      : t('kips.aboutNothing'),
                })}
              </span>
            </p>
            {m.sentences.map((s, i) => (
              <p key={i} className="kip-mention-sentence">
                {s.person && (
                  <>
                    <PersonLink id={s.person}>{people.get(s.person)?.name ?? s.name}</PersonLink>
                    {t('common.colon')}
                  </>
                )}
                <LocalizedText text={s.text} />
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}
