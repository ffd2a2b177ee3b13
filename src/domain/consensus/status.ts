/**
 * The status of a thread, read from its conclusion as a careful reader would.
 *
 * 1. The conclusion is cut into clauses; where a clause opens with a contrast (但, 不过 …) and
 *    what follows says something, that part carries the point ("虽然仍有分歧，但已决定先合并").
 * 2. In each clause, cues are found (STATUS_CUES) and read in context:
 *    - negation and its scope (negation.ts): "尚未达成共识" is no consensus, "没有分歧" and
 *      "不再有异议" are agreement, "并不是没有分歧" (two negations) is disagreement;
 *    - a disagreement that is resolved ("分歧已经消除", "反对意见已撤回") is agreement, one that
 *      is not ("并未消除分歧", "分歧仍未解决") is disagreement;
 *    - time: "将在下周合并", "待作者确认后再定" speak of the future: pending, not done or agreed;
 *      "已决定先合并" is a decision about a merge, not a merge; a merge, release or fix counts
 *      only when the clause says it happened (已, 了, 完毕 …);
 *    - a preliminary word in the clause ("初步接受", "原则上同意") makes its agreement tentative.
 * 3. The clauses together: done > contested > tentative > agreed > open. A vote that passes with
 *    votes against is done; a remaining detail does not reopen an agreement; an explicit, live
 *    disagreement outweighs an agreement on something else.
 * 4. No cue at all: unsure. The thread is then listed for a maintainer (data/reviews.json).
 */
import type { Basis, Outcome, ThreadStatus } from '../dataset'
import { halfWidth, mainClauses, splitClauses, type Clause } from './clauses'
import { cueFinder, escapeRegExp, type CueMatch, type CueWords } from './cues'
import { isNegated, negatorOf } from './negation'

export type Concept =
  | 'resolved'
  | 'disagree'
  | 'accepted'
  | 'rejected'
  | 'withdrawn'
  | 'closed'
  | 'tentative'
  | 'agreed'
  | 'pending'

/** The status each kind of cue gives when it stands unnegated (the rules page groups by it). */
export const CONCEPT_STATUS: Record<Concept, ThreadStatus> = {
  resolved: 'agreed',
  disagree: 'contested',
  accepted: 'done',
  rejected: 'done',
  withdrawn: 'done',
  closed: 'done',
  tentative: 'tentative',
  agreed: 'agreed',
  pending: 'open',
}

/** Words that look like cues and are not: roles, vote counts, "consistent with". */
const STATUS_NEUTRAL = [
  '发布经理',
  '发布计划',
  '发布博客',
  '发布公告',
  '发布说明',
  '发布流程',
  '发布日期',
  '发布时间',
  '发布时间表',
  '反对票',
  '赞成票',
  '保持一致',
  '一致性',
  '无盘',
  '与会',
  '未过期',
  '定位',
  '没过期',
]

/** Closing words that need the clause to say it happened ("已合并"), unlike "投票通过". */
const CLOSINGS_NEEDING_PERFECTIVE = [
  '合并',
  '合入',
  '并入',
  '合进',
  '合到',
  '并到',
  'merge',
  '发布',
  '上线',
  '发版',
  '部署',
  '修复',
  '关闭',
  '落地',
  '上架',
  '干完',
  'pass',
  'ship',
  '做完',
  '弄完',
  '跑完',
  'land',
  '打进',
  '进 trunk',
  '进trunk',
  '进主干',
  '进主线',
  '发出去',
  'ga',
] as const
/** Every word, of any kind, that counts only once it happened ("已 withdraw"). */
const NEEDS_PERFECTIVE: readonly string[] = [...CLOSINGS_NEEDING_PERFECTIVE, 'withdraw']

