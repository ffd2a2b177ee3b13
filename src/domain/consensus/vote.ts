/**
 * The vote a position casts, read by a small grammar over its line.
 *
 * A line is a sequence of words of three kinds, in any order:
 * - a value: +1 / −1 / 0 as numbers, or in words (赞成票, 反对票, 弃权, 支持票; 赞成 / 反对 /
 *   支持 where a vote frame stands around them: 投了赞成, "绑定票：反对");
 * - a binding: binding / non-binding and the Chinese words for them (约束性, 非约束性, 有约束力,
 *   不具约束力, 绑定, 非绑定 …), or the role the voter casts it in ("作为 committer", "以 PMC
 *   成员身份");
 * - what frames a value as not cast by this line: a count (3 个 +1, binding 三张), a tally
 *   announced (汇总, 计票, 点了一下 …), a vote still to come or denied (再投, 才会投票, 没人投,
 *   不打算投), another person's vote reported (转述), a setting (设为 -1).
 *
 * The line casts the first value not framed so, or, where it says the vote changed (改投, 改为,
 * 改成), the last one; its binding is the binding word nearest to it in the same sentence, else
 * unknown (null). A line that says a vote was cast without saying which is unsure. A number is a
 * value only where a vote frame stands by it: at the line's start, after 投 / 给, or by a binding.
 */
import type { Vote } from '../dataset'
import { halfWidth } from './clauses'
import { ownWords } from './own-words'
import { RELAY } from './relay'

type VoteValue = Vote['value']

export type VoteReading =
  | {
      vote: Vote
      /** The words of the line that cast it, as written. */
      evidence: string
    }
  /** The line says a vote was cast but not which: these words say so. */
  | { unsure: string }

interface Word {
  index: number
  end: number
}
interface ValueWord extends Word {
  value: VoteValue
  /** A bare number or word, a value only inside a vote frame. */
  bare: boolean
}
interface BindingWord extends Word {
  binding: boolean
}

/** Numbers that count votes; one (一张, 一票) is the voter's own. */
const NUMBERS = '\\d+|[二两三四五六七八九十几零]|[一二两三四五六七八九十几零]{2,}'

const VALUES: readonly { re: RegExp; value: VoteValue; bare: boolean }[] = [
  { re: /(?:赞成|支持)票/g, value: '+1', bare: false },
  { re: /反对票/g, value: '-1', bare: false },
  { re: /弃权票?|中立票|0\s*票|\babstain(?:ed|s)?\b/gi, value: '0', bare: false },
  // Apache's +0 / -0: no vote either way.
  { re: /(?<![\w.])[+-]\s?0(?!\d|\.\d|%)/g, value: '0', bare: true },
  { re: /(?<![\w.])\+\s?1(?!\d|\.\d)/g, value: '+1', bare: true },
  // Not after = (a setting, "retries=-1"), except a vote's own field ("值=-1", "value=-1").
  { re: /(?<![\w.+-])(?<!(?<!(?:值|value|vote)\s*)=)-1(?!\d|\.\d)/g, value: '-1', bare: true },
  { re: /(?<![\w.+-])0(?!\d|\.\d|%)/g, value: '0', bare: true },
  { re: /赞成|支持/g, value: '+1', bare: true },
  { re: /反对/g, value: '-1', bare: true },
]

/** Non-binding first: it contains the binding words. */
const BINDINGS: readonly { re: RegExp; binding: boolean }[] = [
  {
    re: /(?:binding|约束性|约束力)\s*[：:=]\s*(?:否|no|false|不是|无)|non[-\s]?binding|非\s*(?:binding|绑定|约束性?)|不具(?:有|备)?约束力|无约束力|(?<!有)没有约束力|不带约束力|(?:并)?不是\s*(?:committer|PMC|binding)|非\s*(?:committer|PMC)|不算\s*binding|不计入(?:结果|计票|票数)?/gi,
    binding: false,
  },
  {
    re: /(?:binding|约束性|约束力)\s*[：:=]\s*(?:是|yes|true|有)|binding|绑定|(?:具有|具|有|带有|带)约束力|约束性|身份\s*[：:]\s*(?:committer|PMC\s*(?:成员|member)?)|(?<=^|[；;，,（(]\s*)(?:committer|PMC\s*(?:成员|member)?)(?=\s*(?:来的)?\s*(?:[；;，,。）)]|$))|(?:作为|身为|以|(?:我|本人|自己|(?:他|她)(?:本人)?)\s*(?:是|系|为)|\bas\s+an?)\s*(?:一名)?\s*(?:committer|PMC\s*(?:成员|member)?|提交者|项目管理委员会成员)(?:\s*(?:的)?身份)?|(?:committer|PMC(?:\s*(?:成员|member))?)\s*(?:的)?\s*身份/gi,
    binding: true,
  },
]

