/**
 * SYNTHETIC weekly digests, for benchmarks and stress tests only (scripts/synthetic-corpus.ts
 * writes them to a folder; tests build a dataset of them in memory).
 *
 * <weeks> consecutive weeks ending with the week that starts on `end` (a Monday), each as
 * `<monday>.zh.txt` and `<monday>.en.txt` in the real digest grammar (see docs/data-format.md): the
 * same threads and the same people in the same order in both editions. About 10 threads a week with
 * 2–4 positions each, about 200 people ("Synthetic Person 17", "合成人物 3"), about 400 KIPs
 * (KIP-1000 to KIP-1399), conclusions using the status phrases of the rule set, footer counts
 * 40–120 and, now and then, a release's resolved/unresolved JIRA tickets.
 *
 * The grammar leaves no room to say "synthetic" in the header, so every summary and every footer
 * paragraph starts with "[合成]" / "[synthetic]": nobody can take this for real data.
 *
 * Deterministic: the same options give the same texts (own PRNG, no dependencies, no clock).
 */

export interface SyntheticOptions {
  weeks: number
  seed: number
  /** The Monday of the last week, YYYY-MM-DD. */
  end: string
}

/** The digests, in order: syntheticDigests({ weeks: 2, seed: 1, end: "2026-05-11" }) → 4 files. */
export function syntheticDigests(options: SyntheticOptions): { name: string; text: string }[] {
  const files: { name: string; text: string }[] = []
  const rand = prng(options.seed)
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T
  const weighted = (items: readonly [string, number][]): string => {
    const total = items.reduce((sum, [, w]) => sum + w, 0)
    let r = rand() * total
    for (const [item, w] of items) if ((r -= w) < 0) return item
    return items[items.length - 1]![0]
  }

  // ~200 people; a few are far more active than the rest (r² skews towards low indexes).
  const people: string[] = []
  for (let i = 1; i <= 200; i++) {
    people.push(i % 10 === 0 ? `合成人物 ${i / 10}` : `Synthetic Person ${i - Math.floor(i / 10)}`)
  }
  const person = () => people[Math.floor(rand() * rand() * people.length)]!

  const last = parseDate(options.end)
  const first = addDays(last, -7 * (options.weeks - 1))
  const kipSpan = 400
  for (let w = 0; w < options.weeks; w++) {
    const monday = addDays(first, 7 * w)
    const zh: string[] = [`${ymd(monday)} ~ ${ymd(addDays(monday, 6))}`]
    const en: string[] = [zh[0]!]
    // KIPs move forward over the corpus: a window of ~40 numbers around the corpus's progress.
    const centre = 1000 + Math.floor((kipSpan * (w + 0.5)) / options.weeks)
    const kip = () => Math.min(1399, Math.max(1000, centre + int(-25, 15)))
    // A release every ~13 weeks; its JIRA tickets are reported in some weeks.
    const quarter = Math.floor(w / 13)
    const release = `${3 + Math.floor(quarter / 8)}.${quarter % 8}.0`
    const threads = int(8, 12)
    const releaseThread = rand() < 0.3 ? int(0, threads - 1) : -1
    for (let t = 0; t < threads; t++) {
      const topic = pick(TOPICS)
      const topic2 = pick(TOPICS)
      const status = weighted(STATUS_WEIGHTS)
      const count = int(2, 4)
      const names: string[] = []
      while (names.length < count) {
        const p = person()
        if (!names.includes(p) || rand() < 0.05) names.push(p)
      }
      let aboutKip = false
      if (t === releaseThread) {
        zh.push(
          `[合成] 社区讨论了 Kafka ${release} 版本的发布进度，发布经理汇报了 JIRA 票据状态，并梳理了${topic[0]}相关的阻塞问题。`,
        )
        en.push(
          `[synthetic] The community discussed the progress of the Kafka ${release} release; the release manager reported the state of the JIRA tickets and went through the blockers related to ${topic[1]}.`,
        )
      } else if (rand() < 0.15) {
        const pr = pick(PR_SUBJECTS)
        zh.push(`[合成] 讨论围绕一个${pr[0]}展开，审阅者重点关注了${topic[0]}方面的影响。`)
        en.push(
          `[synthetic] The discussion centred on ${pr[1]}; the reviewers focused on its impact on ${topic[1]}.`,
        )
      } else {
        aboutKip = true
        const kips = [kip()]
        while (kips.length < 3 && rand() < 0.25) {
          const k = kip()
          if (!kips.includes(k)) kips.push(k)
        }
        const rest = kips.slice(1)
        zh.push(
          `[合成] 讨论主要围绕 KIP-${[kips[0], ...rest].join('、')} 的${topic[0]}展开。参与者就${topic2[0]}交换了意见，并提出了若干修改建议。`,
        )
        en.push(
          `[synthetic] The discussion centred on ${topic[1]} in KIP-${[kips[0], ...rest].join(', ')}. The participants exchanged views on ${topic2[1]} and proposed several changes.`,
        )
      }
      names.forEach((name, i) => {
        const others = rand() < 0.04
        const colon = rand() < 0.05 ? '：' : ':'
        const cfg = pick(CONFIGS)
        const value = int(1, 64) * 1000
        let text: Bi
        if (t === releaseThread && i === 0) {
          const unresolved = int(5, 60)
          const resolved = int(30, 120)
          text = [
            `统计了 ${resolved} 个已解决和 ${unresolved} 个未解决的 JIRA 票据，并提醒功能冻结日期临近。`,
            `Counted ${resolved} resolved and ${unresolved} unresolved JIRA tickets, and reminded everyone that feature freeze is near.`,
          ]
        } else {
          text = pick<Bi>([
            [
              `建议将 ${cfg} 的默认值调整为 ${value}，以降低${topic[0]}方面的风险。`,
              `Suggested changing the default of ${cfg} to ${value} to lower the risk around ${topic[1]}.`,
            ],
            [
              `指出当前方案在${topic[0]}上考虑不足，需要补充兼容性说明。`,
              `Pointed out that the current proposal does not consider ${topic[1]} enough and needs a compatibility note.`,
            ],
            [
              `同意整体设计，但要求补充${topic2[0]}相关的测试。`,
              `Agreed with the overall design, but asked for more tests on ${topic2[1]}.`,
            ],
            [
              `质疑是否需要新增 ${cfg} 配置，认为可以复用现有机制。`,
              `Questioned whether a new ${cfg} configuration is needed, arguing that the existing mechanism could be reused.`,
            ],
            [
              `更新了提案，明确了${topic[0]}的处理方式，并逐条回复了审阅意见。`,
              `Updated the proposal to spell out how ${topic[1]} is handled, and replied to each review comment.`,
            ],
            [
              `担心该改动会增加${topic2[0]}的复杂度，建议拆分为两个独立的提案。`,
              `Worried that the change makes ${topic2[1]} more complex, and suggested splitting it into two separate proposals.`,
            ],
          ])
        }
        zh.push(`@${name}${others ? ' 等' : ''}${colon === ':' ? ': ' : '：'}${text[0]}`)
        en.push(`@${name}${others ? ' et al.' : ''}: ${text[1]}`)
      })
      const conclusion =
        status === 'done' && !aboutKip ? DONE_MERGED : pick(CONCLUSIONS[status]!)(topic)
      zh.push(conclusion[0])
      en.push(conclusion[1])
    }
    const created = int(40, 120)
    const a = pick(TOPICS)
    const b = pick(TOPICS)
    zh.push(`本周新建 ${created} 个 Issue`)
    zh.push(
      `[合成] 本周 JIRA 主要集中在${a[0]}和${b[0]}方面的改进，另有若干测试抖动问题和文档错误得到修复。`,
    )
    en.push(`${created} new issues this week`)
    en.push(
      `[synthetic] In JIRA this week, most of the work went into ${a[1]} and ${b[1]}; a number of flaky tests and documentation errors were also fixed.`,
    )
    files.push(
      { name: `${ymd(monday)}.zh.txt`, text: zh.join('\n') + '\n' },
      { name: `${ymd(monday)}.en.txt`, text: en.join('\n') + '\n' },
    )
  }
  return files
}