/** In the order they take their words: a resolution claims "分歧" before the disagreement does. */
export const STATUS_CUES: readonly CueWords<Concept>[] = [
  {
    concept: 'resolved',
    gloss: 'the disagreement was resolved',
    display: [
      '分歧、争议、异议、反对意见、反对的声音、反对声、争论、顾虑、疑虑、担忧 … 消除、解决、化解、弥合、平息、撤回、收敛、消失、消解、打消、澄清、没了、消了、不复存在、烟消云散',
      '反对者、反对方、反对的人 … 松口、让步、改口、撤回',
      '双方、两边、各方 … 让步、妥协、松口',
      '消除、化解、弥合、平息、打消 … 分歧、争议、异议、反对意见、顾虑、疑虑',
    ],
    words: [
      ...[
        '分歧',
        '争议',
        '异议',
        '反对意见',
        '反对的声音',
        '反对声',
        '争论',
        '顾虑',
        '疑虑',
        '担忧',
      ].flatMap((n) =>
        [
          '消除',
          '解决',
          '化解',
          '弥合',
          '平息',
          '撤回',
          '收敛',
          '消失',
          '消解',
          '打消',
          '澄清',
          '没了',
          '消了',
          '不复存在',
          '烟消云散',
          '没有了',
          '不存在',
        ].map((v) => `${n}…${v}`),
      ),
      ...['反对者', '反对方', '反对的人'].flatMap((n) =>
        ['松口', '让步', '改口', '撤回'].map((v) => `${n}…${v}`),
      ),
      ...['双方', '两边', '各方', '两派'].flatMap((n) =>
        ['让步', '妥协', '松口', '言和', '和解'].map((v) => `${n}…${v}`),
      ),
      ...['消除', '化解', '弥合', '平息', '打消'].flatMap((v) =>
        ['分歧', '争议', '异议', '反对意见', '顾虑', '疑虑'].map((n) => `${v}…${n}`),
      ),
    ],
  },
  {
    concept: 'disagree',
    gloss: 'disagreement between stated sides',
    words: [
      '分歧',
      '争议',
      '异议',
      '反对意见',
      '反对',
      '意见不统一',
      '意见仍不统一',
      '意见不一致',
      '意见相左',
      '看法不一',
      '观点不一',
      '各执一词',
      '各执一端',
      '各执己见',
      '互不相让',
      '立场相左',
      '相左',
      '争论',
      '一派…另一派',
      '分为两派',
      '两派',
      '各持己见',
      '相持不下',
      '僵局',
      '僵持',
      '对立',
      '争执',
      '坚持',
      '不同意',
      '一方…另一方',
      '各不相让',
      '互不让步',
      '不肯让',
      '谁也不让谁',
      '吵起来',
      'disputed',
      'insists',
      'insist on',
      '说服不了',
      '谁也没说服谁',
      '谁也说服不了谁',
      '谁都说服不了谁',
      '派和…派',
      '派与…派',
      '各说各的',
      '各说各话',
      '揪着',
      'hold 住',
      'hold住',
      '吵着',
      '还在吵',
      '吵得',
      '不认同',
      '不赞同',
      '不赞成',
      '两拨',
      'disagree',
      'disagreement',
      'objection',
      'pushback',
      'controversial',
    ],
  },
  {
    concept: 'accepted',
    gloss: 'the vote passed or the proposal was accepted',
    words: [
      '投票通过',
      '投票已通过',
      '投票获得通过',
      '投票……通过',
      '获得批准',
      '批准',
      'accepted',
      'vote…过了',
      'passed',
      '通过投票',
      '表决通过',
      '获得通过',
      '获批',
      '获通过',
      '获得…通过',
      '被通过',
      '被接受',
      '被正式接受',
      '正式被接受',
      '正式接受',
      '已接受',
      '已被接受',
      '投票过了',
      '投票…过了',
      '过关',
      '正式通过',
      '顺利通过',
      '获放行',
      '获得放行',
    ],
  },
  {
    concept: 'rejected',
    gloss: 'the vote failed or the proposal was rejected',
    words: [
      '否决',
      '被否',
      '挡下',
      '拦下',
      '拦了下来',
      '拦住',
      '不成立',
      '所否',
      '否掉',
      '被拒绝',
      '被拒',
      '驳回',
      '未获通过',
      '没获通过',
      '作废',
      '没过',
      '未过',
      '未通过',
      '不予通过',
      '没通过',
      '未能通过',
      '没能通过',
      'rejected',
      'vetoed',
      'vote failed',
      'vote…failed',
      '投票失败',
      '表决失败',
    ],
  },
  {
    concept: 'withdrawn',
    gloss: 'the proposal was withdrawn or abandoned',
    words: [
      '撤下',
      'discarded',
      'abandoned',
      '撤回',
      '撤销',
      '放弃',
      '废弃',
      '不再推进',
      '不再继续',
      '终止',
      '撤了',
      '撤掉',
      '撤',
      'withdrawn',
      'withdrew',
      'withdraw',
    ],
  },
  {
    concept: 'closed',
    gloss: 'the matter is closed',
    words: [
      '流程结束',
      '流程已结束',
      '讨论结束',
      '讨论已结束',
      '已结束',
      '告一段落',
      '发布…完成',
      '发布工作…完成',
      'merged',
      'released',
      'shipped',
      'landed',
      'deployed',
      ...CLOSINGS_NEEDING_PERFECTIVE,
    ],
  },
  // Before the agreement words they contain: "定不了" cannot be decided yet.
  {
    concept: 'pending',
    gloss: 'cannot be decided yet',
    words: ['定不了', '定不下来', '决定不了', '决定不下来', '拍不了板', '谈不拢'],
  },
  {
    concept: 'tentative',
    gloss: 'preliminary, provisional or in principle',
    words: [
      ...[
        '结论',
        '确认',
        '同意',
        '决定',
        '接受',
        '采用',
        '倾向于',
        '倾向',
        '一致',
        '认可',
        '共识',
      ].map((w) => `初步${w}`),
      '初步达成…一致',
      '初步达成…共识',
      '初步形成…共识',
      '初步',
      '暂定',
      'preliminary',
      '试行',
      '试用',
      '试服',
      'initial consensus',
      'tentative',
      '暂且',
      '暂时通过',
      '暂且通过',
      '临时通过',
      '暂按',
      '暂时按',
      '暂时先',
      '暂取',
      '暂从',
      '暂依',
      '暂用',
      '姑且',
      '先这么定',
      '先这么',
      '暂以',
      '先临时',
      '临时用',
      '临时沿用',
      '先这样定',
      '大致',
      '基本上',
      '暂时决定',
      '暂时确定',
      '暂时采用',
      '暂时同意',
      '原则上',
      '倾向于',
      '倾向',
      '大方向',
      '大体上',
      '基本同意',
      '基本一致',
      '基本认可',
      '基本达成',
      '基本接受',
      '试行',
      '有条件地同意',
      '有条件同意',
      '阶段性',
      '基本都',
      '大体都',
      '大致都',
      'tentatively',
      'tentative',
      'in principle',
      'leaning',
    ],
  },
  {
    concept: 'agreed',
    gloss: 'consensus or a decision was reached',
    words: [
      '达成…一致',
      '达成…共识',
      '达成…协议',
      '取得…一致',
      '取得…共识',
      '形成…共识',
      '形成…结论',
      '得出…结论',
      '有…结论',
      '结论已',
      '觉得可以',
      '觉得可行',
      '认为可行',
      '共识',
      '定论',
      '一致',
      '统一',
      '同意',
      '赞同',
      '赞成',
      '认可',
      '可以接受',
      '接受了',
      '接受该',
      '接受这一',
      '接受折中',
      '接受当前',
      '敲定',
      '拍板',
      '一锤定音',
      '定稿',
      '定案',
      '已确定',
      '确定',
      '讨论收敛',
      '意见收敛',
      '已收敛',
      '已经确定',
      '均已确定',
      '最终确定',
      '正式确定',
      '确定了',
      '已定',
      '已决',
      '议决',
      '定了',
      '说定',
      '定下来',
      '定下了',
      '定调',
      '已经落实',
      '已落实',
      'finalized',
      'finalised',
      'decision is made',
      'decision was made',
      'is locked',
      'locked 了',
      '合意',
      '计划锁定',
      '范围锁定',
      '方案锁定',
      '日期锁定',
      '点过头',
      '点了头',
      '已经判了',
      '已判',
      '议定',
      '决定',
      '采纳',
      '已采用',
      '采用了',
      '点头',
      '买账',
      'approve',
      '说开',
      '谈拢',
      'agree',
      'agreed',
      'consensus',
      'settled',
      'decided',
      'confirm 了',
      'confirm了',
      '已 confirm',
      '已confirm',
      'lgtm',
    ],
  },
  {
    concept: 'pending',
    gloss: 'still pending',
    words: [
      '等待',
      '等候',
      '仍待',
      '尚待',
      '有待',
      '留待',
      '还待',
      '待定',
      '待议',
      '待确认',
      '待讨论',
      '待补充',
      '待评估',
      '待回复',
      '待审查',
      '待作者',
      '待下周',
      '待…后',
      '仍在讨论',
      '仍在进行',
      '还在讨论',
      '正在讨论',
      '讨论中',
      '进行中',
      '继续讨论',
      '继续',
      '处于…阶段',
      '延长',
      '顺延',
      '推迟',
      '延期',
      '延后',
      '暂缓',
      '暂停',
      '搁置',
      '挂起',
      '挂着',
      '搁着',
      '继续等',
      '票数不足',
      '票数不够',
      '不够',
      '不足',
      '仍在',
      '正在',
      '还在',
      '还需要',
      '还得',
      '仍得',
      'blocked',
      'on hold',
      'pending',
      'wip',
      'in progress',
      'under review',
      'in review',
      'tbd',
      'waiting',
      '尚需',
      '还需',
      '回滚',
      '回退',
      'revert',
      '仍需',
      '将在',
      '将于',
      '还没',
      '仍差',
      '还差',
      '下一步',
      '下一版',
      '计划',
      '打算',
      '准备',
      '需要先',
      '需先',
      '再议',
      '再定',
      '另行讨论',
      '悬而未决',
      '还不能',
      '尚不能',
      '还不满',
      '尚不满',
      '未满',
      '尚未',
      '仍未',
      '还未',
      '还没有',
      '暂未',
      '暂无',
      '尚无',
      '仍无',
      '暂不',
      '无进展',
      '没有进展',
      '没进展',
      '没有新的进展',
      '冷场',
      '没人跟进',
      '无人跟进',
      '等……再说',
      '刚开始',
      '放一放',
      '尚缺',
      '还缺',
      '延至',
      '待命',
      '观望',
      '无人响应',
      '无人回应',
      '没人响应',
      '没人回应',
      '停滞',
      '还在写',
      'in_vote',
      'in vote',
      'still running',
      'circle back',
      'paused',
      '见送り',
      '见送',
    ],
  },
]