/** A tally announced: every value after it is a count of others' votes. */
const TALLY =
  /汇总|统计|集计|战报|计票|点票|点算|清点|唱票|报数|比分|点了一?下|数了数|[数点](?:了|过)?(?:一?下|一遍)?票|数过|共有|总计|合计|结果[为是：:]|收到(?!\s*[，。；,！!]|\s*$)|通报|tally|close\s*了?\s*vote|clos(?:e|ing)\s+the\s+vote|so\s+far|results?\s*:|(?:the\s+)?vote\s+(?:has\s+)?(?:passed|failed)|📊|目前[^，。；]{0,4}(?:\d|[一二两三四五六七八九十])/i
/** Another person's word passed on, earlier in the sentence: what follows it is theirs. */
const RELAYED = new RegExp(`${RELAY.source}[^。；！？!?;]*$`)
/** A count right before or after a value or binding ("3 个 +1", "binding 三张", "四票"). */
const COUNT_BEFORE = new RegExp(`(?:${NUMBERS})\\s*(?:个|张|票|位)\\s*$`)
const COUNT_AFTER = new RegExp(
  `^\\s*(?:(?:已经|共)?\\s*(?:${NUMBERS})\\s*(?:个|张|票|位)|者\\s*(?:${NUMBERS}|一)|[×xX*]\\s*\\d)`,
)
/**
 * Before a value in its clause: a vote to come, denied or of someone else, or a setting. 再 marks a
 * vote to come, but 再投 right before the value is one more cast now unless a time or a
 * condition comes first (看完…再投, 下周再投).
 */
const NOT_CAST_BEFORE = [
  /(?:才会?|再(?![投次度]|一次)|(?:完|后|等|下周|之后|以后|晚些|稍后|回头)[^，。；]{0,12}?[再补]投|(?:撤回|收回|撤销|撤掉)(?:了|掉)?[^，。；]{0,8}$|将(?:要|会)?[^，。；]{0,16}?(?:投|给)|愿意?|(?<![开散例])会|(?<![只需就])要|若|如果|假如|一旦|只要|要是|一[^，。；个张票]{1,10}?(?:就|即)|打算|准备|计划|拟|(?<!想了)想(?!了)|不会|不打算|暂不|不\s*投|别\s*投|没有?人|无人|尚未|还没有?|没有|未)[^，。；]{0,12}$/,
  /(?:转述|转达|引用|援引|代为|代(?![码价号]))[^，。；]{0,48}$/,
  // Urging others to vote ("建议大家投 +1", "呼吁各位 committer 尽快投").
  /(?:建议|希望|请|呼吁|号召|欢迎)\s*(?:大家|各位|你们|其他人|更多人)[^，。；]{0,24}$/,
  // A vote of an earlier round ("RC1 时她投了反对票", "上次投的 -1").
  /(?:(?<![同及届])时|上次|上轮|上一轮|上一次|此前|之前|先前|原先)[^，。；]{0,6}$|(?:上周|上回|上个?月)\s*(?:他|她|我)?\s*(?:就|也)?\s*(?:投|给)?\s*(?:了|过|的是|的)?\s*$|(?<![由从]\s*)(?:上周|上回|上个?月|上个?礼拜|上个?星期)[^，。；]{0,16}?(?:(?:已经?|曾|改)\s*(?:投|给|交)|(?:投|给|交)\s*(?:了|过|的))[^，。；]{0,16}$/,
  // None against ("零反对票", "并无反对票").
  /^\s*(?:并|暂|也|亦)?\s*(?:无|零)\s*$/,
  /(?:设为|设置为|设成|默认值?为?|取值为?|值为|(?<!(?:值|value|vote)\s*)=|\bset\s+to|\bdefaults?\s+(?:to|of|is)|(?:值|次数|参数|配置|默认|上限|下限|超时|数量|个数|线程数|副本数|因子|大小)[^，。；]{0,4}?(?:改|调|设)(?:成|为|到))\s*$/i,
]
/** A relay marked in brackets ("（转述）", "（代为转达…）"): the line passes on someone's vote. */
const RELAY_TAG = /[（(]\s*(?:转述|转达|代为转达|代转|代发)/
/** A value that names the voters, their reasons or count ("+1 的人", "投 -1 的理由"). */
const NAMES_VOTERS =
  /^\s*(?:[（(][^）)]*[）)])?\s*的\s*(?:人|票数|人数|数量|理由|一方|那方|阵营|同学|用户|committer)/i
