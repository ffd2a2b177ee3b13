/**
 * The stance a position takes, read as a careful reader would.
 *
 * 1. A vote decides: its own +1 is support, -1 objection, 0 (an abstention) information
 *    (vote.ts).
 * 2. Otherwise the position is read clause by clause, and in each clause only its head counts:
 *    the verb the speaker opens it with, after adverbs (仍然, 原则上, 同时 …) and stance frames
 *    (表示, 认为). So "支持该 KIP" is support, while "协调器设计同样支持多副本部署" (a design
 *    supports a feature) or "当 Broker 不支持所需版本时" (a condition) is no stance.
 * 3. Reporting verbs (说明, 总结, 汇总, 回答说 …) make the rest of their clause, and after a colon
 *    the rest of the line, reported content: "总结各方意见：……这一点没有人反对" reports others'
 *    views and is information.
 * 4. A negated head turns: 不同意 / 不支持 / 不建议 are objections, 不反对 / 没有异议 /
 *    不再担心 / 不再坚持 are support (a worry answered, a position given up).
 * 5. The first clause whose head is a stance other than information decides ("指出 …，建议 …"
 *    is a suggestion); information only when no clause says more.
 * 6. No cue at all: unsure, listed for a maintainer.
 */
import type { Basis, Localized, Stance, Vote } from '../dataset'
import { halfWidth, splitClauses, type Clause } from './clauses'
import { escapeRegExp } from './cues'
import { ownWords } from './own-words'
import { RELAY } from './relay'
import { readVote } from './vote'

export type { Stance }

export interface StanceCues {
  stance: Stance
  /** Head verbs, Chinese. */
  zh: readonly string[]
  gloss: string
}

/** Head verbs per stance (the longest match at the head wins). */
export const STANCE_CUES: readonly StanceCues[] = [
  {
    stance: 'objection',
    gloss: 'opposes it',
    zh: [
      '反对',
      '不服',
      'against',
      'not a fan',
      'not convinced',
      'opposed',
      'oppose',
      '不同意',
      '不赞成',
      '不赞同',
      '不支持',
      '不认可',
      '不接受',
      '否决',
      '拒绝',
      '驳回',
      '没有必要',
      '不必',
      '无需',
      '不应该',
      '不应当',
      '不应',
      '不该',
      '不宜',
      '不建议',
      '为时过早',
      '坚决不',
      '不能接受',
      '无法接受',
      '难以接受',
      '不可接受',
      '反驳',
      '不认为',
      '不觉得',
      '不以为然',
      '唱反调',
      '恐怕不妥',
      '恐怕不行',
      '恐怕不合适',
      '怕是不妥',
      '怕是不行',
      '不满',
      'object',
      'objects',
      'objected',
      'oppose',
      'opposes',
      'opposed',
      'disagree',
      'disagrees',
      'disagreed',
      'veto',
      'vetoed',
      'against',
      "don't think",
      'do not think',
      "don't agree",
      '❌',
      '✖',
      '👎',
      '要求撤回',
      '主张撤回',
      '呼吁撤回',
    ],
  },
  {
    stance: 'concern',
    gloss: 'raises a worry or a risk',
    zh: [
      '担心',
      '担忧',
      '悬念',
      'worried',
      'concerned',
      '顾虑',
      '忧虑',
      '忧',
      '疑虑',
      '怀疑',
      '质疑',
      '警告',
      '提醒',
      '风险',
      '可能会导致',
      '恐怕',
      '害怕',
      '忧心',
      '怕',
      '心里没底',
      '没底',
      '不放心',
      '不甚放心',
      '拿不准',
      '吃不准',
      '不踏实',
      '没把握',
      '有保留',
      '略有保留',
      '有所保留',
      '持保留意见',
      '持保留态度',
      '保留意见',
      '⚠',
      'worry',
      'worries',
      'worried',
      'concern',
      'concerned',
      'concerns',
    ],
  },
  {
    stance: 'question',
    gloss: 'asks',
    zh: [
      '询问',
      '问道',
      '问及',
      '问到',
      '追问是否',
      '问是否',
      '问能否',
      '问如何',
      '问为何',
      '问为什么',
      '追问',
      '请教',
      '提问',
      '想知道',
      '想了解',
      '好奇',
      '质询',
      '求证',
      '请求澄清',
      '希望澄清',
      '提出疑问',
      '疑问',
      '想确认',
      '希望确认',
      '请作者解释',
      '请求解释',
      '问',
      '问一句',
      '请问',
      '想问',
      '希望了解',
      '希望知道',
      '希望弄清',
      'ask',
      'asks',
      'asked',
      'wonder',
      'wonders',
      'wondered',
    ],
  },
  {
    stance: 'suggestion',
    gloss: 'proposes a change or an alternative',
    zh: [
      '建议',
      '荐',
      '议',
      '请',
      '想让',
      '想把',
      '提议',
      '主张',
      '推荐',
      '倡议',
      '呼吁',
      '要求',
      '希望',
      '提出应',
      '提出将',
      '提出把',
      '提出改',
      '提出用',
      '提出增加',
      '提出新增',
      '提出',
      '应该',
      '应当',
      '应',
      '可以考虑',
      '不妨',
      '最好',
      '倾向于',
      '请求',
      '督促',
      '可以先',
      '不如',
      '或许可以',
      '可以改为',
      '可以改用',
      '提请',
      '折中',
      '折衷',
      '出主意',
      '支招',
      '出点子',
      "let's",
      'let us',
      'would be nice',
      "it'd be nice",
      'how about',
      'what about',
      'suggest',
      'suggesting',
      'proposing',
      'suggests',
      'suggested',
      'propose',
      'proposes',
      'proposed',
      'recommend',
      'recommends',
      'recommended',
      'prefer',
      'prefers',
    ],
  },
  {
    stance: 'support',
    gloss: 'agrees with or endorses it',
    zh: [
      '同意',
      '投票支持',
      '投票赞成',
      '支持',
      '赞成',
      '赞同',
      '认可',
      '满意',
      '接受',
      '可以接受',
      '批准',
      '肯定',
      '看好',
      '拥护',
      '附议',
      '没有异议',
      '无异议',
      '没有异论',
      '无异论',
      'acceptable',
      '不反对',
      '并不反对',
      '不再反对',
      '不再担心',
      '不再坚持',
      '不再要求',
      '可行',
      '合理',
      '有必要',
      '值得',
      'lgtm',
      'sgtm',
      "won't block",
      'won’t block',
      'will not block',
      'happy to support',
      '点赞',
      '认同',
      '没有意见',
      '无意见',
      '顶一下',
      '顶一个',
      '早该',
      '真香',
      '有条件支持',
      '有条件地支持',
      '力挺',
      '力主',
      '拍手称快',
      '拍手叫好',
      '叫好',
      '点头',
      '鼓掌',
      '被说服',
      '动议',
      '喜欢',
      '举双手赞成',
      '双手赞成',
      '乐见',
      '没啥说的',
      '没什么说的',
      '没什么好说的',
      '没毛病',
      '没问题',
      '没意见',
      '买账',
      'approve',
      'approved',
      '松口',
      '让步',
      '答应',
      '放心了',
      'agree',
      'agrees',
      'agreed',
      'support',
      'supports',
      'supported',
      'sounds good',
      'makes sense',
      'looks good',
      'looks fine',
      'fine with',
      'fine by me',
      'happy with',
      'no objection',
      'no objections',
      'no longer object',
      '✅',
      '✔',
      '☑',
      '👍',
    ],
  },
  {
    stance: 'information',
    gloss: 'reports facts, results or updates',
    zh: [
      '报告',
      '陈述',
      '知会',
      '告知',
      'pausing',
      'all green',
      'final tally',
      '统计',
      '计票',
      '宣读',
      'tally',
      '暂停',
      '搁置',
      'pause',
      'paused',
      '唱票',
      '汇报',
      '汇总',
      '说明',
      '解释',
      '确认',
      '指出',
      '更新',
      '提交',
      '补充',
      '发布',
      '宣布',
      '介绍',
      '分享',
      '回答',
      '回应',
      '回复',
      '答复',
      '总结',
      '标记',
      '列出',
      '附上',
      '演示',
      '测试',
      '验证',
      '复现',
      '实现',
      '梳理',
      '公布',
      '自荐',
      '引入',
      '修改',
      '修复',
      '提供',
      '透露',
      '澄清',
      '记录',
      '整理',
      '发现',
      '撤回',
      '放弃',
      '感谢',
      '合并',
      '创建',
      '开启',
      '发起',
      '重写',
      '迁移',
      '移除',
      '添加',
      '增加',
      '新增',
      '加入',
      '计划',
      '表示将',
      '承诺',
      '同步',
      '跑了',
      '运行',
      '对比',
      '比较',
      '贴出',
      '放出',
      '给出',
      '上传',
      '描述',
      '通报',
      '列举',
      '提到',
      '注意到',
      '分析',
      'withdraw',
      'withdrawing',
      'withdrawn',
      'closing the vote',
      'the vote has failed',
      'the vote failed',
      'the vote has passed',
      'the vote passed',
      'so far',
      'ℹ',
      '📊',
      '🔧',
      '📣',
      '⏳',
      '📝',
      'update',
      'updates',
      'updated',
      'post',
      'posted',
      'share',
      'shared',
      'report',
      'reports',
      'reported',
      'explain',
      'explained',
      'submit',
      'submitted',
      'benchmark',
      'fix',
      'fixed',
      '贴了',
      '布',
      '贴',
      '答',
      '补了',
      '顺带提到',
      '提了一句',
      '提了句',
      '查出',
      '查了',
      '核对',
      '排查',
      '说',
    ],
  },
]

