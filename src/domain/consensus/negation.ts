/**
 * Negation and its scope in Chinese clauses.
 *
 * A negator denies what follows it in its clause, up to a few words on: "尚未达成最终共识" denies
 * the consensus, "未能就是否在 Broker 端实现延迟消息达成一致" too, but "没有人改变立场，讨论将继续"
 * does not reach into the next clause. Two negators in a row cancel out: "并非没有共识" says
 * there is consensus, "并不是没有分歧" that there is disagreement. Words that merely contain a
 * negating character are not negators: 无盘 (diskless), 未来 (future), 不同 (different), 不断,
 * 不仅, 无论, 非常, 级别 (level), 区别 (difference), 别的 (other) ….
 */

/** Longest first, so that "尚未" is one negator and not "尚" + "未". */
const NEGATORS = [
  '不能谓',
  '不能说',
  '不可谓',
  '谈不上',
  '拒绝',
  '算不上',
  '并不是',
  '并没有',
  '还没有',
  '没有人',
  '尚未',
  '仍未',
  '还未',
  '并未',
  '未能',
  '没能',
  '从未',
  '暂未',
  '暂无',
  '尚无',
  '仍无',
  '并无',
  '毫无',
  '无人',
  '不再',
  '不予',
  '不是',
  '并不',
  '并非',
  '无法',
  '不能',
  '还没',
  '没有',
  '没',
  '未',
  '不',
  '无',
  '非',
  '别',
]

/** English negators, as whole words ("not withdrawn", "No consensus yet", "isn't merged"). */
const ENGLISH_NEGATORS = [
  "isn't",
  "aren't",
  "wasn't",
  "hasn't",
  "haven't",
  "didn't",
  'not',
  'no',
  'never',
]

/** Words that contain a negating character but deny nothing. */
const NOT_NEGATORS =
  /无盘|未来|不同(?!意)|不断|不仅|不但|无论|不论|非常|非绑定|不久|不少|不过|不得不|不足|不够|不一|未解决的|未决|无需|不必要|不再推进|不再继续|不再跟进|[级区类特分个告识差性派辨判鉴离道有]别|别(?:的|人|处|名|称)/y

/** Negators of a saying ("不能说…"), which chain with a negator further on. */
const SAYING = /^(?:不能谓|不能说|不可谓)$/

/** How far (in characters) a negator reaches within its clause. */
const REACH = 24

export interface NegatorHit {
  index: number
  text: string
}

/** Every negator of a clause, in order, skipping words that only look like one. */
function negators(clause: string): NegatorHit[] {
  const hits: NegatorHit[] = []
  const lower = clause.toLowerCase()
  const wordAt = (i: number, word: string) =>
    lower.startsWith(word, i) &&
    !/[a-z]/.test(lower.charAt(i - 1)) &&
    !/[a-z]/.test(lower.charAt(i + word.length))
  for (let i = 0; i < clause.length;) {
    const english = ENGLISH_NEGATORS.find((n) => wordAt(i, n))
    if (english) {
      hits.push({ index: i, text: clause.slice(i, i + english.length) })
      i += english.length
      continue
    }
    NOT_NEGATORS.lastIndex = i
    const fake = NOT_NEGATORS.exec(clause)
    if (fake) {
      i += fake[0].length
      continue
    }
    const word = NEGATORS.find((n) => clause.startsWith(n, i))
    if (word) {
      hits.push({ index: i, text: word })
      i += word.length
    } else i++
  }
  return hits
}

/**
 * Whether the words at `index` of `clause` are denied: an odd number of chained negators before
 * them, the nearest within reach.
 * isNegated("尚未达成最终共识", 2) → true; isNegated("并非没有共识", 4) → false;
 * isNegated("无盘主题已合并", 5) → false.
 */
export function isNegated(clause: string, index: number): boolean {
  const before = negators(clause).filter((n) => n.index + n.text.length <= index)
  const nearest = before.at(-1)
  if (!nearest || index - (nearest.index + nearest.text.length) > REACH) return false
  // Chained negators ("并非没有", "不是没有", "并不是没有") cancel out pairwise.
  let count = 1
  for (let k = before.length - 2; k >= 0; k--) {
    const a = before[k] as NegatorHit
    const b = before[k + 1] as NegatorHit
    // "不能谓…尚无合意": denying a saying reaches over what is said.
    const reach = SAYING.test(a.text) ? 12 : 2
    if (b.index - (a.index + a.text.length) > reach) break
    count++
  }
  return count % 2 === 1
}

/** The negator that denies the words at `index`, if any (for evidence: "尚未" + "达成一致"). */
export function negatorOf(clause: string, index: number): NegatorHit | undefined {
  if (!isNegated(clause, index)) return undefined
  return negators(clause)
    .filter((n) => n.index + n.text.length <= index)
    .at(-1)
}