/** After a value in its sentence: an earlier round ("… +1 last week"). */
const LAST_ROUND_AFTER = /^[^，。；;.!?]{0,24}\blast\s+(?:week|time|round)\b/i
/** Another person's vote ("他的 +1", "Ana 的 -1"); "我的 +1" is the speaker's. */
const OTHERS_VOTE =
  /(?:他|她|你|他们|她们|(?<![\w-])(?!(?:non[-\s]?)?binding\b|PMC\b|committer\b)[A-Za-z][\w.-]*)\s*的\s*(?:binding\s*)?$/i
/** A narrator telling what the speaker said ("她说…"). */
const NARRATED = /(?:他|她)\s*(?:说|表示|称|讲|补充)/
/** A vote told as cast: 投了 / 投过 right before the value. */
const PERFECTIVE_CAST = /投\s*(?:了|过)\s*(?:个|一个|一张|一票)?\s*(?:binding\s*)?$/i
/** Only the speaker and adverbs before a bare value in its clause ("我也 +1", "坚决 -1"). */
const VOICE_BEFORE =
  /^(?:I['’]m|I\s+am|I|we['’]re|we\s+are|we|me|(?:[✅✔☑❌✖]|👍|👎)\uFE0F?|那|我们|我这边|我|这边|本人|也|同样|强烈|坚决|明确|果断|直接|依然|仍然|依旧|照旧|还是|继续|上周|之前|此前|先前|原来|本轮|这轮|这一轮|这次|本次|这回|今天|这周|本周|[“”"「『]|\s)*$/
/** A value in brackets after the word that casts it: "表示赞成（+1）", "同意（+1）". */
const VALUE_IN_BRACKETS = /(?:赞成|支持|同意|反对|弃权)\s*[（(]\s*$/
/** A number before a classifier is a count ("0 个 -1"), not a value. */
const CLASSIFIER_AFTER = /^\s*(?:个|张|票|位|人|反对|赞成|弃权)/
/** The frame that makes a bare value a vote: the line's start, 投 / 给 before it. */
const CAST_BEFORE =
  /(?:^\s*(?:[（(【[][^）)】\]，。]{1,12}[）)】\]]\s*)?[【[（(]?|^(?:[✅✔☑❌✖]|👍|👎)\uFE0F?|投(?:的是)?|给|改|换|回复?|维持|保持|坚持|补(?:投)?|跟(?:投)?|\bvot(?:e|ed|ing)|→|->|\bto|(?:值|value|vote)\s*=|[A-Za-z)][.!]\s)\s*(?:了|出|下|成|为|到){0,2}\s*(?:个|一个|一张|一票|票|一句|一次|一回)?\s*(?:binding\s*)?$/i
/** A vote noun that frames a bare 赞成 / 反对 in a clause next to it ("绑定票：反对"). */
const VOTE_NOUN =
  /(?:binding|绑定|约束性|约束力|我|这|此|该)\s*(?:的)?\s*(?:一)?票|\b(?:this|my)\s+(?:one|vote)\b/i
/** A vote noun, or a clause about the vote's binding ("反对；binding 没写"), next to a bare 赞成 / 反对. */
const VOTE_NOUN_NEAR = new RegExp(`${VOTE_NOUN.source}|binding|约束`, 'i')
const CHANGED =
  /改投|改为|改成|改到|换成|换为|改票|\bchanged\s+to\b|改\s*[+-]?[01]|→|->|\b(?:chang|switch)(?:e|ed|es|ing)?\s+my\s+vote/i
/** A vote cast, its value not said. */
const CAST_UNSAID = /投了票|投过票|投了一票|已(?:经)?[^，。；]{0,10}投(?:了)?票/

const CLAUSE_END = /[，。；,;：:！？!?\n｜→]/
const SENTENCE_END = /[。！？!?\n]/

function clauseOf(text: string, index: number, end = CLAUSE_END): { start: number; end: number } {
  let start = index
  while (start > 0 && !end.test(text[start - 1] as string)) start--
  let stop = index
  while (stop < text.length && !end.test(text[stop] as string)) stop++
  return { start, end: stop }
}

function valueWords(text: string): ValueWord[] {
  const found: ValueWord[] = []
  const taken = new Array<boolean>(text.length).fill(false)
  for (const { re, value, bare } of VALUES)
    for (const m of text.matchAll(re)) {
      const end = m.index + m[0].length
      if (taken.slice(m.index, end).includes(true)) continue
      taken.fill(true, m.index, end)
      found.push({ index: m.index, end, value, bare })
    }
  return found.sort((a, b) => a.index - b.index)
}

/** Verbs of stating, in "没写", "未注明", "没标". */
const STATED = '说明?|提|讲|注明|表明|写明?|标注?|标明'
/** Before a binding word: the line says it does not say ("没说算不算 binding", "未说明是否具有约束力"). */
const BINDING_UNSAID = new RegExp(
  `(?:没有?|未|不)(?:${STATED})[^，。；]{0,16}$|是否\\s*$|算不算\\s*$|有没有?\\s*$|是不是\\s*$|(?:binding|约束[力性])\\s*[不没]\\s*$`,
  'i',
)
/** After a binding word in its clause: whether, or not stated ("binding 也没写", "约束性与否未作说明"). */
const BINDING_UNSAID_AFTER = new RegExp(
  `^\\s*(?:与否|[不没]\\s*(?:binding|约束)|[^，。；]{0,8}?(?:没有?|未)\\s*(?:作)?\\s*(?:${STATED}))`,
  'i',
)

function bindingWords(text: string): BindingWord[] {
  const found: BindingWord[] = []
  const taken = new Array<boolean>(text.length).fill(false)
  for (const { re, binding } of BINDINGS)
    for (const m of text.matchAll(re)) {
      const end = m.index + m[0].length
      if (taken.slice(m.index, end).includes(true)) continue
      taken.fill(true, m.index, end)
      const clause = clauseOf(text, m.index)
      // A field answered ("是否 binding：是") says it, whatever its label asks.
      const answered = /[：:]/.test(m[0])
      if (!answered && BINDING_UNSAID.test(text.slice(clause.start, m.index))) continue
      if (!answered && BINDING_UNSAID_AFTER.test(text.slice(end, clause.end))) continue
      found.push({ index: m.index, end, binding })
    }
  return found
}

/**
 * A word with a count next to it, allowing a binding between, bracketed or not ("4 个 binding
 * +1", "binding 三张", "+1（binding）两张"); in a list where another value is counted, one (一张)
 * counts too ("两张、+1（non-binding）一张").
 */
function counted(
  text: string,
  w: Word,
  bindings: readonly BindingWord[],
  inTally = false,
): boolean {
  const between = (s: string) => /^[\s（()）]*$/.test(s)
  const before = bindings.find((b) => b.end <= w.index && between(text.slice(b.end, w.index)))
  const from = before ? before.index : w.index
  const after = bindings.find((b) => b.index >= w.end && between(text.slice(w.end, b.index)))
  const rest = text.slice(after ? after.end : w.end).replace(/^\s*[）)]/, '')
  return (
    COUNT_BEFORE.test(text.slice(0, from)) ||
    COUNT_AFTER.test(rest) ||
    (inTally && ONE_AFTER.test(rest))
  )
}
/** One of a kind after a value, in a list of counts. */
const ONE_AFTER = /^\s*一\s*(?:个|张|票|位)/

function casts(
  text: string,
  w: ValueWord,
  bindings: readonly BindingWord[],
  inTally: boolean,
): boolean {
  if (TALLY.test(text.slice(0, w.index))) return false
  if (RELAY_TAG.test(text)) return false
  if (NAMES_VOTERS.test(text.slice(w.end))) return false
  if (LAST_ROUND_AFTER.test(text.slice(w.end))) return false
  // "+1 on closing this": endorsing an act, no vote.
  if (/^\s*on\s+[a-z]+ing\b/i.test(text.slice(w.end))) return false
  const others = OTHERS_VOTE.exec(text.slice(0, w.index))
  // "她说她的 +1 是非绑定的": a narrator's pronoun is the speaker's own.
  const narrated = others && /^[他她]/.test(others[0]) && NARRATED.test(text.slice(0, others.index))
  if (others && !narrated) return false
  if (RELAYED.test(text.slice(0, w.index))) return false
  if (counted(text, w, bindings, inTally)) return false
  const clause = clauseOf(text, w.index)
  const before = text.slice(clause.start, w.index)
  // "投了 +1" told as done: a modal or a time earlier in the clause belongs to the teller
  // ("你会发现她投了 +1"), not to the vote.
  const told = PERFECTIVE_CAST.test(before)
  if (NOT_CAST_BEFORE.some((re, i) => !(told && i === 0) && re.test(before))) return false
  if (!w.bare) return true
  const word = text.slice(w.index, w.end)
  const bindingInClause = bindings.some((b) => b.index >= clause.start && b.end <= clause.end)
  if (/^[+-]?\s?[01]$/.test(word)) {
    if (CLASSIFIER_AFTER.test(text.slice(w.end))) return false
    // "0 失败", "0 报错": a zero before a noun counts it.
    if (word === '0' && /^\s*[\u4e00-\u9fff]/.test(text.slice(w.end))) return false
    return (
      CAST_BEFORE.test(text.slice(0, w.index)) ||
      CAST_BEFORE.test(before) ||
      VOICE_BEFORE.test(before) ||
      VALUE_IN_BRACKETS.test(before) ||
      bindingInClause
    )
  }
  // 赞成 / 反对 / 支持: a vote only after 投, or as the whole clause beside a vote noun.
  if (
    /投\s*(?:了|出|下)?\s*(?:个|一个|一张|一票)?\s*(?:(?:non[-\s]?)?binding|约束性|非约束性)?\s*(?:的)?\s*$/i.test(
      before,
    )
  )
    return true
  // As the whole clause (an aside in brackets apart), with its binding in that aside ("赞成（binding）"),
  // beside a vote noun before or after it ("绑定票：反对", "赞成。此票……"), or after a vote's own
  // colon ("表决：反对（binding）").
  const alone = text.slice(clause.start, clause.end).replace(ASIDE, '').trim() === word
  const previous = clause.start > 1 ? clauseOf(text, clause.start - 2) : null
  const next = clause.end + 1 < text.length ? clauseOf(text, clause.end + 1) : null
  const near = (c: { start: number; end: number } | null) =>
    c !== null && VOTE_NOUN_NEAR.test(text.slice(c.start, c.end))
  const framed =
    previous !== null &&
    /[：:]/.test(text.charAt(clause.start - 1)) &&
    VOTE_FRAME.test(text.slice(previous.start, previous.end))
  const bindingAside = BINDING_ASIDE.test(text.slice(w.end, clause.end))
  return alone && (framed || bindingAside || near(previous) || near(next))
}
/** A binding in brackets right after the word ("赞成（binding）"); a role before it is no vote. */
const BINDING_ASIDE = /^\s*[（(][^）)]*(?:binding|约束)[^）)]*[）)]\s*$/i
/** An aside in brackets ("（binding）"). */
const ASIDE = /[（(][^）)]*[）)]/g
/** What names a vote before its colon: "表决：", "本人投票：", "vote:". */
const VOTE_FRAME = /(?:投票|表决|票|\bvote)\s*$/i

