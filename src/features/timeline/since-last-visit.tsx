import './since-last-visit.css'
import { useId, useState, type FormEvent } from 'react'
import { useT } from '../../i18n/use-t'
import { useIndex } from '../../data/queries'
import { newSince, type VisitMark } from '../../domain/last-visit'
import { formatDate } from '../../i18n/format'
import { useLang } from '../../shared/hooks/use-lang'
import { useVisitMarks } from '../../shared/hooks/use-visit-mark'

/**
 * "Since your last visit", above the timeline: how many weeks and threads came since (they are
 * marked "New" below), "Mark all as read", and a day of the reader's choosing. Shown once the app
 * has taken the page over: the marks are the reader's, kept in their browser only. Where the
 * browser keeps nothing (storage blocked) there is no mark, and nothing is said.
 */
export function SinceLastVisit() {
  const t = useT()
  const lang = useLang()
  const index = useIndex()
  const newest = index.weeks.at(-1)
  const { mark, remembered, markAllRead, markSince } = useVisitMarks(newest?.id)
  if (!newest || !remembered) return null
  const fresh = mark ? newSince(index.weeks, mark) : null
  const summary = (mark: VisitMark, fresh: { weeks: number; threads: number }) => {
    const date = formatDate(mark.since, lang)
    if (mark.by === 'read') return t('visit.allRead', { date })
    const chosen = mark.by === 'chosen'
    if (fresh.weeks === 0)
      return chosen
        ? t('visit.nothingSinceChosen', { date })
        : t('visit.nothingSinceVisit', { date })
    const counts = {
      date,
      weeks: t('visit.newWeeks', { count: fresh.weeks }),
      threads: t('visit.newThreads', { count: fresh.threads }),
    }
    return chosen ? t('visit.sinceChosen', counts) : t('visit.sinceVisit', counts)
  }
  return (
    // A first visit has nothing to report: one quiet line, not a band above the threads.
    <section
      className={mark ? 'since-visit' : 'since-visit first'}
      aria-labelledby="since-visit-heading"
    >
      <h2 id="since-visit-heading" className="visually-hidden">
        {t('visit.heading')}
      </h2>
      <p className="since-visit-summary" role="status">
        {mark && fresh ? summary(mark, fresh) : t('visit.firstVisit')}{' '}
        <span className="since-visit-note">{t('visit.local')}</span>
      </p>
      <div className="since-visit-actions">
        {fresh && fresh.weeks > 0 && (
          <button type="button" className="toggle" onClick={markAllRead}>
            {t('visit.markAllRead')}
          </button>
        )}
        <ChooseDay
          first={index.weeks[0]?.start ?? newest.start}
          initial={mark?.by === 'chosen' ? mark.since : undefined}
          onChoose={markSince}
        />
      </div>
    </section>
  )
}

/** A day of the reader's choosing: what is new since then. */
function ChooseDay({
  first,
  initial,
  onChoose,
}: {
  first: string
  initial: string | undefined
  onChoose: (day: string) => void
}) {
  const t = useT()
  const id = useId()
  const [day, setDay] = useState(initial ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (/^\d{4}-\d{2}-\d{2}$/.test(day)) onChoose(day)
  }
  return (
    // Folded: one line on a phone until the reader wants it (open while a chosen day is the mark).
    <details className="since-visit-day" open={initial !== undefined}>
      <summary>{t('visit.pickDay')}</summary>
      <form onSubmit={submit}>
        <label htmlFor={id}>{t('visit.chooseDay')}</label>
        <input
          id={id}
          type="date"
          min={first}
          value={day}
          required
          onChange={(event) => setDay(event.target.value)}
        />
        <button type="submit" className="toggle">
          {t('visit.show')}
        </button>
      </form>
    </details>
  )
}