/** Adverbs and frames before the head verb; they do not change the stance. */
const LEAD =
  /^(?:(?:[\u4e00-\u9fff]{1,4}地(?=\s*(?:问|说|讲|提|表示|指出|追问|补充|强调|反对|支持|同意|赞成|建议|担心|质疑))|[“”"「」『』]|他们(?:几个|几位|俩|两个)?|都|还是|现在|先(?=问|说|提|讲|补)|[（(【[]\s*(?:\d{1,2}|[一二三四五六七八九十]{1,2}|[^）)】\]，。；：:]{1,12}?)\s*[）)】\]]|(?:\d{1,2}|[一二三四五六七八九十]{1,2})[、.．](?!\d)|[①-⑳]|受[^，。；]{1,10}?委托|KIP-?\s*\d+\s*|(?:[Ss]till|[Ss]trongly|[Aa] bit|[Aa] little|[Aa]lso|[Rr]eally|[Jj]ust)\s+|(?:[Ii]|[Ww]e)(?:['’]m|\s+am|\s+are|['’]d\s+be|\s+would\s+be)?\s+(?:(?:a bit|a little|totally|fully|really|strongly|also|still|quite|very|somewhat|do)\s+)*|(?:[Tt]his|[Tt]hat|[Ii]t)(?:\s+(?:all|really|still|also))?\s+|(?:[Bb]ut|[Hh]owever|[Aa]nd|[Ss]o(?!\s+far)|[Tt]hen|OK|[Oo]kay|[Oo]verall|[Ii]n principle|[Ii] think|[Ii] believe|[Ii] feel)\s*,?\s+|有点儿?|有些|略微?|稍微?|挺|颇为?|很|便|(?:审阅|评审|阅读|看过|看完|看了|读了|听了|试了|测了|跑了|问过|问了|聊过|谈过)[^，。；]{0,12}?后|因此|所以|因而|于是|故而|后来|再后来|改口|(?:作为|身为)[^，。；：:]{0,8}?(?:作者|发起人|发布经理|RM|维护者|提案人)|经(?=排查|讨论|测试|验证|核实|确认|分析)|只是|就是|那|我们|咱们|本人|我|对[^，。；]{1,20}?(?:(?:表示|表达|流露)(?:了|出)?|持|予以)|同时|并且|并|也|还|又|仍然|仍|依然|依旧|继续|明确|明确地|再次|进一步|随后|此外|另外|首先|最后|其次|原则上|基本上|总体上|整体上|总体|整体|否则|不然|要不然|完全|强烈|坚决|坚持|非常|十分|大体上?|大致上?|重申|表示|认为|觉得|强调|声明|直言|坦言|个人|(?:(?:他|她)\s*)?(?:说|讲|自称|言(?![论语辞]))(?![明服解述])|(?:他|她)提到(?=\s*(?:他|她|自己))|(?:(?:他|她)的)?意思是|(?:照|按|依)(?:他|她)的(?:意思|说法)|当然|自己|这周|本周|他|她|作者|最终|是(?=[^，。；]{1,40}?的[\s。！!]*$)|则|就(?![^，。；]{1,30}?(?:提出|表示|发表|询问|追问|质疑|(?<![支坚维保主])持))|只|也已|已|已经|在[^，。；]{1,16}?后|读完[^，。；]{1,16}?后|以[^，。；]{1,30}?为由|顺带|顺手|顺嘴|顺便|谨|这边|我这边|这次|终于|直接|予以|即|正式|刚刚|刚(?![好才])|但是|但|不过|倒是|其实|然而|然(?=[\u4e00-\u9fff])|愿意|乐意)\s*)+/

/** Reporting verbs: what follows them in the clause is reported, not the speaker's stance. */
const REPORTING =
  /^(?:补充说明|补充|说明|陈述|知会|告知|总结|汇总|统计|计票|宣读|唱票|[Tt]ally|[Cc]losing the vote|[Ss]o far|汇报|报告|回答说|回答|回应|回复|答复|解释|转述|引用|指出|确认|宣布|列出|公布|梳理)/

/** Negation at the head: it turns the stance of the verb it stands before. */
const HEAD_NEGATION =
  /^(?:并不|不再|不是很|不太|不|没有|没|未|并未|无|(?:don['’]t|do not|not|never|no longer)\s+)/i

/** Who stands behind a negated head: "不同意" objection, but "不担心" support. */
const NEGATED: Partial<Record<Stance, Stance>> = {
  support: 'objection',
  objection: 'support',
  concern: 'support',
  suggestion: 'objection',
}

export interface StanceDecision {
  stance: Stance
  /** The words that decided, exactly as written (zh); "" when nothing did. */
  evidence: string
  gloss: string
  basis: Basis
  vote: Vote | null
}

interface HeadHit {
  stance: Stance
  cue: string
  gloss: string
}

/** Cues that are the first character of a noun: 问题 is no question asked, 说法 nothing said. */
const NOT_A_VERB = /^(?:问题|问卷|答案|说法|贴子|问就是)/
/** 支持 with a means after it is what a feature can do ("不支持通过 API 设置"), no stance. */
const CAPABILITY = /^(?:不|只|仅)?支持\s*(?:通过|经由|使用|以|用)/

/** Rebutting a critique defends the proposal: no stance of its own, what follows decides. */
const REBUTS =
  /^(?:反驳|驳斥|驳回)了?\s*(?:上述|这种|这些|该|此|对方的?|他人的?|前述)?\s*(?:论点|质疑|观点|说法|批评|意见|担忧|顾虑)/

function cueAt(text: string, at: number): HeadHit | undefined {
  const rebuts = REBUTS.exec(text.slice(at))
  if (rebuts) return { stance: 'information', cue: rebuts[0], gloss: 'rebuts a critique' }
  if (NOT_A_VERB.test(text.slice(at)) || CAPABILITY.test(text.slice(at))) return undefined
  // English words in any case, and whole ("object", not "objective"); the cues are lower case.
  const lower = text.toLowerCase()
  const whole = (cue: string) => !/[a-z]$/.test(cue) || !/^[a-z]/.test(lower.slice(at + cue.length))
  let best: HeadHit | undefined
  for (const { stance, zh, gloss } of STANCE_CUES)
    for (const cue of zh)
      if (lower.startsWith(cue, at) && whole(cue) && (!best || cue.length > best.cue.length))
        best = { stance, cue, gloss }
  // A phrase with a slot ("提请对该 KIP 进行表决") is read whole, over the word it opens with.
  const pattern = patternAt(text, at)
  const hit = pattern && (!best || pattern.cue.length > best.cue.length) ? pattern : best
  // A verb before 的 and a noun describes the noun ("他提出的两处修改"): no act of the clause.
  if (hit && ATTRIBUTIVE.test(text.slice(at + hit.cue.length))) return undefined
  return hit
}

/** 的 and then a noun, after a verb; not 的是 or 的话 ("担心的是：", "同意的话"). */
const ATTRIBUTIVE = /^的(?![是话])\s*[\p{Script=Han}A-Za-z0-9“"「『]/u

/** Verb phrases with a slot: "站在作者一边", "出了个主意", "支了一招", "给了个路子". */
const PATTERN_CUES: readonly { re: RegExp; stance: Stance; gloss: string }[] = [
  // "What about the overhead?" asks; "What about adding a flag?" proposes (the word cue).
  { re: /^what about\s+(?!\w+ing\b)/i, stance: 'question', gloss: 'asks' },
  // Forum shorthand: "bdjw" (不懂就问) opens a question.
  { re: /^bdjw\b/i, stance: 'question', gloss: 'asks' },
  {
    re: /^[^，。；,;:]{1,24}?\bis (?:up|open)\b/i,
    stance: 'information',
    gloss: 'reports what was done',
  },
  { re: /^already voted\b/i, stance: 'information', gloss: 'reports an earlier vote' },
  { re: /^站在[^，。；]{1,12}?(?:一边|这边|一方)/, stance: 'support', gloss: 'takes its side' },
  { re: /^怀疑(?:是|为)/, stance: 'information', gloss: 'suspects a cause' },
  {
    re: /^raise\s*了?\s*(?:一个|个)?[^，。；：:]{0,16}?(?:concern|worry|担忧|顾虑|风险)/i,
    stance: 'concern',
    gloss: 'raises a worry or a risk',
  },
  {
    re: /^提醒\s*(?:他|她|作者|大家|各位|[A-Za-z][\w.-]*)?\s*(?:先\s*)?(?:把|去|及时|尽快|记得)/,
    stance: 'suggestion',
    gloss: 'reminds someone to do it',
  },
  {
    re: /^(?:撤回|收回|撤销)了?[^，。；]{0,10}?(?:反对|异议|否决|(?<![\w-])-1(?!\d))/,
    stance: 'support',
    gloss: 'withdraws the objection',
  },
  {
    re: /^(?:点|数|清点)了?一?下?(?:票|了数)/,
    stance: 'information',
    gloss: 'counts the votes',
  },
  {
    re: /^(?:提请|发起)[^，。；]{0,16}?(?:进行)?(?:表决|投票)/,
    stance: 'information',
    gloss: 'calls the vote',
  },
  {
    re: /^(?:要求|提请|请求)?(?:将[其此])?(?:予以)?记录在案/,
    stance: 'information',
    gloss: 'asks that it be minuted',
  },
  {
    re: /^(?:提请|要求|请求)记录[^，。；：:]{0,6}?(?:顾虑|担忧|疑虑)/,
    stance: 'concern',
    gloss: 'raises a worry or a risk',
  },
  {
    re: /^动议[^，。；]{0,24}?(?:改为|改成|改用|换成|而非|而不是)/,
    stance: 'suggestion',
    gloss: 'moves a change',
  },
  {
    re: /^(?:抛出|端出|亮出|拿出)了?[^，。；]{0,6}?(?:方案|提议|建议|折中)/,
    stance: 'suggestion',
    gloss: 'puts forward a way',
  },
  {
    re: /^(?:出|支|给|想|提|贡献)了?(?:个|一个|一|条)?[^，。；：:]{0,6}?(?:主意|招|路子|思路|办法|点子)/,
    stance: 'suggestion',
    gloss: 'puts forward a way',
  },
]

function patternAt(text: string, at: number): HeadHit | undefined {
  for (const { re, stance, gloss } of PATTERN_CUES) {
    const m = re.exec(text.slice(at))
    if (m) return { stance, cue: m[0], gloss }
  }
  return undefined
}

/** The stance the head of a clause takes; the evidence is the head as written. */
interface Head {
  stance: Stance
  evidence: string
  gloss: string
  reports: boolean
  /** Read from a judgement (认为 … 可行 / 应该 …), not said outright: a later outright act wins. */
  inferred?: boolean
}

function headStance(clause: string): Head | undefined {
  const text = halfWidth(clause)
  const lead = LEAD.exec(text)?.[0].length ?? 0
  // In an opinion frame ("认为引入新 API 没有必要") a reporting verb is what the opinion is about.
  const opinion = OPINION.test(text.slice(0, lead))
  const found = cueAt(text, lead)
  const direct = opinion && found?.stance === 'information' ? undefined : found
  if (direct?.cue === '提出') {
    const rest = text.slice(lead)
    const put = PUT_FORWARD.find(([re]) => re.test(rest))
    if (put) {
      const m = put[0].exec(rest)!
      return {
        stance: put[1],
        evidence: clause.slice(lead, lead + m.index + m[0].length),
        gloss: put[2],
        reports: false,
      }
    }
  }
  // "倾向于支持 / 接受 / 反对": the act leaned towards.
  if (direct && /^倾向于?$/.test(direct.cue)) {
    const act = cueAt(text, lead + direct.cue.length)
    if (act && act.stance !== 'information' && act.stance !== 'suggestion')
      return {
        stance: act.stance,
        evidence: clause.slice(lead, lead + direct.cue.length + act.cue.length),
        gloss: act.gloss,
        reports: false,
      }
  }
  if (direct && !HEAD_NEGATION.test(direct.cue)) {
    // "认为没有必要" / "不再担心" are cues of their own; a plain negation turns the next verb.
    const risk = direct.stance === 'information' ? RISK.exec(text.slice(lead)) : null
    if (risk && /^(?:指出|提到|注意到|发现|提醒)/.test(text.slice(lead)))
      return {
        stance: 'concern',
        evidence: clause.slice(lead + risk.index, lead + risk.index + risk[0].length),
        gloss: 'points out a risk',
        reports: false,
      }
    return {
      stance: direct.stance,
      evidence: clause.slice(lead, lead + direct.cue.length),
      gloss: direct.gloss,
      reports: REPORTING.test(text.slice(lead)),
      // "觉得应该先观察": what should be done, in an opinion, is read from a judgement.
      inferred: opinion && /^(?:应该|应当|应|最好)$/.test(direct.cue),
    }
  }
  if (direct)
    return {
      stance: direct.stance,
      evidence: clause.slice(lead, lead + direct.cue.length),
      gloss: direct.gloss,
      reports: false,
    }
  const neg = HEAD_NEGATION.exec(text.slice(lead))?.[0]
  if (neg) {
    const turned = cueAt(text, lead + neg.length)
    const stance = turned && NEGATED[turned.stance]
    if (turned && stance)
      return {
        stance,
        evidence: clause.slice(lead, lead + neg.length + turned.cue.length),
        gloss: `not: ${turned.gloss}`,
        reports: false,
      }
  }
  // "将该问题标记为阻塞问题" / "把默认值改为 5 分钟" / "对新的命名没有异议": the verb comes after the object.
  const ba = /^(?:将|把|对于|对|就|针对|关于|围绕|为(?!了))[^，。；]{1,30}?/.exec(text.slice(lead))
  if (ba) {
    for (let at = lead + ba[0].length; at < text.length; at++) {
      const hit = cueAt(text, at)
      if (hit?.cue === '提出') {
        const after = headStance(clause.slice(at))
        if (after) return { ...after, evidence: clause.slice(at).slice(0, after.evidence.length) }
      }
      if (hit)
        return {
          stance: hit.stance,
          evidence: clause.slice(at, at + hit.cue.length),
          gloss: hit.gloss,
          reports: false,
        }
    }
  }
  // An evaluation after 认为 / 觉得 ("认为当前草案的方向可行"): its predicate at the clause end.
  if (opinion || /^(?:认为|觉得)/.test(text.slice(0, lead).replace(LEAD_SPACES, ''))) {
    const evaluation = EVALUATION.exec(text)
    if (evaluation) {
      const negative = NEGATIVE_EVALUATION.test(evaluation[1] as string)
      return {
        stance: negative ? 'objection' : 'support',
        evidence: clause.slice(
          evaluation.index,
          evaluation.index + (evaluation[1] as string).length,
        ),
        gloss: negative ? 'finds it unnecessary or premature' : 'finds it workable',
        reports: false,
        inferred: true,
      }
    }
    // "认为逻辑客户端概念应作为后续 KIP": what should be done is a suggestion, what should not an objection.
    const modal = MODAL.exec(text.slice(lead))
    // 要 is "should" after 认为 / 觉得, but "is going to" after a narrator's 说 ("说要先看完再投").
    const intends = modal?.[0] === '要' && !/认为|觉得/.test(text.slice(0, lead))
    if (modal && !intends) {
      const negative = /^(?:不|没|无)/.test(modal[0])
      const at = lead + modal.index
      return {
        stance: negative ? 'objection' : 'suggestion',
        evidence: clause.slice(at, at + modal[0].length),
        gloss: negative ? 'says it should not be done' : 'says what should be done',
        reports: false,
        inferred: true,
      }
    }
  }
  for (const { re, stance, gloss } of JUDGEMENTS) {
    const m = re.exec(clause)
    if (m) return { stance, evidence: m[0], gloss, reports: false }
  }
  // A topic first ("超时时间建议设成 30 秒", "回滚这块我比较担心"): verbs only a speaker has.
  const spoken = SPEAKER_VERB.exec(text.slice(lead))
  if (spoken) {
    const hit = cueAt(text, lead + spoken.index)
    if (hit)
      return {
        stance: hit.stance,
        evidence: clause.slice(lead + spoken.index, lead + spoken.index + hit.cue.length),
        gloss: hit.gloss,
        reports: false,
      }
  }
  // Something put on hold, wherever it stands ("KIP 先暂缓", "这个提案先 on hold"): a report.
  const hold = ON_HOLD.exec(text.slice(lead))
  if (hold) {
    const at = lead + hold.index
    return {
      stance: 'information',
      evidence: clause.slice(at, at + hold[0].length),
      gloss: 'puts it on hold',
      reports: false,
    }
  }
  // A topic, then the speaker as a pronoun ("精简后的版本她没有意见", "这件事他反对"): what
  // follows the pronoun is the clause's head.
  const topic = TOPIC_THEN_SPEAKER.exec(text.slice(lead))
  if (topic) {
    const from = lead + topic[0].length
    const after = headStance(clause.slice(from))
    if (after && after.stance !== 'information')
      return { ...after, evidence: after.evidence, reports: false }
  }
  // Insisting, with no act after it ("坚持必须在 broker 端校验"): holding to a position.
  const insists = /坚持(?:认为)?/.exec(text.slice(0, lead))
  if (insists)
    return {
      stance: 'support',
      evidence: clause.slice(insists.index, insists.index + insists[0].length).trim(),
      gloss: 'holds to a position',
      reports: false,
      inferred: true,
    }
  // A narrator's "他说 …" with no act after it: what they said, reported.
  const said = NARRATOR_SAYS.exec(text.slice(0, lead))
  if (said)
    return {
      stance: 'information',
      evidence: clause.slice(said.index, said.index + said[0].length),
      gloss: 'reports what they said',
      reports: false,
    }
  return undefined
}
/**
 * A narrator's verb of saying, of the speaker ("他说", "她讲", "自称", bare "说"), or mentioning before the
 * speaker again ("她提到她…"): the speaker's own words follow.
 */
const NARRATOR_SAYS =
  /(?:(?:他|她)\s*)?(?:说|讲|自称|言(?![论语辞]))(?![明服解述])|(?:他|她)提到(?=\s*(?:他|她|自己))/
/** Frames of an opinion: what follows is the speaker's own view, read as a judgement. */
const OPINION = new RegExp(
  `(?:认为|觉得|${NARRATOR_SAYS.source}|意思是|的意思|的说法)(?:\\s*(?:现在|目前|还是|都|自己))*\\s*$`,
)
/** What a person means: with no act named, what they mean should be done. */
const MEANS = /意思是|(?:照|按|依)(?:他|她)的意思/
/** Putting it on hold, said of the proposal ("先暂缓", "先 on hold", "暂时搁置"). */
const ON_HOLD = /(?:先|暂时?)\s*(?:暂缓|on\s*hold|pause|搁置|放一放|停一停|停一下)|暂缓推进/i
/** A question that proposes ("要不先…？", "何不…？"); "要不要" asks. */
const PROPOSING_QUESTION = /^\s*(?:要不(?!要)|何不|不如)/
/** A short topic, then he, she or I (not 他们, 其他, 他人): the speaker, after what they speak of. */
const TOPIC_THEN_SPEAKER = /^[^，。；：:]{2,16}?(?<!其)(?:他|她|我)(?![们人的])/
/** Judgements of the proposal, wherever they stand in the clause (a topic may come first). */
const JUDGEMENTS: readonly { re: RegExp; stance: Stance; gloss: string }[] = [
  {
    re: /(?:恐怕|怕是|只怕)(?:有些|有点)?(?:不妥|不行|不合适|不可取|欠妥)/,
    stance: 'objection',
    gloss: 'says it would be wrong, politely',
  },
  {
    re: /\bnon-?starter\b|\btoo (?:aggressive|risky|early|soon)\b/i,
    stance: 'objection',
    gloss: 'opposes it',
  },
  {
    re: /\bthe right (?:call|decision|move|approach|thing)\b|\bexactly what\b/i,
    stance: 'support',
    gloss: 'agrees with or endorses it',
  },
  {
    re: /\bmy (?:\w+ )?(?:worry|concern)\b/i,
    stance: 'concern',
    gloss: 'raises a worry or a risk',
  },
]
/** Verbs said of a speaker, never of a feature; not after a determiner or a negation (该提议, 不担心). */
const SPEAKER_VERB = /(?<![的该此这其原按照据述不没无未再了])(?:建议|提议|倾向于|担心|担忧|顾虑)/
const LEAD_SPACES = /\s+/g
/** What 认为 / 觉得 may end on: a judgement of the proposal. */
const EVALUATION =
  /(可行|合理|有必要|没有必要|不必要|有价值|有用|(?<!不)正确|(?<!不)对的|不正确|不对|不能接受|无法接受|不可接受|很好|不错|可取|合适|妥当|有道理|为时过早|过早|不可行|不合理|不合适|不妥|不可取|(?:已|并)?(?:没有?|无)(?:什么|多少|太大)?(?:实际)?(?:价值|意义|必要)|意义不大|用处不大|得不偿失)[^，。；]{0,4}$/
const NEGATIVE_EVALUATION =
  /不正确|不对|不能接受|无法接受|不可接受|没有必要|不必要|为时过早|过早|不可行|不合理|不合适|不妥|不可取|(?:没有?|无)(?:什么|多少|太大)?(?:实际)?(?:价值|意义|必要)|意义不大|用处不大|得不偿失/
/** Should / should not, inside a 认为 frame. */
const MODAL = /不应该|不应当|不应|不该|不必|不要|没必要|没有必要|应该|应当|应|需要|要(?!求)|最好/

/** What 提出 puts forward: a question, a worry or an objection is not a proposal. */
const PUT_FORWARD: readonly [RegExp, Stance, string][] = [
  [/疑问|问题|疑惑/, 'question', 'asks'],
  [/担忧|担心|顾虑|疑虑|风险/, 'concern', 'raises a worry or a risk'],
  [/异议|反对/, 'objection', 'opposes it'],
]

/** A risk pointed out ("指出该改动可能破坏兼容"): a concern, not a mere report. */
const RISK =
  /可能(?:会)?(?:导致|破坏|造成|引起|影响|丢失|拖慢|被|存在|出现|冲突)|风险|隐患|会导致|会破坏/

/** A clause that opens with something done: V了 (not 了解), "close 了". */
const PERFECTIVE = /^(?:[\u4e00-\u9fff]{1,2}|[A-Za-z]+\s*)了(?!解)/
/** Questions that answer themselves: they object. */
const RHETORICAL =
  /谁还(?:会|愿意|敢|想|要|能|用)|还[^，。；？?]{0,10}[得不](?:上|动|了|起|完|过来)吗|每[^，。；？?]{1,16}都要[^，。；？?]*[？?]|岂不是|岂非|岂(?:可|能|敢|有|容)|非[^，。；？?]{0,12}乎|就(?:够|行|完事|万事大吉)了?\s*[？?]|难道|难不成|不就是[^，。；？?]{0,24}吗|谁(?:来|能|敢|会|要)(?:保证|负责|担保|兜底|买单)|不是[^，。；？?]{0,16}吗|何必|何须|何苦|凭什么|有必要吗|图什么|图啥|至于吗|有什么用|有何意义/
/** Questions that urge not to wait ("还等到哪天？", "更待何时？"): they support. */
const URGES = /(?:还要?|再)?等到?(?:什么时候|何时|哪天|几时)|更待何时/
/** A clause that asks without a question mark ("老客户端还能连吗"). */
const QUESTION_PARTICLE = /[吗么](?:\s*)$/
/** Denying the opposite, to concede it: "并非不认可……", "倒不是反对……". */
const CONCESSION =
  /^(?:他|她|我)?\s*(?:倒|也|其实)?(?:并非|并不是|不是|倒不是|并不)\s*(?:不|要|想)?\s*(?:反对|认可|支持|赞成|同意)/
/** What should be done or is required, after a reminder. */
const SHOULD = /应该|应当|应|需要|记得|务必|别忘|最好|要求/
/** A worry said to be gone ("此前的顾虑已经打消"): support. */
const WORRY_ANSWERED =
  /(?:顾虑|担心|疑虑|担忧|忧虑|悬念)[^，。；]{0,12}?(?:打消|消除|解除|没了|放下|消失|化解|得到缓解|缓解|得到解决|不复存在)|(?:回应|解决|打消|消除|化解)了?[^，。；]{0,8}?(?:顾虑|担心|疑虑|担忧|忧虑)/
/** Asking that the proposal itself be dropped: an objection, not a suggestion. */
const DROP_IT =
  /(?:要求|建议|主张|呼吁|提议)\s*(?:干脆|直接)?\s*(?:撤回|放弃|撤销|撤掉|砍掉|取消)(?:该|这个|此|整个|这一)?\s*(?:KIP|提案|方案|提议)/i
/** Approving or going along, wherever it stands in the clause ("在 PR 上点了 approve", "说放那边也行"). */
const GOES_ALONG =
  /approve[ds]?|LGTM|力挺|没啥?意见|没毛病|(?:别无|没有?(?:别的|其他|其它)|无(?:其他|其它|别的))\s*(?:意见|异议)|(?:也行|都行|也可以|都可以|(?<!不)可以|(?<![不难无没])(?:可以|能够?|可)接受|(?<!不\s*|(?:测试|CI|跑|build|验证|检查)[^，。；]{0,6})\bOK|(?:挺|很|蛮|也)(?:好|不错)|被说服了?|(?<!(?:测试|CI|跑|build|验证|检查)[^，。；]{0,6})没有?(?:啥|什么)?问题)(?:\s*的)?(?:\s*(?:啦|了|咯|啊|哦|呢|lah|lor|la|nsdd|u1s1|yysy|dbq))*\s*$|^\s*can(?:\s*(?:lah|la|lor|啦|咯|的))?\s*$|^\s*那行(?:吧|啊)?\s*$|\bacceptable\s*$|不(?:再)?(?:拦|挡)(?:着|了)?\s*$|(?:看不出|没看出|找不到|挑不出)[^，。；]{0,10}?(?:反对|问题|毛病|不妥)/i
const DISCOURSE_OK = /^(?:OK|okay|好|好的|嗯)$/i
/** A count before an approval ("两个 LGTM", "三位评审者 approve"): others' approvals, reported. */
const COUNTED = /(?:\d+|[两二三四五六七八九十几])\s*(?:个|位|次)[^，。；]{0,8}$/
/** Relaying another person's view: the rest of the line is theirs ("帮 Jun 带句话：…", "Jun 托我转告"). */
const RELAYS = new RegExp(
  `^(?:他|她|我)?\\s*(?:(?:帮|替|代)[^，。；]{1,40}?)?(?:${RELAY.source}|代为转达|援引|引述)|^[^，。；]{0,16}?(?:让|托|请|委托)(?:他|她|我)(?:告诉|转告|转达|带个?话)`,
)
/** A vote still to come ("周末看完再投", "之后方可投票"): a report of when. */
const VOTE_LATER =
  /(?:再|才会?|方可|方行|再行|之后|以后|而后)\s*(?:进行)?\s*(?:投票?|表态|表决|vote\b)|\b(?:will|'ll|’ll)\s+(?:cast\s+my\s+)?vote\b|^\s*will\b[^.;]{0,48}\bvote\b/i
/** The author named as the line's subject ("作者坚持…", "作者自称…"). */
const BY_AUTHOR = /^\s*作者(?!们)/
/** A role the line opens with ("作者。…", "他是作者，…"): the person speaks as it. */
const ROLE =
  /^(?:(?:作为|身为)\s*|(?:他|她|我)?\s*是\s*)?(?:KIP-?\s*\d+\s*的\s*)?(?:作者|RM|发布经理|发起人|维护者|提案人)(?:\s*兼\s*(?:作者|RM|发布经理|发起人|维护者|提案人))?$/i
/** … or a role in brackets before what they say ("（作者）更新 KIP：…", "[RM] 公布时间表"). */
const ROLE_TAG =
  /^(?:[（(【[]\s*(?:作者|RM|发布经理|发起人|维护者|提案人)\s*[）)】\]]|(?:作为|身为)\s*(?:作者|发起人|提案人))/i
/** What an author agrees to, when it is someone's suggestion: they take it up, an update. */
const A_SUGGESTION = /建议|意见|提议/
/** An update made ("更新了 KIP", "提交了补丁"): the rest of the line is what it holds. */
const UPDATE_DONE = /^(?:更新|提交|修订|改写)了/
/** Holding to something, said by its author. */
const HOLDS =
  /^(?:[（(【[][^）)】\]]{1,12}[）)】\]]\s*)?(?:他|她|作者)?\s*(?:仍|仍然|还是|依然)?\s*(?:坚持|主张)/
/** Answering a question, which reports no step taken. */
const ANSWERS = /^(?:答复|回复|回答|解释|说明|澄清|答)/
/** Holding back ("略有保留", "持保留意见"): a worry that yields to an act said outright later. */
const RESERVATION = /保留/
/** What must or must not be done, said without a verb of proposing ("也得更新", "别只改代码", "上线前先…"). */
const MUST =
  /(?:^|也|还|就|都|总)得(?=[\u4e00-\u9fff])|必须|(?<![必无毋])须(?!待)(?=[\u4e00-\u9fff])|务必|千万|(?:^|，)\s*别(?![问催急])(?=[\u4e00-\u9fff])|不要|(?:之)?前先|^先(?=[\u4e00-\u9fff])/
/** Advocating the proposal as it stands ("主张按 KIP 原方案推进"): support. */
const AS_PROPOSED =
  /(?:主张|力主|建议|希望|同意|坚持|可以)\s*(?:先)?\s*(?:按|照|依)照?\s*[^，。；]{0,10}?(?:KIP|提案|方案|原?计划|版本)[^，。；]{0,8}?(?:推进|继续|进行|执行|实施|移除|落地|实现|走|来)|(?<!将[^，。；]*)(?:KIP|提案|方案)[^，。；将]{0,12}?(?:应该|应当|应)?(?:继续|照常|如期|按原?计划)推进/i
/** Seconding an act named by its noun ("附议蒋书澜的反对", "附议前面提到的担忧"). */
const SECONDS = /附议\s*[^，。；]{0,16}?的\s*(反对|质疑|担忧|顾虑|担心|建议|提议|异议)/
/** A feeling expressed towards something ("表达了对……的担忧"): the feeling's stance. */
const FEELING =
  /(?:表达|表示|流露)(?:了|出)*(?:对|关于)[^，。；]{1,40}?的(担忧|顾虑|忧虑|疑虑|担心|支持|赞同|反对|疑问|不满|质疑|认可)/
/** A later state ("一开始…，后来…"): read first, the earlier one only if it says nothing. */
const LATER = /^[\s”"」』]*(?:后来|再后来|最终|最后|后又|后被|后经|随后|如今|现在|这周|本周|这次)/
const EARLIER =
  /^[\s“"「『]*(?:(?:他|她|我)\s*)?(?:一开始|起初|起先|最初|先是|开始时|原本|本来|原来|原先|此前|之前|先前|早先|上周|上次|一度)/
/** Facts stated (something done, a cause, a number) … */
const STATES =
  /了|过(?![来去])|已|系|所致|\d+\s*(?:%|成|个|次|秒|倍|轮|遍|回)|[一二两三四五六七八九]成/
/** … with nothing proposed, feared, judged or asked. */
const NOT_PLAIN = /会|得|必须|应|别|不能|可能|怕|担心|太|不行|扛不住|不够|希望|建议|吗|[?？]/

/** Too soon or too hasty, said outright ("太快了吧", "太急了"). */
const TOO_SOON = /(?:^|，)\s*(?:太快|太急|太早|太激进|操之过急)了?/
/** A +1 said to something, outside a vote ("对这个思路 +1", "这个方向我 +1"); not a count. */
const ENDORSES =
  /^\s*\+\s?1\s+on\s+[a-z]+ing\b|(?:对[^，。；]{1,24}?|(?:我|本人)\s*)(?<!(?:\d|[两二三四五六七八九十几])\s*(?:个|张|位)?\s*)\+\s?1(?!\d)/
/** A short question the line answers itself ("加开关？可以。"): the answer decides. */
const ECHO_QUESTION = /^[^吗么呢哪谁几]{1,10}$/
const ASKING_WORD =
  /什么|怎么|为何|为什么|是否|多少|如何|要不要|能不能|会不会|是不是|有没有|可不可以|该不该/
/** Said to be overdue ("早就应该这么改", "早该如此"). */
const OVERDUE = /^\s*早(?:就)?(?:该|应该|应当)/
/** A plan said not to work, wherever its subject stands ("这条路行不通"). */
const WONT_WORK = /(?:行不通|不可行|不靠谱|站不住脚|说不通)(?=\s*(?:的|吧|啊)?\s*$)/
/** A risk or cost said to be large ("风险不小", "代价太大"). */
const LARGE_RISK = /(?:风险|隐患|代价)(?:不小|很大|较大|挺大|太大|极大|很高|较高|太高)/
/** Asking someone to explain ("请作者说明一下…"); not a document asked for ("请作者补一版迁移说明"). */
const ASKS_TO_EXPLAIN =
  /^\s*请\s*(?:作者|发起人|大家|各位|他|她|你|[A-Za-z][\w.-]*)?\s*(?:再|先)?\s*(?:说明|解释|澄清|讲讲|介绍)/

/** Not unacceptable ("也不是不能接受", "并非不可接受"): it goes along. */
const NOT_UNACCEPTABLE = /(?:不是|并非|并不是|倒不是)\s*不(?:能|可|可以)?\s*接受/
/** An approval taken back ("把 approve 撤了", "收回了 LGTM"). */
const APPROVAL_WITHDRAWN =
  /(?:approve|LGTM|批准)[^，。；]{0,6}?(?:撤了|撤回|撤销|收回)|(?:撤回|收回|撤销)了?[^，。；]{0,6}?(?:approve|LGTM)/i
/** Backing someone or something, said with 撑 ("撑作者", "这个方案我撑"). */
const BACKS = /(?:^|[我他她])\s*撑(?=\s*(?:作者|这|该|你|他|她|[A-Za-z]|$))/
/** Holding a view against it, with words between ("持明确之反对意见"). */
const HOLDS_AGAINST = /持[^，。；]{0,6}?(?:的|之)\s*反对(?:态度|意见|立场)/
/** Uneasy ("有点慌", "心慌"): a worry. */
const UNEASY = /(?:有点儿?|有些|挺|很|真|还是)\s*慌|心慌/
/** Not standing in the way ("I won't block it", "不会拦着"). */
const WONT_BLOCK =
  /won['’]t block|will not block|not (?:going to )?block|不(?:会)?(?:拦|挡|阻止|阻拦)|不(?:再)?反对了/i
/** Willing to withdraw it ("愿于月底撤回本提案"): goes along with dropping it. */
const WILLING_TO_WITHDRAW = /(?:愿(?:意)?|倾向于|申请)[^，。；]{0,8}?(?:撤回|撤出)/
/** Agreeing said to be hard ("要赞成是有些困难的"): a polite refusal. */
const HARD_TO_AGREE = /(?:赞成|同意|接受)[^，。；]{0,4}?(?:是)?(?:有些|有点|比较|很|相当)?困难/
/** An objection said to be withdrawn, subject first ("此前异议已撤回"): the speaker goes along. */
const OBJECTION_WITHDRAWN =
  /(?:反对意见|反对|异议|异论)[^，。；]{0,6}?(?:已经?|均已|都已)\s*(?:撤回|收回|撤销)/
/** Regret alone ("深表遗憾", "实在可惜"): a feeling, no stance on the proposal. */
const REGRET = /^[^，。；]{0,8}?(?:深表|表示|很|挺|实在|有点|有些)?(?:遗憾|可惜)(?:的)?[。！!]?$/
/** Praise in internet slang ("yyds", "开香槟"). */
const PRAISE = /\byyds\b|开香槟|得劲/i
/** Refusing outright: a clause of 不行 ("不行不行"), or a loophole not to open ("这个口子不能开"). */
const REFUSES =
  /^\s*不行(?:\s*不行)*\s*[！!。]?\s*$|口子不能开|不能开(?:这个)?口子|这个头不能开|不能开这个头/

type ClauseAct = readonly [RegExp, Stance, string]
/** What a clause does as a whole, tried in order before seconding. */
const CLAUSE_ACTS: readonly ClauseAct[] = [
  [APPROVAL_WITHDRAWN, 'objection', 'takes back an approval'],
  [WILLING_TO_WITHDRAW, 'support', 'goes along with withdrawing it'],
  [OBJECTION_WITHDRAWN, 'support', 'withdraws the objection'],
  [NOT_UNACCEPTABLE, 'support', 'says it is not unacceptable'],
  [WORRY_ANSWERED, 'support', 'says the worry is answered'],
  [DROP_IT, 'objection', 'asks that the proposal be dropped'],
  [AS_PROPOSED, 'support', 'advocates it as proposed'],
]
/** Judgements and requests said outright, tried after seconding. */
const OUTRIGHT: readonly ClauseAct[] = [
  [TOO_SOON, 'objection', 'says it is too soon'],
  [ENDORSES, 'support', 'says +1 to it'],
  [OVERDUE, 'support', 'says it is overdue'],
  [WONT_WORK, 'objection', 'says it will not work'],
  [LARGE_RISK, 'concern', 'raises a worry or a risk'],
  [ASKS_TO_EXPLAIN, 'question', 'asks'],
  [BACKS, 'support', 'backs it'],
  [HOLDS_AGAINST, 'objection', 'opposes it'],
  [UNEASY, 'concern', 'raises a worry or a risk'],
  [PRAISE, 'support', 'praises it'],
  [REFUSES, 'objection', 'refuses it'],
  [HARD_TO_AGREE, 'objection', 'says agreeing is hard'],
]

/** What a clause does as a whole, before its head is read; undefined where it says none of these. */
function clauseAct(clause: string): StanceDecision | undefined {
  const act = (stance: Stance, m: RegExpExecArray, gloss: string): StanceDecision => ({
    stance,
    evidence: m[0].trim(),
    gloss,
    basis: 'rule',
    vote: null,
  })
  const first = (acts: readonly ClauseAct[]) => {
    for (const [re, stance, gloss] of acts) {
      const m = re.exec(clause)
      if (m) return act(stance, m, gloss)
    }
    return undefined
  }
  const said = first(CLAUSE_ACTS)
  if (said) return said
  // Seconding someone's act ("附议 Bob 的反对") is that act.
  const seconds = SECONDS.exec(clause)
  const seconded = seconds && cueAt(seconds[1] as string, 0)
  if (seconds && seconded) return act(seconded.stance, seconds, seconded.gloss)
  const judged = first(OUTRIGHT)
  if (judged) return judged
  const feeling = FEELING.exec(clause)
  const felt = feeling && cueAt(feeling[1] as string, 0)
  if (feeling && felt) return act(felt.stance, feeling, felt.gloss)
  return undefined
}

/**
 * decideStance({ zh: "指出两者都会延长锁定时间，建议合并为一个 API" })
 *   → { stance: "suggestion", evidence: "建议", basis: "rule", vote: null, … };
 * decideStance({ zh: "+1（binding）。" }) → { stance: "support", vote: { value: "+1", binding: true }, … }.
 */
export function decideStance(text: Localized, speaker?: string): StanceDecision {
  const line = ownWords(speaker ? withoutSpeaker(text.zh, speaker) : text.zh)
  const reading = readVote(line)
  const vote = reading && 'vote' in reading ? reading : null
  // "投了票", which vote not said: what the line does is read, and left for a maintainer.
  if (reading && 'unsure' in reading) return { ...readActs(line), basis: 'unsure' }
  if (vote) {
    const stance: Stance =
      vote.vote.value === '+1' ? 'support' : vote.vote.value === '-1' ? 'objection' : 'information'
    const gloss = { '+1': 'votes +1', '-1': 'votes -1', '0': 'abstains (votes 0)' }[vote.vote.value]
    return { stance, evidence: vote.evidence, gloss, basis: 'rule', vote: vote.vote }
  }
  return readActs(line)
}

/**
 * The line with its speaker's own name blanked where a clause opens with it, as a narrator writes
 * ("温若溪挺赞成…", "作者 Ingrid Falk 说…"): the name, and a 说 after it, are no words of the
 * stance. Blanked with spaces, so offsets and evidence stay as written.
 * withoutSpeaker("Ingrid 还是反对", "Ingrid Falk") → "       还是反对".
 */
function withoutSpeaker(line: string, speaker: string): string {
  // The whole name, and a first name of a Latin name ("Ingrid" of "Ingrid Falk").
  const names = [speaker, ...(/^[A-Za-z]{3,}(?=\s)/.exec(speaker) ?? [])].map(escapeRegExp)
  const re = new RegExp(
    `(^|[，,。；;：:！!？?\\s])((?:作者\\s*)?(?:${names.join('|')})\\s*(?:说(?![明白])|讲|称)?)`,
    'g',
  )
  return line.replace(re, (_, edge: string, name: string) => edge + ' '.repeat(name.length))
}

/**
 * The clauses in the order they are read: where a later state follows an earlier one ("一开始有些
 * 疑虑，后来……表示可以接受"), from the later one on first, then the earlier.
 */
function inTimeOrder(clauses: Clause[]): Clause[] {
  const later = clauses.findLastIndex((c) => LATER.test(c.text))
  if (later <= 0 || !clauses.slice(0, later).some((c) => EARLIER.test(c.text))) return clauses
  return [...clauses.slice(later), ...clauses.slice(0, later)]
}

/** A line the writer tags as a report ("ℹ️ …", "📊 …", "⏳ …"): information, whatever verbs follow. */
const REPORT_TAG = /^\s*(?:ℹ|📊|🔧|📣|📝|⏳)\uFE0F?/u

/** A short opening that ends with a colon: the writer's frame for what follows. */
const FRAME = /^[^，。；！？!?,;：:]{1,24}[：:]/
/** A stance said to have turned or settled: no longer worried or opposed, a worry answered. */
const TURNED = new RegExp(
  `(?:不再|已不再|不会再|没有再)\\s*(?:担心|担忧|顾虑|反对|坚持|质疑)|${WORRY_ANSWERED.source}`,
)
/** A tag in square or lenticular brackets at the line's start: the writer's label for it. */
const TAG = /^\s*[【[［〔]([^】\]］〕]{1,10})[】\]］〕]/
/** A frame that negates or settles what it names ("不再反对：", "顾虑已打消：") names no act. */
const FRAME_TURNS = /不|未|没|无|已解决|打消|消除/
/**
 * The acts a frame names, the first kind found deciding: passing on or reporting before any
 * stance (what follows is not the speaker's own), then the stances, a proposal last since its
 * nouns name what others judge too ("同意作者的方案：", "对方案的顾虑：").
 */
const FRAME_ACTS: readonly { stance: Stance; re: RegExp; gloss: string }[] = [
  {
    stance: 'information',
    re: new RegExp(
      `${RELAY.source}|比分|点算|清点|计票|唱票|汇总|统计|总结|陈述|作答|答辩|答复|回答|回信|回复|回帖|解释|说明|澄清|介绍|通报|宣布|公布|汇报|报告|决定|决策|进展|交付|更新|修订|调整`,
    ),
    gloss: 'frames the rest as a report',
  },
  { stance: 'objection', re: /反对|否决|唱反调/, gloss: 'frames the rest as an objection' },
  {
    stance: 'concern',
    re: /隐患|风险|隐忧|顾虑|担忧|担心|疑虑/,
    gloss: 'frames the rest as a worry',
  },
  { stance: 'support', re: /支持|赞成|叫好|点赞|认可|同意/, gloss: 'frames the rest as support' },
  { stance: 'question', re: /疑问|提问|发问|追问|询问/, gloss: 'frames the rest as a question' },
  {
    stance: 'suggestion',
    re: /方案|办法|解法|折中|建议|提议|主意|思路/,
    gloss: 'frames the rest as a proposal',
  },
]

/**
 * What a frame says the line does, if it does: a short opening before a colon ("点出一处隐患：…",
 * "替 Bob 传话：…") or a tag in brackets ("【风险提示】…", "［通报］…").
 */
function frameAct(line: string): StanceDecision | null {
  const tag = TAG.exec(line)
  const frame = tag ? (tag[1] as string) : FRAME.exec(line)?.[0].slice(0, -1)
  if (!frame || FRAME_TURNS.test(frame)) return null
  // A question named rhetorical ("反问：…") objects.
  const rhetorical = /反问/.exec(frame)
  if (rhetorical)
    return {
      stance: 'objection',
      evidence: rhetorical[0],
      gloss: 'asks a question that objects',
      basis: 'rule',
      vote: null,
    }
  // A frame that opens with its act ("动议采纳…方案：") is read as any clause is; a tag is a
  // label, not a clause ("【风险提示】"), and names its act by its words alone.
  const head = tag ? undefined : headStance(frame)
  if (head && head.stance !== 'information') return null
  for (const { stance, re, gloss } of FRAME_ACTS) {
    const m = re.exec(frame)
    if (m) return { stance, evidence: m[0], gloss, basis: 'rule', vote: null }
  }
  return null
}

/** Support said outright, not as an objection denied ("同意合并", "可以先按这个方案走", not "没有反对"). */
function saysSupport(clause: string): boolean {
  const head = headStance(clause)
  const outright = (words: string) => !/[不没未无非别]/.test(words)
  if (head?.stance === 'support' && outright(head.evidence)) return true
  const along = GOES_ALONG.exec(clause) ?? AS_PROPOSED.exec(clause)
  return along !== null && outright(along[0])
}

/** Thanks and welcomes ("先感谢大家的耐心", "欢迎新朋友"): no act of the line. */
const COURTESY =
  /^\s*(?:(?:👍|🙏|👏|🎉|❤️?)\uFE0F?\s*)?(?:先|也|再次|特别|非常)?\s*(?:谢谢|感谢|多谢|欢迎|致谢|辛苦|thx\b|thanks\b|thank\s+you\b)|^\s*对[^，。；]{1,20}?(?:表示)?致谢|辛苦了?\s*[！!。]?\s*$/i

/** Nothing else to say ("没别的了", "没有其他意见", "别无他言"). */
const NOTHING_ELSE =
  /^(?:没有?|别无|无)(?:别的|其他|其它|他)(?:意见|言|要说的)?了?$|^没(?:啥|什么)可(?:说|唠|讲)的$|^(?:no (?:further|more|other) comments?|nothing (?:new |else )?to add|nothing else)\.?$/i

/** What a line's type field says it is ("类型=UPDATE", "type=QUESTION"); COMMENT says nothing. */
const TYPE_STANCE: Readonly<Record<string, Stance>> = {
  UPDATE: 'information',
  TALLY: 'information',
  RELAY: 'information',
  MERGE: 'information',
  REPORT: 'information',
  ANNOUNCE: 'information',
  PROPOSAL: 'suggestion',
  SUGGESTION: 'suggestion',
  QUESTION: 'question',
}
const FIELD = /^\s*([\p{L}_]{1,12})\s*=\s*(.*)$/su

/** A line written as key=value fields ("类型=COMMENT；内容=…；立场=反对"), by key; else null. */
function fieldsOf(line: string): Map<string, string> | null {
  const fields = new Map<string, string>()
  let last: string | undefined
  for (const part of line.split(/[；;]/)) {
    const m = FIELD.exec(part)
    if (m) {
      last = m[1]!.toLowerCase()
      fields.set(last, m[2]!.trim())
    } else if (last) fields.set(last, `${fields.get(last)}；${part.trim()}`)
  }
  return fields.size >= 2 ? fields : null
}

/**
 * The stance of a line of fields: its stance field read as a line, else its type, else its
 * content read as a line; null for a line that is not fields.
 */
function fieldsAct(line: string): StanceDecision | null {
  const fields = fieldsOf(line)
  if (!fields) return null
  const field = (...keys: string[]) => keys.map((k) => fields.get(k)).find((v) => v)
  const stance = field('立场', 'stance')
  const said = stance ? readActs(stance) : null
  if (said?.basis === 'rule') return said
  const type = field('类型', 'type')
  const typed = type ? TYPE_STANCE[type.toUpperCase()] : undefined
  if (type && typed)
    return {
      stance: typed,
      evidence: type,
      gloss: 'says what the line is',
      basis: 'rule',
      vote: null,
    }
  const content = field('内容', 'content')
  return content ? readActs(content) : null
}

/** The stance of a line that casts no vote: what the person does in it, clause by clause. */
function readActs(line: string): StanceDecision {
  const fielded = fieldsAct(line)
  if (fielded) return fielded
  const tag = REPORT_TAG.exec(line)
  if (tag)
    return {
      stance: 'information',
      evidence: tag[0].trim(),
      gloss: 'tagged as a report',
      basis: 'rule',
      vote: null,
    }
  const inOrder = splitClauses(line)
  const clauses = inTimeOrder(inOrder)
  const opening = inOrder.find((c) => !COURTESY.test(c.text))
  const rule = (stance: Stance, evidence: string, gloss: string): StanceDecision => ({
    stance,
    evidence,
    gloss,
    basis: 'rule',
    vote: null,
  })
  // A question that answers itself ("这不是坑人吗？", "难道……，要……吗？") objects, unless a
  // later state follows it ("一开始问…？后来…接受"): then only from that state on.
  const now = clauses[0]?.start ?? 0
  for (const sentence of line.slice(now).split(/(?<=[。！!？?]|[?？][”"」』])/))
    if (/[?？]/.test(sentence)) {
      const urges = URGES.exec(sentence)
      if (urges) return rule('support', urges[0], 'asks why wait')
      const m = RHETORICAL.exec(sentence)
      if (m) return rule('objection', m[0], 'asks a question that objects')
    }
  // A frame names what the line is about; a stance the line says has turned outranks it
  // ("【风险复核】…不再担心…").
  // A frame opens the line, or follows the role it opens with ("发起人，周五统计：…").
  const afterRole =
    opening && ROLE.test(opening.text) ? line.slice(opening.start + opening.text.length + 1) : ''
  const framed = frameAct(line) ?? (afterRole ? frameAct(afterRole) : null)
  // The author's own proposal, framed ("作者的方案：…"), is described, not proposed.
  if (framed?.stance === 'suggestion' && BY_AUTHOR.test(line))
    return rule('information', framed.evidence, 'describes their own proposal')
  if (framed && !TURNED.test(line)) {
    // A report's frame ends with its field: a later one says what the person does ("作者答复：…；
    // 评价：可以接受").
    const field = framed.stance === 'information' ? /[；;。]/.exec(line) : null
    const after = field ? readActs(line.slice(field.index + 1)) : undefined
    return after && after.basis === 'rule' && after.stance !== 'information' ? after : framed
  }
  let information: { evidence: string; gloss: string } | undefined
  // "并非不认可……，只是……": what follows the concession decides, if anything does.
  let conceded: StanceDecision | undefined
  // A stance read from a judgement ("认为……应该……"): an act said outright later wins.
  let inferred: StanceDecision | undefined
  // The person speaks as the author: what they say must be done is their plan, not a proposal.
  const asAuthor =
    opening !== undefined && [ROLE, ROLE_TAG, BY_AUTHOR].some((re) => re.test(opening.text))
  let tookUp: StanceDecision | undefined
  // After a reporting verb and a colon, the rest of the line is what was reported.
  let reported = false
  // "他的意思是…", "照她的意思，…": where no act is named, what they mean should be done.
  let means: string | undefined
  const thanked = clauses.some((c) => COURTESY.test(c.text))
  for (const [i, clause] of clauses.entries()) {
    // A new field or sentence ("…；评价：可以接受") ends what a reporting verb reported.
    if (reported && /[；;。]/.test(line.charAt(clause.start - 1))) reported = false
    if (reported) continue
    if (COURTESY.test(clause.text)) continue
    // "谢谢。没别的。": after thanks, nothing else to say is part of the courtesy.
    if (thanked && NOTHING_ELSE.test(clause.text)) continue
    const said = clauseAct(clause.text)
    if (said) return said
    if (clause === opening && ROLE.test(clause.text)) {
      information = { evidence: clause.text, gloss: 'speaks in their role' }
      continue
    }
    const relays = RELAYS.exec(clause.text)
    if (relays) return rule('information', relays[0], "relays another person's view")
    // The author holding to their proposal ("（作者）坚持公开", "作为作者，他坚持…"): support.
    const holds = asAuthor ? HOLDS.exec(clause.text) : null
    if (holds) return rule('support', holds[0], 'holds to the proposal')
    const head = headStance(clause.text)
    means ??= MEANS.exec(clause.text)?.[0]
    const endsWithColon = /[:：]/.test(line.charAt(clause.start + clause.text.length))
    const asks = /[?？]/.test(line.charAt(clause.start + clause.text.length))
    const answered = i < clauses.length - 1 && !ASKING_WORD.test(clause.text)
    if (asks && answered && ECHO_QUESTION.test(clause.text.replace(/\s/g, ''))) continue
    const proposes = asks ? PROPOSING_QUESTION.exec(clause.text) : null
    if (!head && proposes)
      return rule('suggestion', proposes[0].trim(), 'proposes it as a question')
    if (!head && (asks || QUESTION_PARTICLE.test(clause.text)))
      return rule('question', clause.text, 'asks')
    // "OK, then let's …": an OK alone before more is a discourse word, no assent.
    if (i === 0 && clauses.length > 1 && DISCOURSE_OK.test(clause.text)) continue
    const along = GOES_ALONG.exec(clause.text)
    if (along && head?.stance !== 'objection' && !head?.reports) {
      if (!COUNTED.test(clause.text.slice(0, along.index)))
        return rule('support', along[0].trim(), 'goes along with it')
      information ??= { evidence: clause.text, gloss: "reports others' approvals" }
      continue
    }
    const later = VOTE_LATER.exec(clause.text)
    if (later && (!head || head.stance === 'information')) {
      information ??= { evidence: later[0], gloss: 'says when they will vote' }
      continue
    }
    if (!head) {
      const must = asAuthor ? null : MUST.exec(clause.text)
      if (must)
        return rule('suggestion', must[0].replace(/^，/, '').trim(), 'says what must be done')
      continue
    }
    if (head.stance !== 'information') {
      const decision = rule(head.stance, head.evidence, head.gloss)
      // An earlier state ("此前担心…") yields to what is said after it, as a judgement does.
      // The author proposing or saying how their design should be ("作者，提议…", "她是作者，
      // 她说…应该…") describes it.
      if (asAuthor && head.stance === 'suggestion') {
        information ??= { evidence: head.evidence, gloss: 'describes their own design' }
        continue
      }
      // A worry conceded before a contrast ("仍有点担心…，不过…同意") yields to what follows.
      // An objection yields only to going along ("Not a fan, but I won't block it"), not to
      // support for something else ("反对默认开启，但支持加开关").
      const later = clauses.slice(i + 1)
      const contrast = later.findIndex((c) => c.contrast)
      const goesAlong =
        contrast >= 0 &&
        later.slice(contrast).some((c) => GOES_ALONG.test(c.text) || WONT_BLOCK.test(c.text))
      const yields =
        (head.stance === 'concern' &&
          contrast >= 0 &&
          (later.some((c) => saysSupport(c.text)) || goesAlong)) ||
        (head.stance === 'objection' && goesAlong)
      if (head.inferred || yields || RESERVATION.test(head.evidence) || EARLIER.test(clause.text)) {
        inferred ??= decision
        continue
      }
      if (CONCESSION.test(clause.text)) {
        conceded ??= decision
        continue
      }
      // A reminder of what should be done ("提醒应同步更新文档") proposes it.
      if (/^提醒/.test(head.evidence) && SHOULD.test(line.slice(clause.start)))
        return rule('suggestion', head.evidence, 'reminds what should be done')
      // The author taking up a suggestion, then saying what they did: the report decides.
      if (asAuthor && head.stance === 'support' && A_SUGGESTION.test(clause.text)) {
        tookUp ??= decision
        continue
      }
      return decision
    }
    // "更新了 KIP，新增…，要求…": what follows an update is what it holds.
    if (UPDATE_DONE.test(halfWidth(clause.text).replace(LEAD, ''))) reported = true
    if (tookUp && !ANSWERS.test(head.evidence))
      return rule('information', head.evidence, 'takes up a suggestion and reports it')
    information ??= { evidence: head.evidence, gloss: head.gloss }
    if (head.reports && endsWithColon) reported = true
  }
  if (tookUp) return tookUp
  if (conceded) return conceded
  if (inferred) return inferred
  if (means) return rule('suggestion', means, 'says what they mean should be done')
  // No act named, but a clause opens with something done ("改了日志级别", "已于周三完成验证"):
  // a report of it. A clause that opens with its subject ("限速绕开了 …") is no such report.
  for (const clause of information ? [] : clauses) {
    const text = halfWidth(clause.text)
    const lead = LEAD.exec(text)?.[0].length ?? 0
    // 已 / 已经 are adverbs of the lead too ("已于周三完成验证").
    const already = /已(?:经)?\s*$/.exec(text.slice(0, lead))
    const done = already ?? PERFECTIVE.exec(text.slice(lead))
    if (done) {
      const at = already ? already.index : lead
      return rule(
        'information',
        clause.text.slice(at, at + done[0].length),
        'reports what was done',
      )
    }
  }
  if (information) return { ...information, stance: 'information', basis: 'rule', vote: null }
  // Facts stated, with nothing proposed, feared, judged or asked: a report.
  const said = clauses
    .filter((c) => !COURTESY.test(c.text) && !(thanked && NOTHING_ELSE.test(c.text)))
    .map((c) => c.text)
  const fact = said.some((c) => NOT_PLAIN.test(c)) ? null : STATES.exec(said.join('，'))
  if (fact) return rule('information', fact[0], 'states facts')
  // Thanks and welcomes and nothing else ("感谢大家这么快 review"): no act, a courtesy.
  const courtesy =
    said.length === 0 ? clauses.map((c) => COURTESY.exec(c.text)).find((m) => m !== null) : null
  if (courtesy) return rule('information', courtesy[0].trim(), 'thanks or welcomes')
  // Regret and nothing else ("深表遗憾", "实在可惜"): a feeling, no act.
  const regret = clauses.map((c) => REGRET.exec(c.text)).find((m) => m !== null)
  if (regret) return rule('information', regret[0].trim(), 'expresses regret')
  return { stance: 'information', evidence: '', gloss: '', basis: 'unsure', vote: null }
}
