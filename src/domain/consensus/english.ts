/**
 * The decisive words of an English edition's sentence, for English pages: the rules decide on
 * the Chinese original, and the English edition is a faithful translation, so the English
 * clause that says the same thing is found by what it says (merged, consensus, tentative …).
 */
import type { ThreadStatus } from '../dataset'
import type { Stance } from './stance'

const STATUS_EN: Record<ThreadStatus, RegExp> = {
  done: /\b(?:merged|released|deployed|published|live|passed|accepted|withdrawn|withdrew|abandoned|dropped|discarded|closed|finished|over|landed|shipped|fixed)\b/i,
  contested:
    /\b(?:disagree\w*|disput\w*|oppos\w*|objection\w*|split|deadlock\w*|stalemate|divided|at odds|differ\w*|insist\w*|contested|no compromise)\b/i,
  tentative:
    /\b(?:tentative\w*|preliminar\w*|provisional\w*|in principle|lean\w*|for now|broadly)\b/i,
  agreed:
    /\b(?:agree\w*|consensus|settled|decided|decision|adopt\w*|no (?:more |further )?objections?|aligned|endorse\w*|accepted|finali[sz]ed|resolved)\b/i,
  open: /\b(?:wait\w*|await\w*|pending|not yet|still|under discussion|extended|postponed|delayed|to be \w+|later|next|plans?|planned|paused|on hold|rejected|no conclusion|open)\b/i,
}

const STANCE_EN: Record<Stance, RegExp> = {
  support:
    /\b(?:agree\w*|support\w*|in favou?r|endorse\w*|approv\w*|accept\w*|no objection|\+1|backed|welcom\w*|LGTM)\b/i,
  objection:
    /\b(?:oppos\w*|object\w*|disagree\w*|against|-1|veto\w*|reject\w*|unnecessary|premature)\b/i,
  concern: /\b(?:concern\w*|worr\w*|risk\w*|fear\w*|warn\w*|remind\w*|doubt\w*)\b/i,
  question: /\b(?:ask\w*|question\w*|wonder\w*|whether)\b|\?/i,
  suggestion:
    /\b(?:suggest\w*|lean\w*|prefer\w*|propos\w*|recommend\w*|should|advocat\w*|request\w*|urg\w*|hop\w*|want\w*)\b/i,
  information:
    /\b(?:report\w*|count\w*|confirm\w*|explain\w*|updat\w*|submitt\w*|announc\w*|not\w*|point\w*|summar\w*|stat\w*|add\w*|publish\w*|list\w*|mark\w*|answer\w*|repl\w*|verif\w*|test\w*|introduc\w*)\b/i,
}

/** Words around a cue: the clause it stands in, at most this many words either side. */
const WORDS_AROUND = 6

function phraseAround(text: string, re: RegExp): string | null {
  // Sentence ends, but not the dots of "vs.", "e.g.", "i.e.", "etc.".
  const clauses = text.split(
    /(?<!\b(?:vs|e\.g|i\.e|etc)\.)(?<=[.;:!?])\s+|,\s+(?:but|while|and then)\s+|;\s*|:\s*/,
  )
  for (const clause of clauses) {
    const m = re.exec(clause)
    if (!m) continue
    const words = clause.trim().split(/\s+/)
    if (words.length <= WORDS_AROUND * 2 + 1) return clause.trim().replace(/[.;,]$/, '')
    const before = clause.slice(0, m.index).trim().split(/\s+/).filter(Boolean)
    const at = before.length
    const from = Math.max(0, at - WORDS_AROUND)
    const to = Math.min(words.length, at + WORDS_AROUND + 1)
    return `${from > 0 ? '… ' : ''}${words.slice(from, to).join(' ')}${to < words.length ? ' …' : ''}`.replace(
      /[.;,]$/,
      '',
    )
  }
  return null
}

/**
 * englishStatusEvidence("The PR has been merged; the process is finished.", "done")
 *   → "The PR has been merged"; null when the English says nothing of the kind.
 */
export function englishStatusEvidence(english: string, status: ThreadStatus): string | null {
  return phraseAround(english, STATUS_EN[status])
}

/** englishStanceEvidence("Suggested adding a deny list.", "suggestion") → "Suggested adding a deny list". */
export function englishStanceEvidence(english: string, stance: Stance): string | null {
  return phraseAround(english, STANCE_EN[stance])
}