const PERFECTIVE_BEFORE = /(?:已|已经|均已|都已|正式|成功|顺利|一并)[^，。；]{0,24}$|被\s*$/
/** After the verb: 了, 完毕 …, also past a direction, a place or a branch ("合进去了", "并到主干上了", "合进 main 了"). */
const PERFECTIVE_AFTER =
  /^(?:进?去|进来|[^，。；]{0,10}?[上里中]|\s*[A-Za-z][\w.-]*)?\s*(?:了|完毕|完成|成功)/
/** After a closing: a time for what follows ("合入以后", "merge 了之后"). */
const TIMES_WHAT_FOLLOWS = /^\s*(?:[A-Za-z][\w.-]*\s*)?了?\s*(?:之后|以后|后)/
/** A pause: after a contrast it decides over the sides before it ("…，但作者已宣布暂停"). */
const PAUSED = /暂停|搁置|挂起/
/** "Not yet" (the vote still runs), as against a plain "not" (it failed). */
const NOT_YET = /^(?:尚未|还没有?|还未|仍未|暂未|仍没有?)$/
/** A new vote or candidate ahead: a failed vote then leaves the matter open. */
const NEW_ROUND =
  /RC\s*\d|候选版本|重新|再次|新一轮|下一轮|重启|重开|第[二三四2-4]轮|重投|新的投票|投票已(?:开|开启|发起)|再投|再发起|再(?:来|开|走)一轮|new vote|re-?vote|restart|另起|退回|打回|回到讨论|撤回(?:到)?讨论|\[VOTE\]\s*v\d/i
