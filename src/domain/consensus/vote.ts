/**
 * The vote a position casts, if any: "投出 binding +1", "+1（binding）", "投了绑定赞成票",
 * "弃权", "投了 0 票", "将此前的弃权改为 binding +1".
 *
 * Only the person's own vote counts. A tally ("共 4 个 binding +1", "3 个 binding +1、2 个
 * non-binding +1") is a count, not a vote; "才会投票" / "将投票" is a vote still to come; a
 * value such as "默认 TTL 设为 -1" is a setting. A number is a vote when it opens the line, when
 * 投 (了/出) comes right before it, or when binding / non-binding stands next to it.
 */
import type { Vote } from '../dataset'
import { halfWidth } from './clauses'

type VoteValue = Vote['value']

export interface VoteReading {
  vote: Vote
  /** The words of the line that cast it. */
  evidence: string
}

const NON_BINDING = /non[-\s]?binding|非绑定|非约束|不具约束力/i
const BINDING = /\bbinding\b|绑定|约束性/i

/** Words that cast a vote, with the value they cast. */
const VOTE_WORDS: readonly { re: RegExp; value: VoteValue }[] = [
  { re: /(?:[+]1|＋1)/g, value: '+1' },
  { re: /(?<![\w.])-1(?![\d.])/g, value: '-1' },
  { re: /(?:绑定|非绑定|binding\s*)?赞成票/gi, value: '+1' },
  { re: /(?:绑定|非绑定)?反对票/g, value: '-1' },
  { re: /弃权|0\s*票|(?<![\w.+-])0(?=\s*[（(]?\s*(?:non-?)?binding)/gi, value: '0' },
]

/** A count before the vote ("3 个 binding +1", "4 张反对票"): a tally, not a vote. */
const COUNT_BEFORE = /\d+\s*(?:个|张|票|位)\s*(?:[（(]?(?:non[-\s]?)?binding[）)]?\s*)?$/i
/** A report of the tally: everything after it is what others voted. */
const TALLY = /汇总|统计|共有|总计|合计|结果[为是：:]/
/** A vote still to come or denied: "才会投票", "尚未投票", "将投赞成票". */
const NOT_CAST = /(?:才会|将会?|准备|打算|计划|尚未|还没|没有|不会|暂不)[^，。；]{0,6}$/

const CLAUSE_END = /[，。；,;]/

/** The clause of `text` around `index`, as offsets (binding / non-binding stands in it). */
function clauseAround(text: string, index: number): { start: number; end: number } {
  let start = index
  while (start > 0 && !CLAUSE_END.test(text[start - 1] as string)) start--
  let end = index
  while (end < text.length && !CLAUSE_END.test(text[end] as string)) end++
  return { start, end }
}

function castsHere(text: string, index: number): boolean {
  const before = text.slice(0, index)
  if (TALLY.test(before)) return false
  if (COUNT_BEFORE.test(before)) return false
  if (NOT_CAST.test(before)) return false
  return true
}

/**
 * The vote of a position, or null.
 * readVote("投出 binding +1，并感谢作者") → { vote: { value: "+1", binding: true }, evidence: "binding +1" };
 * readVote("汇总投票：3 个 binding +1、2 个 non-binding +1") → null;
 * readVote("读完新版 KIP 后，将此前的弃权改为 binding +1") → { vote: { value: "+1", binding: true }, … }.
 */
export function readVote(original: string): VoteReading | null {
  const text = halfWidth(original)
  const hits: { index: number; text: string; value: VoteValue }[] = []
  for (const { re, value } of VOTE_WORDS)
    for (const m of text.matchAll(re)) hits.push({ index: m.index, text: m[0], value })
  hits.sort((a, b) => a.index - b.index)
  // "改为 X": the vote changed; the last value is the one cast.
  const changed = /改为|改投|改成/.test(text)
  const cast = hits.filter((h) => {
    if (!castsHere(text, h.index)) return false
    if (h.value !== '0' && !/^[+-]1$/.test(h.text)) return true
    if (h.value === '0' && !/^0/.test(h.text)) return true
    // A bare number: a vote only at the start, after 投 (了/出), or next to binding.
    const before = text.slice(0, h.index)
    const { start, end } = clauseAround(text, h.index)
    const around = text.slice(start, end)
    return (
      /^\s*(?:binding\s*)?$/i.test(before) ||
      /(?:投|给出|给)(?:了|出)?\s*(?:一票|一个)?\s*$/.test(before) ||
      /binding|绑定/i.test(around)
    )
  })
  const chosen = changed ? cast.at(-1) : cast[0]
  if (!chosen) return null
  const { start, end } = clauseAround(text, chosen.index)
  const around = text.slice(start, end)
  const binding = NON_BINDING.test(around) ? false : BINDING.test(around) ? true : null
  return {
    vote: { value: chosen.value, binding },
    evidence: original.slice(start, end).trim(),
  }
}