/** A clause that only says the vote's binding ("这票 binding", "此票具有约束力"). */
const OF_THIS_VOTE = /(?:(?:这|此|该)一?\s*票|(?:this|my)(?:one|vote)?)\s*(?:是|为|is)?\s*$/i
/** What may follow the binding word in such a clause: a particle, "btw". */
const FILLER = /^(?:的|了|哈|啊|呢|吧|哦|票|btw)*$/i

/**
 * The binding word nearest to the value in its sentence; else one in a later clause of the line
 * that speaks of this vote ("+1。补一句，这票 binding。"); else none.
 */
function bindingOf(text: string, w: Word, bindings: readonly BindingWord[]): BindingWord | null {
  const sentence = clauseOf(text, w.index, SENTENCE_END)
  const distance = (b: BindingWord) => (b.end <= w.index ? w.index - b.end : b.index - w.end)
  const near = bindings
    .filter((b) => b.index >= sentence.start && b.end <= sentence.end && !counted(text, b, []))
    .sort((a, b) => distance(a) - distance(b))
  if (near[0]) return near[0]
  // A role that is the line's whole first sentence ("PMC 成员。弃权。") is the voter's.
  const opening = bindings.find(
    (b) =>
      b.end <= sentence.start &&
      /^\s*$/.test(text.slice(0, b.index)) &&
      /^\s*[。.]/.test(text.slice(b.end)),
  )
  if (opening) return opening
  return (
    bindings.find((b) => {
      if (b.index < sentence.end) return false
      const clause = clauseOf(text, b.index)
      const squeeze = (s: string) => s.replace(/[的\s]/g, '')
      const before = squeeze(text.slice(clause.start, b.index))
      const after = squeeze(text.slice(b.end, clause.end))
      return FILLER.test(after) && (before === '' || OF_THIS_VOTE.test(before))
    }) ?? null
  )
}