const FAILED = 'the vote failed'
/** Before a new round: whether it comes is asked or denied ("并未说明是否会重新投票", "没提要不要开下一轮"). */
const ROUND_IN_DOUBT = /(?:是否|要不要|会不会|能不能|是不是|有没有)[^，。；]{0,10}$/

/** A vote's passing, in any language ("通过", "pass"): negated, it failed. */
function isPassing(m: CueMatch<Concept>): boolean {
  return m.concept === 'accepted' || m.text.toLowerCase() === 'pass'
}

/** Whether a new vote or candidate is said to be ahead (not asked about, not denied). */
function newRoundAhead(conclusion: string): boolean {
  return splitClauses(conclusion).some((c) => {
    const m = NEW_ROUND.exec(c.text)
    if (!m) return false
    return !ROUND_IN_DOUBT.test(c.text.slice(0, m.index)) && !isNegated(c.text, m.index)
  })
}
/** After a withdrawal word: where to ("撤回讨论区"), so it is sent back, not withdrawn. */
const BACK_TO_DISCUSSION = /^\s*(?:到|回)?\s*讨论/
/** A release candidate withdrawn: the release waits for the next one, not a closing. */
const CANDIDATE = /RC\s*\d|候选版本/i
const NOT_CLOSED = 'not yet closed'
/** A state written as a field ("状态：DECIDED", "state: FINALIZED"). */
const STATE_FIELD = /(?:状态|state|status)\s*[:：=]\s*/i
/** After a cue: its field answered no ("=FALSE", ": no", "：否"). */
const ANSWERED_NO = /^\s*[=:：]\s*(?:false|no|否|无|没有)(?![a-z])/i
/** After a word of "for now": a pause ("暂且搁置", "暂且放一放"). */
const SHELVED_AFTER = /^\s*(?:搁置|搁着|放一放|暂停|挂起|固守|观望|待命|等待)/
/** Before a disagreement word: what acts on it ("根据反对意见修改", "针对各方异议"). */
const ANSWERED_BEFORE =
  /(?:按|按照|根据|依据|针对|回应|吸收|采纳)\s*(?:各方|大家|评审|他们|她们|他|她)?\s*的?\s*$/
/** A condition ("若…", "倘若…"), and what follows from it ("…，则…"): what would happen, not what did. */
const CONDITION = /^\s*(?:如果|假如|假使|倘若|倘使|若|要是|万一|一旦|如(?![期今下此何实同]))/
const CONSEQUENCE = /^\s*(?:则|那么|那就|就|便)/
const ON_A_CONDITION = 'only on a condition'
/** A withdrawal still ahead ("作者下周撤回"): what is closed so far is a decision to drop it. */
const PLANNED = 'planned, not yet done'
/** A closing word right after a word of waiting ("尚待合并", "还没合"). */
const CLOSING_AHEAD = /^\s*(?:合|并入|merge|发布|上线|发版|部署|release)/i
/** An agreement that is a code review's approval ("已 approve", "LGTM 了"), not a decision. */
const APPROVAL = /approve|lgtm/i
/** A clause that concedes ("尽管…", "虽然…" without a 但 to follow). */
const CONCESSIVE = /^\s*(?:尽管|虽然|虽说|虽|即使|即便|哪怕)/
/** A count of votes right before a word ("两票 binding 赞成", "三张约束性赞成"). */
const COUNT_BEFORE =
  /(?:\d+|[一二两三四五六七八九十几]+)\s*(?:票|张|个)\s*(?:binding|non-binding|约束性|非约束性|有约束力的?)?\s*$/i
/** … or right after it ("赞成只有一张", "赞成仅两票"). */
const COUNT_AFTER =
  /^\s*(?:票)?\s*(?:只有|仅有?|共|有)?\s*(?:\d+|[一二两三四五六七八九十几]+)\s*(?:票|张|个)/
/** The future or a plan: what follows has not happened. */
const FUTURE_BEFORE =
  /(?:将|计划|准备|打算|预计|拟|争取|有望|会(?![议谈诊面])|(?<![主重只])要|待|等|需要|需|(?<![必无])须|(?<!不)再|才|之后|以后|择日|日后|稍后|随后|予定|下周|下(?:个)?(?:礼拜|星期|月)|下一版)[^，。；]{0,20}$/
/** Conditions and attitudes: what follows is their object, not an event ("已决定先合并"). */
const EMBEDDED_BEFORE =
  /(?:若|如果|一旦|假如|决定|同意|建议|提议|希望|要求|是否|能否|讨论|就|关于|对于|围绕)[^，。；]{0,12}$/

