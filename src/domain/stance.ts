/**
 * The stance of a position ("@name: text") towards the thread's proposal, decided by documented
 * rules on the position's text, so that a reader can always see why.
 *
 * The rules (STANCE_RULES) are a table of cue phrases per stance, in Chinese and in English,
 * checked in this order of precedence, first match wins:
 *
 *   1. objection    反对, 不同意, 否决, 异议 … / disagree, oppose, veto …
 *   2. concern      担心, 质疑, 疑问, 顾虑 …    / concern, worried, questioned, doubt …
 *   3. support      同意, 支持, 赞同, 采纳 …    / agree, support, in favour, no objection …
 *   4. suggestion   建议, 提议, 提出, 主张 …    / suggest, propose, recommend, should …
 *   5. information  确认, 统计, 指出, 更新了 …  / confirmed, reported, pointed out, updated …
 *
 * Why this order: a position that objects or worries and also suggests something is first of all
 * an objection or a concern ("担心 …，建议保留 latest" is a concern); agreeing is stronger than
 * proposing ("投票支持 …，并提议 …" is support); reporting facts is what is left.
 *
 * Negation: a cue right after a negation (zh: 不, 没有, 没, 未, 并非, 无, 毫无, optionally followed
 * by one of 太, 很, 完全, 再, 会; en: not, no, never, don't, doesn't, didn't, isn't, without, with
 * at most one word in between) does not count: "设计不支持…" is not support, "没有反对" is not an
 * objection. Negated phrases that do carry a stance are cues of their own ("不同意" objection,
 * "不反对" / "没有异议" / "no objection" support).
 *
 * Language: the Chinese original decides; the English edition is read only when no Chinese cue
 * matched. No cue at all → information, with no evidence.
 */
import type { Lang, Localized } from './dataset'

export type Stance = 'objection' | 'concern' | 'support' | 'suggestion' | 'information'

/** In order of precedence. */
export const STANCES: readonly Stance[] = [
  'objection',
  'concern',
  'support',
  'suggestion',
  'information',
]

export interface StanceRule {
  stance: Stance
  zh: readonly string[]
  en: readonly string[]
}

export const STANCE_RULES: readonly StanceRule[] = [
  {
    stance: 'objection',
    zh: ['反对', '不同意', '不赞同', '不赞成', '否决', '不认可', '异议'],
    en: [
      'disagree',
      'disagreed',
      'disagrees',
      'oppose',
      'opposed',
      'opposes',
      'objected',
      'objects to',
      'objection',
      'veto',
      'vetoed',
    ],
  },
  {
    stance: 'concern',
    zh: ['担心', '担忧', '顾虑', '质疑', '疑问', '疑虑', '关注', '警告'],
    en: [
      'concern',
      'concerns',
      'concerned',
      'worried',
      'worries',
      'worry',
      'questioned',
      'doubt',
      'doubts',
      'warned',
    ],
  },
  {
    stance: 'support',
    zh: ['同意', '支持', '赞同', '赞成', '认可', '采纳', '不反对', '没有异议', '无异议'],
    en: [
      'agree',
      'agreed',
      'agrees',
      'support',
      'supported',
      'supports',
      'in favour',
      'in favor',
      'endorsed',
      'voted for',
      'adopted',
      'no objection',
    ],
  },
  {
    stance: 'suggestion',
    zh: ['建议', '提议', '提出', '主张', '倾向于', '应该', '应当', '认为应', '可以考虑', '推荐'],
    en: [
      'suggest',
      'suggested',
      'suggests',
      'propose',
      'proposed',
      'proposes',
      'recommend',
      'recommended',
      'should',
      'prefer',
      'prefers',
      'advocated',
    ],
  },
  {
    stance: 'information',
    zh: ['确认', '统计', '汇报', '解释', '指出', '说明', '更新了', '引入', '提交了', '询问'],
    en: [
      'confirmed',
      'reported',
      'explained',
      'pointed out',
      'counted',
      'updated',
      'introduced',
      'submitted',
      'asked',
    ],
  },
]

export interface StanceResult {
  stance: Stance
  /** The cue phrase that decided, exactly as written in the text; "" when no cue matched. */
  evidence: string
  /** Which text decided: the Chinese original, the English edition, or none (no cue). */
  lang: Lang | null
}

const ZH_NEGATION = /(?:不|没有|没|未|并非|无|毫无)(?:太|很|完全|再|会)?$/
const EN_NEGATION =
  /\b(?:not|no|never|don't|doesn't|didn't|isn't|wasn't|without)\s+(?:[\w-]+\s+)?$/i

function isNegated(before: string, lang: Lang): boolean {
  return lang === 'zh' ? ZH_NEGATION.test(before) : EN_NEGATION.test(before)
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every place a cue occurs: Chinese anywhere, English as whole words, case-insensitive. */
function occurrences(text: string, cue: string, lang: Lang): { index: number; match: string }[] {
  const pattern = lang === 'zh' ? escapeRegExp(cue) : `\\b${escapeRegExp(cue)}\\b`
  return [...text.matchAll(new RegExp(pattern, lang === 'zh' ? 'g' : 'gi'))].map((m) => ({
    index: m.index,
    match: m[0],
  }))
}

/**
 * The first stance (in precedence order) with a non-negated cue in `text`, and the earliest such
 * cue as evidence (the longest one where two start at the same place).
 * findStance("担心会重复消费，建议保留 latest", "zh") → { stance: "concern", evidence: "担心", lang: "zh" }.
 */
export function findStance(text: string, lang: Lang): StanceResult | undefined {
  for (const rule of STANCE_RULES) {
    let best: { index: number; match: string } | undefined
    for (const cue of rule[lang]) {
      for (const hit of occurrences(text, cue, lang)) {
        if (isNegated(text.slice(0, hit.index), lang)) continue
        if (
          !best ||
          hit.index < best.index ||
          (hit.index === best.index && hit.match.length > best.match.length)
        )
          best = hit
      }
    }
    if (best) return { stance: rule.stance, evidence: best.match, lang }
  }
  return undefined
}

/**
 * The stance of a position: decided on the Chinese text, else on the English edition, else
 * information without evidence.
 * decideStance({ zh: "同意始终报告指标", en: "Agreed …" }) → { stance: "support", evidence: "同意", lang: "zh" };
 * decideStance({ zh: "提交了 PR" }) → { stance: "information", evidence: "提交了", lang: "zh" }.
 */
export function decideStance(text: Localized): StanceResult {
  return (
    findStance(text.zh, 'zh') ??
    (text.en !== undefined ? findStance(text.en, 'en') : undefined) ?? {
      stance: 'information',
      evidence: '',
      lang: null,
    }
  )
}