/** A date of YYYY-MM-DD, or an error saying it is not one. */
export function parseDate(text: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text)
    throw new Error(`not a date (YYYY-MM-DD): ${text}`)
  return date
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000)
}

function ymd(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** mulberry32: a small, fast, seedable PRNG; good enough for made-up text. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Bi = readonly [zh: string, en: string]

const TOPICS: readonly Bi[] = [
  ['配置命名', 'configuration naming'],
  ['默认值', 'default values'],
  ['协议版本兼容性', 'protocol version compatibility'],
  ['指标定义', 'metric definitions'],
  ['错误码', 'error codes'],
  ['元数据管理', 'metadata management'],
  ['事务语义', 'transaction semantics'],
  ['安全与权限控制', 'security and access control'],
  ['测试覆盖', 'test coverage'],
  ['升级路径', 'the upgrade path'],
  ['内存占用', 'memory usage'],
  ['分区重分配', 'partition reassignment'],
  ['消费者组协议', 'the consumer group protocol'],
  ['分层存储', 'tiered storage'],
  ['Streams 状态存储', 'Streams state stores'],
  ['Connect 连接器配置', 'Connect connector configuration'],
  ['KRaft 仲裁', 'the KRaft quorum'],
  ['日志压缩', 'log compaction'],
  ['客户端遥测', 'client telemetry'],
  ['配额管理', 'quota management'],
]

const CONFIGS: readonly string[] = [
  'synthetic.fetch.max.wait.ms',
  'synthetic.group.rebalance.timeout.ms',
  'synthetic.log.segment.bytes',
  'synthetic.producer.batch.size',
  'synthetic.remote.fetch.max.bytes',
  'synthetic.state.restore.buffer.records',
  'synthetic.telemetry.push.interval.ms',
  'synthetic.quota.window.num',
]

const PR_SUBJECTS: readonly Bi[] = [
  ['修复测试抖动的 PR', 'a PR fixing a flaky test'],
  ['更新升级文档的 PR', 'a PR updating the upgrade documentation'],
  ['重构网络层代码的 PR', 'a PR refactoring the network layer'],
  ['更新依赖版本的 PR', 'a PR bumping dependency versions'],
  ['改进命令行工具输出的 PR', 'a PR improving the output of a command-line tool'],
]

/** Conclusions per status, each with a phrase of the status rules (src/domain/consensus/status.ts). */
const CONCLUSIONS: Record<string, readonly ((t: Bi) => Bi)[]> = {
  open: [
    (t) => [
      `目前仍在讨论中，等待作者就${t[0]}更新提案。`,
      `Still under discussion, waiting for the author to update the proposal on ${t[1]}.`,
    ],
    (t) => [
      `作者计划在下一版中处理${t[0]}相关的剩余问题。`,
      `The author plans to address the remaining issues on ${t[1]} in the next version.`,
    ],
  ],
  contested: [
    (t) => [
      `目前尚未达成共识，主要分歧在于${t[0]}。`,
      `No consensus has been reached yet; the main disagreement is about ${t[1]}.`,
    ],
    (t) => [
      `各方在${t[0]}上仍存在分歧，需要进一步讨论。`,
      `The participants still disagree on ${t[1]}, which needs further discussion.`,
    ],
  ],
  tentative: [
    (t) => [
      `初步结论是采纳关于${t[0]}的修改方案，待作者更新文档后确认。`,
      `The tentative conclusion is to adopt the proposed change to ${t[1]}, to be confirmed once the author updates the document.`,
    ],
  ],
  agreed: [
    (t) => [
      `各方已就${t[0]}达成一致，作者将据此更新提案。`,
      `All parties reached agreement on ${t[1]}; the author will update the proposal accordingly.`,
    ],
    (t) => [`作者已采纳关于${t[0]}的建议。`, `The author has adopted the suggestions on ${t[1]}.`],
  ],
  done: [
    () => ['投票通过，该 KIP 正式被接受。', 'The vote passed, and the KIP is formally accepted.'],
  ],
}
/** `done` for threads about a PR or a release rather than a KIP. */
const DONE_MERGED: Bi = [
  'PR 已合并，流程结束。',
  'The PR has been merged; the process is complete.',
]
const STATUS_WEIGHTS: readonly [string, number][] = [
  ['open', 35],
  ['contested', 12],
  ['tentative', 18],
  ['agreed', 20],
  ['done', 15],
]