/** Right after "无反对": the vote passed ("无反对通过", "无反对票，获得通过"). */
const PASSED_AFTER = /^\s*票?\s*(?:而)?(?:获得|获)?通过/
/** Words that make a clause's agreement preliminary, wherever they stand in it. */
const PRELIMINARY =
  /(?<!(?:上周|上次|此前|之前|先前|早先)的?)(?:初步|暂定|阶段性|暂时|临时)|基本(?:上)?(?:可以)?(?=定|确定|敲定|说定|谈妥)/
/** A decision said not to be final ("还不是最终决定", "并非最后的结论"): tentative. */
const NOT_FINAL =
  /(?:不是|并非|并不是|尚非|不算)\s*(?:最终|最后|正式)的?\s*(?:决定|结论|定论|方案|决议)/
/** A provisional word right before a closing ("暂获通过"). */
const PROVISIONAL_BEFORE = /(?:暂|暂时|临时|初步)(?:获得?|被)?\s*$/
/** What was the case before ("上周的…", "此前的…"). */
const EARLIER_STATE_BEFORE = /(?:上周|上次|此前|之前|先前|早先)的?\s*$/

const NO_CONSENSUS = 'no consensus or decision yet'
const NO_DISAGREEMENT = 'no disagreement left'

interface StatusSignal {
  status: ThreadStatus
  /** The kind of cue that gave it. */
  concept: Concept
  /** The words that gave it, as written (with the negator that turned it, if any). */
  evidence: string
  gloss: string
  /** Offset in the conclusion. */
  index: number
}

const find = cueFinder(STATUS_CUES, STATUS_NEUTRAL)
const NEUTRAL_RE = new RegExp(STATUS_NEUTRAL.join('|'), 'g')

/** The text before a cue, with neutral words blanked out ("发布计划" is no plan to do something). */
function blankNeutral(text: string): string {
  return text.replace(NEUTRAL_RE, (w) => '□'.repeat(w.length))
}

/** A plan or the future ahead of the cue; "计划已确定" is a settled plan (a noun), not a plan to. */
function speaksOfFuture(before: string, cue: string): boolean {
  // "计划已确定", "计划已经定了": a settled plan (a noun), not a plan to do something.
  if (
    /^(?:已|定|确定|敲定)/.test(cue) &&
    /(?:计划|方案|安排|准备|日程|时间表)\s*(?:已经|已|都|也|就)?\s*$/.test(before)
  )
    return false
  return FUTURE_BEFORE.test(before)
}

/**
 * "通没通过", "过没过", "合不合", "废弃与否": a cue asked as whether, or naming a camp ("废弃派"), no
 * statement either way; the cue may hold the negator ("没通过" of "通没通过").
 */
function askedWhether(text: string, m: CueMatch<Concept>): boolean {
  const negator = /^[没不]/.exec(m.text)?.[0] ?? ''
  const first = escapeRegExp(m.text.charAt(negator.length))
  const before = text.slice(0, m.index)
  const after = text.slice(m.index + m.text.length)
  // … or names a camp after it ("废弃派与保留派").
  if (/^\s*(?:与否|派)/.test(after)) return true
  return negator
    ? new RegExp(`${first}\\s*$`).test(before)
    : new RegExp(`${first}\\s*[没不]\\s*$`).test(before) ||
        new RegExp(`^\\s*[没不]\\s*${first}`).test(after)
}

