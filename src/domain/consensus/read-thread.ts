/**
 * Reads a thread as a careful reader would: what it is about, its status, each position's
 * stance, vote and KIPs, in both languages, taking a maintainer's review where there is one.
 */
import type { Localized, StanceFields, StatusFields } from '../dataset'
import { englishStanceEvidence, englishStatusEvidence } from './english'
import type { ReviewBook } from './reviews'
import { decideStance } from './stance'
import { readInSimplified } from './script'
import { stanceDisagreement, statusDisagreement } from './second-reading'
import { classifyStatus } from './status'
import { linesDisagreement } from './thread-check'
import { positionKips, subjectKips } from './subject'

export interface ThreadText {
  week: string
  summary: Localized
  conclusion: Localized
  positions: { name: string; text: Localized; line: number }[]
  /** The Chinese file and the conclusion's line, for the unsure list. */
  file: string
  conclusionLine: number
}

interface PositionReading extends StanceFields {
  kips: number[]
}

export interface ThreadReading extends StatusFields {
  subjectKips: number[]
  positions: PositionReading[]
  /** "file:line: …" for every decision the rules could not make, for the ingest report. */
  unsure: string[]
}

const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}…` : s)
/** Why a decision is unsure though the rules made one: " (the Chinese reads …; the English edition …)". */
const doubt = (why: string | null, chinese: string) =>
  why ? ` (the Chinese reads ${chinese}; ${why})` : ''

/**
 * readThread({ week: "2026-W20", conclusion: { zh: "PR 已合并，流程结束。" }, … }, book)
 *   → { status: "done", statusEvidence: "已合并", statusBasis: "rule", … }.
 */
export function readThread(t: ThreadText, book: ReviewBook): ThreadReading {
  const unsure: string[] = []
  const subject = subjectKips(t.summary.zh)
  const positions = t.positions.map((p): PositionReading => {
    const reviewed = book.stance(t.week, p.name, p.text.zh)
    const line = readInSimplified(p.text.zh)
    const reading = decideStance({ ...p.text, zh: line.text }, readInSimplified(p.name).text)
    const decided = { ...reading, evidence: line.asWritten(reading.evidence) }
    const stanceDoubt =
      decided.basis === 'rule' && p.text.en !== undefined
        ? stanceDisagreement(decided, p.text.en)
        : null
    const stance = reviewed
      ? {
          stance: reviewed.stance,
          evidence: reviewed.evidence,
          gloss: reviewed.why,
          basis: 'reviewed' as const,
        }
      : stanceDoubt
        ? { ...decided, basis: 'unsure' as const }
        : decided
    if (stance.basis === 'unsure')
      unsure.push(
        `${t.file}:${p.line}: stance not decided: @${p.name}: "${clip(p.text.zh)}"${doubt(stanceDoubt, `${decided.stance}${decided.vote ? `, votes ${decided.vote.value}` : ''}`)}`,
      )
    return {
      stance: stance.stance,
      stanceEvidence: stance.evidence,
      stanceEvidenceEn:
        p.text.en !== undefined && stance.basis === 'rule'
          ? englishStanceEvidence(p.text.en, stance.stance)
          : null,
      stanceGloss: stance.gloss,
      stanceBasis: stance.basis,
      // A reviewed vote (null included) replaces the rules'; a review without one keeps theirs.
      vote: reviewed?.vote !== undefined ? reviewed.vote : decided.vote,
      kips: positionKips(p.text.zh, subject),
    }
  })
  const review = book.status(t.week, t.conclusion.zh)
  const conclusion = readInSimplified(t.conclusion.zh)
  const read = classifyStatus(conclusion.text)
  const rule = { ...read, evidence: conclusion.asWritten(read.evidence) }
  // Where the English edition plainly reads otherwise, or no line bears the reading out, one of
  // the readings is wrong.
  const statusDoubt =
    rule.basis === 'rule'
      ? ((t.conclusion.en !== undefined
          ? statusDisagreement(rule.status, t.conclusion.en)
          : null) ?? linesDisagreement(rule.status, positions))
      : null
  const status = review
    ? {
        status: review.status,
        evidence: review.evidence,
        gloss: review.why,
        basis: 'reviewed' as const,
      }
    : statusDoubt
      ? { ...rule, basis: 'unsure' as const }
      : rule
  if (status.basis === 'unsure')
    unsure.push(
      `${t.file}:${t.conclusionLine}: status not decided: "${clip(t.conclusion.zh)}"${doubt(statusDoubt, `${rule.status} ("${rule.evidence}")`)}`,
    )
  const statusEvidenceEn =
    t.conclusion.en !== undefined && status.basis === 'rule'
      ? englishStatusEvidence(t.conclusion.en, status.status)
      : null
  return {
    subjectKips: subject,
    status: status.status,
    statusEvidence: status.evidence,
    statusEvidenceEn,
    statusGloss: status.gloss,
    statusBasis: status.basis,
    positions,
    unsure,
  }
}
