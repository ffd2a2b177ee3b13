/**
 * A second reading of a thread from its English edition, where the week has one: a check on the
 * Chinese reading, never a decision of its own.
 *
 * It is deliberately narrow: it says something only where the English says it plainly (a first
 * verb such as "Suggested", "Voted +1 (binding)", a conclusion that "has been merged" or where
 * "the disagreement remains"), and nothing where it is unsure. Where it says something and the
 * Chinese reading says otherwise, one of the two readings is wrong: the decision becomes unsure
 * and the ingest report says why.
 */
import type { Stance, ThreadStatus, Vote } from '../dataset'

/** Statuses that read alike for this check: a preliminary agreement is an agreement. */
const FAMILY: Record<ThreadStatus, string> = {
  done: 'closed',
  agreed: 'agreed',
  tentative: 'agreed',
  contested: 'contested',
  open: 'open',
}

const STATUS_SIGNALS: readonly [ThreadStatus, RegExp][] = [
  [
    'done',
    /\b(?:ha(?:s|ve) been|was|were|is now|are now)\s+(?:\w+ly\s+)?(?:merged|released|withdrawn|accepted|abandoned|discarded|deployed|published|closed)\b|\bvote (?:has )?passed\b|\bpassed by\b|\bis live\b|\bmerged together\b/i,
  ],
  [
    'contested',
    /\bdisagreement (?:remains|is still|persists)|\bstill (?:\w+ly\s+)?(?:opposes?|disagrees?|insists?)\b|\bnew objections\b|\bdeadlock|\bstalemate|\bneither side\b/i,
  ],
  ['tentative', /\b(?:tentative(?:ly)?|preliminar(?:y|ily)|provisional(?:ly)?|in principle)\b/i],
  [
    'agreed',
    /\b(?:all parties|everyone|both sides)\b[^.;]{0,20}\bagreed?\b|\breached agreement\b|\bconsensus (?:was|has been) reached\b|\bis settled\b|\bit has been decided\b|^agreed\b/i,
  ],
  [
    'open',
    /\bstill (?:in progress|going on|under discussion|to be \w+|open|running)\b|\bhas not (?:replied|responded|updated)\b|\bawait(?:s|ing|ed)\b|\bextended\b|\bon hold\b|\bpaused\b|\bno (?:final )?decision\b/i,
  ],
]

/** The clauses that carry the point: after "Although …," only what follows. */
function mainPart(text: string): string {
  const concession = /^\s*(?:although|though|while|even though)\b[^,;]*[,;]\s*/i.exec(text)
  return concession ? text.slice(concession[0].length) : text
}

/**
 * What the English conclusion says plainly, or null.
 * englishStatus("The fix has been merged to trunk.") → "done";
 * englishStatus("Although disagreement remains, it has been decided to merge part one.") → "agreed";
 * englishStatus("No final consensus has been reached yet.") → null.
 */
export function englishStatus(conclusion: string): ThreadStatus | null {
  // "No final consensus has been reached yet": no plain signal either way.
  const text = mainPart(conclusion).replace(
    /\b(?:no|not)\b[^.;:]{0,20}\b(?:consensus|agreement|decision)\b[^.;:]*/gi,
    '',
  )
  for (const [status, re] of STATUS_SIGNALS) if (re.test(text)) return status
  return null
}

/** First verbs of an English position, per stance ("Still disagreed" reads as "disagreed"). */
const FIRST_VERB: readonly [Stance, RegExp][] = [
  ['objection', /^(?:opposed|objected|disagreed|rejected)\b/i],
  ['concern', /^(?:worried|was worried|raised (?:a )?concerns?|warned|cautioned|feared)\b/i],
  ['question', /^asked (?:whether|how|if|what|when|why|which|who)\b|^wondered\b/i],
  ['suggestion', /^(?:suggested|proposed|recommended|urged)\b/i],
  ['support', /^(?:agreed|supported|supports|endorsed|approved|backed)\b/i],
  [
    'information',
    /^(?:explained|reported|confirmed|updated|submitted|counted|announced|published|posted|listed|summari[sz]ed|shared|marked)\b/i,
  ],
]

/** englishStance("Still disagreed with offering an override …") → "objection"; null where unsure. */
export function englishStance(line: string): Stance | null {
  const text = line.trim().replace(/^(?:still|also|again|then|finally|once more)\s+/i, '')
  const found = FIRST_VERB.find(([, re]) => re.test(text))?.[0] ?? null
  // A report first may be followed by what decides ("Explained …, and proposed …"): no plain reading.
  return found === 'information' && /,\s*(?:and|but)\s/i.test(text) ? null : found
}

/**
 * The vote an English position casts, "none" where it plainly casts none, or null where unsure.
 * englishVote("Voted +1 (binding).") → { value: "+1", binding: true };
 * englishVote("Counted the votes: 3 binding +1.") → "none".
 */
export function englishVote(line: string): Vote | 'none' | null {
  const text = line.trim()
  if (/^(?:counted|summari[sz]ed|tallied|announced)\b/i.test(text)) return 'none'
  const binding = (word: string | undefined) => (word ? word.toLowerCase() === 'binding' : null)
  const number =
    /^(?:voted\s+|cast\s+(?:a\s+)?)?(?:(binding|non-binding)\s+)?([+-]1|0)\b(?:\s*\((binding|non-binding)\))?/i.exec(
      text,
    )
  if (number) return { value: number[2] as Vote['value'], binding: binding(number[1] ?? number[3]) }
  const words =
    /^(?:cast\s+a\s+vote|voted)\s+(against|in favou?r)(?:\s*\((binding|non-binding)\))?/i.exec(text)
  if (words)
    return {
      value: words[1]!.toLowerCase() === 'against' ? '-1' : '+1',
      binding: binding(words[2]),
    }
  if (/^abstained\b/i.test(text)) return { value: '0', binding: null }
  return null
}

/**
 * Why two readings disagree, or null where they agree or the English says nothing plain.
 * statusDisagreement("open", "The fix has been merged.") → "the English edition reads done";
 */
export function statusDisagreement(zh: ThreadStatus, conclusionEn: string): string | null {
  const en = englishStatus(conclusionEn)
  return en && FAMILY[en] !== FAMILY[zh] ? `the English edition reads ${en}` : null
}

export function stanceDisagreement(
  zh: { stance: Stance; vote: Vote | null },
  lineEn: string,
): string | null {
  const vote = englishVote(lineEn)
  if (vote === 'none' && zh.vote) return 'the English edition casts no vote'
  if (vote && vote !== 'none') {
    if (!zh.vote) return `the English edition casts ${vote.value}`
    if (vote.value !== zh.vote.value) return `the English edition votes ${vote.value}`
    if (vote.binding !== null && zh.vote.binding !== null && vote.binding !== zh.vote.binding)
      return `the English edition says ${vote.binding ? 'binding' : 'non-binding'}`
    return null
  }
  const stance = englishStance(lineEn)
  return stance && stance !== zh.stance && !zh.vote ? `the English edition reads ${stance}` : null
}