function signalOf(clause: Clause, m: CueMatch<Concept>): StatusSignal | null {
  const text = clause.text
  if (askedWhether(text, m)) return null
  // "既没通过也没否决": neither, so nothing either way.
  if (/^[没未不]/.test(m.text) && /既\s*$/.test(text.slice(0, m.index))) return null
  const before = blankNeutral(text.slice(0, m.index))
  // A field answered no ("WITHDRAWN=FALSE", "merged: no") denies its name.
  const answeredNo = ANSWERED_NO.test(text.slice(m.index + m.text.length))
  const negated = answeredNo || isNegated(text, m.headIndex)
  const neg = negated ? negatorOf(text, m.headIndex) : undefined
  const from = neg && neg.index < m.index ? neg.index : m.index
  const evidence = text.slice(from, m.index + m.text.length)
  const at = (status: ThreadStatus, gloss = m.gloss): StatusSignal => ({
    status,
    concept: m.concept,
    evidence,
    gloss,
    index: clause.start + from,
  })
  switch (m.concept) {
    case 'resolved':
      return negated ? at('contested', 'the disagreement is not resolved') : at('agreed')
    case 'disagree':
      // "根据反对意见修改", "针对各方异议": what a revision answers, no live dispute.
      if (ANSWERED_BEFORE.test(before)) return null
      // "以四票赞成、无反对通过": passed, with no one against.
      if (negated && PASSED_AFTER.test(text.slice(m.index + m.text.length)))
        return { ...at('done', 'the vote passed'), concept: 'accepted' }
      return negated ? at('agreed', NO_DISAGREEMENT) : at('contested')
    case 'rejected':
      // "尚未通过", "还没通过": not yet passed, the vote still runs.
      if (/^[未没]/.test(m.text) && /(?:尚|还|仍|暂)\s*$/.test(before))
        return at('open', 'not passed yet')
      return negated ? null : at('done', FAILED)
    case 'accepted':
    case 'withdrawn':
    case 'closed':
      // "撤回讨论阶段", "撤回到讨论区": sent back to discussion, not withdrawn.
      if (m.concept === 'withdrawn' && BACK_TO_DISCUSSION.test(text.slice(m.index + m.text.length)))
        return at('open', 'sent back to discussion')
      // "暂告一段落": paused for now, not closed.
      if (m.text === '告一段落' && /暂\s*$/.test(before)) return at('open', 'paused for now')
      // "暂获通过", "暂时通过": a provisional pass, not a closing.
      if (!negated && PROVISIONAL_BEFORE.test(before))
        return at('tentative', 'passed provisionally')
      // "RC1 被撤回，修复后出 RC2": the release waits for its next candidate.
      if (m.concept === 'withdrawn' && !negated && CANDIDATE.test(text))
        return at('open', 'the candidate was withdrawn; the next is ahead')
      // "投票未通过" failed, and "vote 没 pass"; "投票尚未通过" still runs, as a merge not yet done.
      if (negated && isPassing(m) && neg && !NOT_YET.test(neg.text))
        return { ...at('done', FAILED), concept: 'rejected' }
      if (negated) return at('open', NOT_CLOSED)
      if (EMBEDDED_BEFORE.test(before)) return null
      // "合入以后才开投票": a closing that times what follows is no closing, a step ahead.
      if (m.concept === 'closed' && TIMES_WHAT_FOLLOWS.test(text.slice(m.index + m.text.length)))
        return at('open', 'a step after it is ahead')
      if (speaksOfFuture(before, m.text)) return at('open', PLANNED)
      if (NEEDS_PERFECTIVE.includes(m.text.toLowerCase())) {
        const after = text.slice(m.index + m.text.length)
        if (!PERFECTIVE_BEFORE.test(before) && !PERFECTIVE_AFTER.test(after)) return null
      }
      // "已合并" reads better than "合并" as the reason shown.
      if (/已$/.test(before))
        return { ...at('done'), evidence: `已${evidence}`, index: clause.start + from - 1 }
      return at('done')
    case 'tentative':
      // "暂且搁置": shelved for now is a pause, not a provisional decision.
      if (SHELVED_AFTER.test(text.slice(m.index + m.text.length))) return null
      // "上周的暂定结论本周一锤定音": an earlier state, which the rest of the sentence has moved on from.
      if (EARLIER_STATE_BEFORE.test(before)) return null
      return negated ? null : at('tentative')
    case 'agreed':
      if (negated) return at('open', NO_CONSENSUS)
      // "仅获两票 binding 赞成": a count of votes, not an agreement.
      if (COUNT_BEFORE.test(before) || COUNT_AFTER.test(text.slice(m.index + m.text.length)))
        return null
      if (/(?:的|这一|该|此)$/.test(before) && m.text === '决定') return null
      if (speaksOfFuture(before, m.text)) return at('open', 'to be decided later')
      return at('agreed')
    case 'pending':
      if (negated) return null
      // "尚待合并", "还没合": a closing still ahead.
      return CLOSING_AHEAD.test(text.slice(m.index + m.text.length))
        ? at('open', NOT_CLOSED)
        : at('open')
  }
}

/** Every signal of a clause; a preliminary word makes the clause's agreement tentative. */
function clauseSignals(clause: Clause): StatusSignal[] {
  // Latin words in any case ("Accepted", "MERGED"): the cues are written in lower case.
  const all = find(halfWidth(clause.text).toLowerCase()).flatMap((m) => signalOf(clause, m) ?? [])
  const through = THROUGH.exec(clause.text)
  const saidDone = all.some((s) => s.status === 'done')
  if (through && !saidDone && !/[不没未别]/.test(clause.text.slice(0, through.index)))
    all.push({
      status: 'done',
      concept: 'accepted',
      evidence: through[0],
      gloss: 'the vote passed',
      index: clause.start + through.index,
    })
  if (PASSED_ALONE.test(clause.text))
    all.push({
      status: 'done',
      concept: 'accepted',
      evidence: clause.text,
      gloss: 'the vote passed',
      index: clause.start,
    })
  // "尚未" is its own cue, and also the negator in "尚未达成共识": keep the whole phrase.
  const within = (a: StatusSignal, b: StatusSignal) =>
    a !== b && a.index >= b.index && a.index + a.evidence.length <= b.index + b.evidence.length
  const kept = all.filter((a) => !all.some((b) => within(a, b)))
  // A disagreement the clause says was resolved ("两派先前的分歧已经消除") names what was resolved.
  const resolved = kept.some((s) => s.concept === 'resolved' && s.status === 'agreed')
  const found = resolved ? kept.filter((s) => s.concept !== 'disagree') : kept
  const notFinal = NOT_FINAL.exec(clause.text)
  const signals: StatusSignal[] = notFinal
    ? [
        ...found,
        {
          status: 'tentative',
          concept: 'tentative',
          evidence: notFinal[0],
          gloss: 'decided, not finally',
          index: clause.start + notFinal.index,
        },
      ]
    : found
  // A preliminary word inside a longer cue ("两派初步握手言和") counts too.
  if (!signals.some((s) => s.status === 'tentative') && !PRELIMINARY.test(clause.text))
    return signals
  return signals.map((s) => (s.status === 'agreed' ? { ...s, status: 'tentative' } : s))
}

