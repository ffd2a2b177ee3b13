import { useEffect } from 'react'
import { useT } from '../../i18n/use-t'
import { STANCE_CUES } from '../../domain/consensus/stance'
import { STANCES, type Lang, type Stance, type ThreadStatus } from '../../domain/dataset'
import { CONCEPT_STATUS, STATUS_CUES, STATUS_PRECEDENCE } from '../../domain/consensus/status'
import { StanceBadge, StatusBadge } from '../../shared/components/badges'
import { RULES_TEXT } from './rules-text'

const READING_RULES = [
  'subject',
  'negation',
  'resolved',
  'contrast',
  'future',
  'closing',
  'sides',
  'head',
  'acts',
  'reported',
  'vote',
  'english',
] as const

/** Cue words as the rules match them ("达成…一致": a few words may stand in the gap). */
function CueList({
  groups,
  lang,
}: {
  groups: { gloss: string; words: readonly string[] }[]
  lang: Lang
}) {
  return (
    <ul className="rule-cues">
      {groups.map((g) => (
        <li key={g.gloss}>
          {lang === 'en' && <span className="rule-gloss">{g.gloss}: </span>}
          {g.words.map((w, i) => (
            <span key={w}>
              {i > 0 && '、'}
              <code lang="zh">{w}</code>
            </span>
          ))}
        </li>
      ))}
    </ul>
  )
}

function statusGroups(status: ThreadStatus) {
  return STATUS_CUES.filter((c) => CONCEPT_STATUS[c.concept] === status).map((c) => ({
    gloss: c.gloss,
    words: c.display ?? c.words,
  }))
}

function stanceGroups(stance: Stance) {
  return STANCE_CUES.filter((c) => c.stance === stance).map((c) => ({
    gloss: c.gloss,
    words: c.zh,
  }))
}

/**
 * Loaded on its own (see app/router.tsx), it takes the language and the anchor as props rather
 * than reading the router, so that it shares no code with the app but React and i18next.
 *
 * The legend and the rules themselves, generated from the rule tables in domain/consensus: what
 * every status and stance means, and the words the rules look for. Every badge links here.
 */
export function RulesPage({ lang, hash }: { lang: Lang; hash: string }) {
  const t = useT()
  const text = RULES_TEXT[lang]
  // A shared link to one rule ("#/rules#status-done") opens at it: the page renders after the
  // browser's own scroll to the anchor, so scroll once it is there.
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView()
  }, [hash])
  return (
    <article className="rules-page" aria-labelledby="rules-heading">
      <h1 id="rules-heading">{text.heading}</h1>
      <p>{text.intro}</p>
      <section aria-labelledby="rules-statuses">
        <h2 id="rules-statuses">{text.statuses}</h2>
        <p>
          {text.precedence} {STATUS_PRECEDENCE.map((s) => t(`status.${s}`)).join(' > ')}
        </p>
        {STATUS_PRECEDENCE.map((status) => (
          <section
            key={status}
            id={`status-${status}`}
            className="rule"
            aria-labelledby={`rule-status-${status}`}
          >
            <h3 id={`rule-status-${status}`}>
              <StatusBadge status={status} />
            </h3>
            <p>{text.meaning[status]}</p>
            <CueList groups={statusGroups(status)} lang={lang} />
          </section>
        ))}
        <section id="status-unsure" className="rule" aria-labelledby="rule-status-unsure">
          <h3 id="rule-status-unsure">
            <StatusBadge status="open" unsure />
          </h3>
          <p>{text.unsureMeaning}</p>
        </section>
      </section>
      <section aria-labelledby="rules-reading">
        <h2 id="rules-reading">{text.reading}</h2>
        <ul className="rule-list">
          {READING_RULES.map((r) => (
            <li key={r}>{text.rule[r]}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="rules-stances">
        <h2 id="rules-stances">{text.stances}</h2>
        {STANCES.map((stance) => (
          <section
            key={stance}
            id={`stance-${stance}`}
            className="rule"
            aria-labelledby={`rule-stance-${stance}`}
          >
            <h3 id={`rule-stance-${stance}`}>
              <StanceBadge stance={stance} />
            </h3>
            <p>{text.meaning[stance]}</p>
            <CueList groups={stanceGroups(stance)} lang={lang} />
          </section>
        ))}
        <section id="stance-unsure" className="rule" aria-labelledby="rule-stance-unsure">
          <h3 id="rule-stance-unsure">
            <StanceBadge stance="information" unsure />
          </h3>
          <p>{text.unsureMeaning}</p>
        </section>
      </section>
    </article>
  )
}
