/**
 * The status of a thread, decided from its (Chinese) conclusion by a table of phrases.
 *
 * Rules are tried in this order; the first rule with a match wins:
 *
 * | status    | phrases (regular expressions)                                                 |
 * |-----------|-------------------------------------------------------------------------------|
 * | contested | 尚未/未/没有/未能…达成…共识/一致, 尚未形成共识, 分歧, 反对, 争议, 僵持            |
 * | done      | 已合并, 合并完成, 流程结束, 投票通过, 正式被接受, 已接受, 已发布, 已部署, 已关闭   |
 * | tentative | 初步结论, 初步确认, 初步共识, 初步同意, 初步决定, 初步达成…一致/共识              |
 * | agreed    | 已就…达成一致/共识, 达成一致, 达成共识, 已采纳, 采纳了, 一致同意, 形成共识         |
 * | open      | 等待, 计划在下一版, 仍在讨论, 继续讨论, 待定, 尚未合并/发布, 有待, 下一步, 计划    |
 *
 * Negation comes first: contested is tried before everything else, so "尚未达成一致" never reads
 * as "达成一致"; and any match right after a negation (未, 不, 没, 无, 非, 无人 …) is skipped, so
 * "尚未正式被接受" is not done and "没有分歧" is not contested. Within a rule, the evidence is the
 * earliest match in the text, the longest one when two start at the same place. No match: open,
 * with evidence "".
 */
import type { ThreadStatus } from './dataset'

interface Rule {
  status: ThreadStatus
  phrases: RegExp[]
  /** Whether a negation right before the phrase cancels it. */
  negatable: boolean
}

// A clause boundary: a phrase such as "已就…达成一致" must not reach across sentences.
const SAME_CLAUSE = '[^，。；;！!？?\\n]'

export const STATUS_RULES: readonly Rule[] = [
  {
    status: 'contested',
    phrases: [
      new RegExp(
        `(?:尚未|仍未|还未|并未|未能|没能|没有|未)(?:就${SAME_CLAUSE}{0,30}?)?(?:达成|形成|取得)${SAME_CLAUSE}{0,20}?(?:共识|一致)`,
        'g',
      ),
    ],
    negatable: false,
  },
  { status: 'contested', phrases: [/存在分歧|分歧/g, /反对/g, /争议/g, /僵持/g], negatable: true },
  {
    status: 'done',
    phrases: [
      /已(?:被)?合并|合并完成/g,
      /流程(?:已)?结束/g,
      /投票(?:已)?通过/g,
      /正式被接受|被正式接受|已(?:被)?接受/g,
      /已(?:正式)?发布/g,
      /已(?:成功)?部署/g,
      /已关闭/g,
    ],
    negatable: true,
  },
  {
    status: 'tentative',
    phrases: [
      /初步(?:结论|确认|共识|同意|决定|认可)/g,
      new RegExp(`初步达成${SAME_CLAUSE}{0,20}?(?:一致|共识)`, 'g'),
    ],
    negatable: true,
  },
  {
    status: 'agreed',
    phrases: [
      new RegExp(`已就${SAME_CLAUSE}{0,30}?达成(?:了)?(?:一致|共识)`, 'g'),
      /达成(?:了)?(?:一致|共识)/g,
      /已采纳|采纳了/g,
      /一致同意/g,
      /形成(?:了)?共识/g,
    ],
    negatable: true,
  },
  {
    status: 'open',
    phrases: [
      /等待/g,
      /计划在下一版/g,
      /仍在讨论|继续讨论|讨论中/g,
      /待定|有待|尚待/g,
      /(?:尚未|仍未|还未|未)(?:合并|发布|部署|通过|确定|解决)/g,
      /下一步/g,
      /计划/g,
    ],
    negatable: true,
  },
]

const NEGATION = /(?:未|不|没|没有|无|非|无人|没有人|并无|毫无)\s*$/

export interface StatusDecision {
  status: ThreadStatus
  /** The exact substring of the conclusion that decided the status; "" when no rule matched. */
  evidence: string
}

/**
 * Status of a thread from its Chinese conclusion.
 * classifyStatus("目前尚未达成最终共识，主要分歧在于…") → { status: "contested", evidence: "尚未达成最终共识" };
 * classifyStatus("PR 已合并，流程结束。") → { status: "done", evidence: "已合并" }.
 */
export function classifyStatus(conclusionZh: string): StatusDecision {
  for (const rule of STATUS_RULES) {
    let best: { index: number; text: string } | null = null
    for (const phrase of rule.phrases) {
      for (const m of conclusionZh.matchAll(phrase)) {
        if (rule.negatable && NEGATION.test(conclusionZh.slice(0, m.index))) continue
        if (
          !best ||
          m.index < best.index ||
          (m.index === best.index && m[0].length > best.text.length)
        ) {
          best = { index: m.index, text: m[0] }
        }
      }
    }
    if (best) return { status: rule.status, evidence: best.text }
  }
  return { status: 'open', evidence: '' }
}