/** Which status wins when clauses say several things. */
export const STATUS_PRECEDENCE: readonly ThreadStatus[] = [
  'done',
  'contested',
  'tentative',
  'agreed',
  'open',
]

export interface StatusDecision {
  status: ThreadStatus
  /** The words of the conclusion that decided it; "" when nothing did. */
  evidence: string
  /** What those words mean, in English. */
  gloss: string
  basis: Basis
}

/**
 * classifyStatus("目前尚未达成最终共识，主要分歧在于架构路径")
 *   → { status: "contested", evidence: "分歧", basis: "rule", … };
 * classifyStatus("虽然仍有分歧，但已决定先合并第一部分") → { status: "agreed", evidence: "决定", … };
 * classifyStatus("这周就这样") → { status: "open", evidence: "", basis: "unsure", … }.
 */
export function classifyStatus(conclusion: string): StatusDecision {
  const signals = decidingSignals(conclusion)
  for (const status of STATUS_PRECEDENCE) {
    const first = signals.find((s) => s.status === status)
    if (first) return { status, evidence: first.evidence, gloss: first.gloss, basis: 'rule' }
  }
  return { status: 'open', evidence: '', gloss: '', basis: 'unsure' }
}

/** A state told as earlier ("起初…", "原本…"), then the present ("如今…", "后来…"). */
const EARLIER_STATE = /^(?:起初|原本|本来|原先|一开始|最初|先前|此前|之前)/
const PRESENT_STATE = /^(?:如今|现在|目前|后来|最终|眼下|到现在)/

/** The clauses from the present on, where the conclusion tells an earlier state first. */
function fromThePresent(clauses: Clause[]): Clause[] {
  const present = clauses.findIndex((c, i) => i > 0 && PRESENT_STATE.test(c.text))
  if (present < 0 || !clauses.slice(0, present).some((c) => EARLIER_STATE.test(c.text)))
    return clauses
  return clauses.slice(present)
}

/** A KIP or its vote said to be through ("KIP 过了", "投票总算过了"), not "通过了" (a cue of its own). */
const THROUGH =
  /(?:KIP(?:-\d+)?|RC\s*\d*|提案|投票|表决|vote)\s*(?:这回|这次|总算|终于|也|就|已经?|都)?\s*(?<!通)过了/i

/** A clause that says only that it passed ("…，无人反对，通过。", "表决结果：通过"). */
const PASSED_ALONE = /^(?:最终|最后|顺利|正式|全票|一致)?(?:获得)?通过了?$/

/** A field and its answer ("merged: no") as one clause, so that the answer reaches the field. */
function joinAnsweredFields(clauses: Clause[], conclusion: string): Clause[] {
  const out: Clause[] = []
  for (const c of clauses) {
    const last = out.at(-1)
    const between = last ? conclusion.slice(last.start + last.text.length, c.start) : ''
    if (last && /^\s*[:：]\s*$/.test(between) && /^\s*(?:false|no|否|无|没有)\s*$/i.test(c.text))
      out[out.length - 1] = { ...last, text: conclusion.slice(last.start, c.start + c.text.length) }
    else out.push(c)
  }
  return out
}

/** Whether the conclusion tells the signal's act as done ("已放弃", "放弃了"), not as decided ("不再推进"). */
function happened(conclusion: string, s: StatusSignal): boolean {
  const after = conclusion.slice(s.index + s.evidence.length)
  return (
    /^已/.test(s.evidence) ||
    /(?:已|已经)\s*$/.test(conclusion.slice(0, s.index)) ||
    /^\s*了/.test(after)
  )
}

/** The clauses that state a condition, and those that follow from one ("若…，则…"), by their start. */
function conditionalClauses(clauses: Clause[]): Set<number> {
  const starts = new Set<number>()
  clauses.forEach((c, i) => {
    const follows = i > 0 && starts.has(clauses[i - 1]!.start) && CONSEQUENCE.test(c.text)
    if (CONDITION.test(c.text) || follows) starts.add(c.start)
  })
  return starts
}