/**
 * The vote a line casts, null where it casts none, or unsure.
 * readVote("+1，binding。") → { vote: { value: "+1", binding: true }, evidence: "+1，binding" };
 * readVote("作为 committer 投 +1") → { vote: { value: "+1", binding: true }, … };
 * readVote("点了下票：binding 三张，没人投 -1") → null;
 * readVote("撤回先前的 -1，改投 +1") → { vote: { value: "+1", binding: null }, evidence: "+1" };
 * readVote("投了票。") → { unsure: "投了票" }.
 */
export function readVote(written: string): VoteReading | null {
  // Quoted own words ("原话是 “+1 (binding)”") are read as the line; offsets stay as written.
  const original = ownWords(written)
  const text = halfWidth(original)
  const bindings = bindingWords(text)
  const values = valueWords(text)
  const inTally = values.some((w) => counted(text, w, bindings))
  const cast = values.filter((w) => casts(text, w, bindings, inTally))
  const chosen = CHANGED.test(text) ? cast.at(-1) : cast[0]
  if (!chosen) {
    const unsaid = CAST_UNSAID.exec(text)
    return unsaid && !TALLY.test(text.slice(0, unsaid.index)) ? { unsure: unsaid[0] } : null
  }
  const binding = bindingOf(text, chosen, bindings)
  const clause = clauseOf(text, chosen.index)
  let from = Math.min(clause.start, binding?.index ?? clause.start)
  let to = Math.max(clause.end, binding?.end ?? clause.end)
  // A binding word in the next clause ("+1，binding"): the two clauses, not the whole sentence.
  if (to - from > 40) [from, to] = [clause.start, clause.end]
  return {
    vote: { value: chosen.value, binding: binding ? binding.binding : null },
    evidence: original.slice(from, to).trim(),
  }
}