/** The signals of the clauses that carry the conclusion's point, in order. */
function decidingSignals(conclusion: string): StatusSignal[] {
  // A question the conclusion answers ("RC2 过了吗？过了：…") says nothing: its answer decides.
  const all = joinAnsweredFields(splitClauses(conclusion), conclusion)
  const answered = (c: Clause, i: number) =>
    i < all.length - 1 && /[?？]/.test(conclusion.charAt(c.start + c.text.length))
  const clauses = fromThePresent(all.filter((c, i) => !answered(c, i)))
  const conditional = conditionalClauses(clauses)
  const signalsOf = (cs: Clause[]) =>
    cs.flatMap((c) =>
      conditional.has(c.start)
        ? clauseSignals(c).map((s) => ({ ...s, status: 'open' as const, gloss: ON_A_CONDITION }))
        : clauseSignals(c),
    )
  const main = mainClauses(clauses, (after) => {
    const said = signalsOf(after)
    // A closing not yet done decides ("PR1 已合并，不过 PR2 还没合"), and so does a pause ("仍有分歧，
    // 但已搁置"); a remaining detail does not.
    if (said.some((s) => s.status !== 'open' || s.gloss === NOT_CLOSED || PAUSED.test(s.evidence)))
      return true
    // Where what comes before only says no one objected, what is still pending decides
    // ("大家没反对，但性能数据还得补").
    const before = signalsOf(clauses.slice(0, clauses.length - after.length)).filter(
      (s) => s.status !== 'open',
    )
    return said.length > 0 && before.length > 0 && before.every((s) => s.gloss === NO_DISAGREEMENT)
  })
  // A concession ("尽管仍有一票反对，提案依然获得了通过") yields to what the rest says.
  // A disagreement conceded ("虽然有人反对，但讨论刚开始，仍待…") yields even to a wait.
  const unconceded = main.filter((c) => !CONCESSIVE.test(c.text))
  const conceded = signalsOf(main.filter((c) => CONCESSIVE.test(c.text)))
  const yields = conceded.length > 0 && conceded.every((s) => s.status === 'contested')
  const signals =
    unconceded.length < main.length &&
    signalsOf(unconceded).some((s) => s.status !== 'open' || yields)
      ? signalsOf(unconceded)
      : signalsOf(main)
  // "尚未形成一致意见，也没有明确的反对方": no objection is no agreement while no consensus is said.
  const noConsensus = signals.some((s) => s.gloss === NO_CONSENSUS)
  const said = noConsensus ? signals.filter((s) => s.gloss !== NO_DISAGREEMENT) : signals
  // Approved with the merge still ahead ("PR 已 approve，尚待合并"): reviewed, not closed.
  const agreements = said.filter((s) => s.status === 'agreed')
  const approvedOnly =
    agreements.length > 0 &&
    agreements.every((s) => APPROVAL.test(s.evidence)) &&
    said.some((s) => s.gloss === NOT_CLOSED)
  const reviewed = approvedOnly ? said.filter((s) => s.status !== 'agreed') : said
  // Dropped by decision with the withdrawal still ahead ("不再推进，作者下周撤回"): decided, not closed.
  const withdrawalAhead = reviewed.some((s) => s.concept === 'withdrawn' && s.gloss === PLANNED)
  let read = withdrawalAhead
    ? reviewed.map((s) =>
        s.concept === 'withdrawn' && s.status === 'done' && !happened(conclusion, s)
          ? {
              ...s,
              status: 'agreed' as const,
              gloss: 'decided to drop it; the withdrawal is ahead',
            }
          : s,
      )
    : reviewed
  // A state given as a field ("状态：DECIDED；…") is the writer's own reading: it decides.
  const field = STATE_FIELD.exec(conclusion)
  const from = field ? field.index + field[0].length : -1
  const to = field
    ? from + (/[；;。\n]/.exec(conclusion.slice(from))?.index ?? conclusion.length)
    : -1
  const stated = read.filter((s) => s.index >= from && s.index < to)
  // An open state ("PENDING") may be qualified by the fields after it ("共识：PRELIMINARY").
  if (stated.some((s) => s.status !== 'open')) read = stated
  // A failed vote closes the matter, unless a new vote or candidate is ahead ("RC1 被否决，下周出 RC2").
  if (!newRoundAhead(conclusion)) return read
  return read.map((s) =>
    s.gloss === FAILED ? { ...s, status: 'open', gloss: 'the vote failed; a new one is ahead' } : s,
  )
}

/**
 * What a conclusion says became of the proposal: its vote passed or it was accepted, or it was
 * withdrawn; null when it says neither happened (a merge, a plan, a vote still open). Read as
 * classifyStatus reads: "投票尚未通过" and "计划下周撤回" are no outcome.
 * closingOutcome("投票通过，KIP-1325 正式被接受。") → { outcome: "accepted", evidence: "投票通过" };
 * closingOutcome("作者已撤回该提案。") → { outcome: "withdrawn", evidence: "撤回" };
 * closingOutcome("PR 已合并。") → null.
 */
export function closingOutcome(conclusion: string): { outcome: Outcome; evidence: string } | null {
  const said = decidingSignals(conclusion).find(
    (s): s is StatusSignal & { concept: Outcome } =>
      s.status === 'done' && (s.concept === 'accepted' || s.concept === 'withdrawn'),
  )
  return said ? { outcome: said.concept, evidence: said.evidence } : null
}

/** A vote started again, in words ("重新发起投票", "重启投票"). */
const VOTE_RESTARTED =
  /重新(?:发起|开启|开始)?(?:投票|表决)|重启(?:投票|表决)|重投|再次(?:发起)?(?:投票|表决)/

/**
 * Whether a conclusion ends a vote's round: the vote failed, or it is started again; the next
 * votes are then another round.
 * endsVoteRound("投票未通过，作者修改后将重新发起投票。") → true;
 * endsVoteRound("投票仍在进行，还差一票。") → false.
 */
export function endsVoteRound(conclusion: string): boolean {
  if (VOTE_RESTARTED.test(conclusion)) return true
  return decidingSignals(conclusion).some((s) => s.concept === 'rejected')
}
