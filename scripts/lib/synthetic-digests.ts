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
 * Its text does not repeat from week to week, as real digests' does not (no line but the footer's
 * count is written in two weeks of 520): every sentence names made-up classes, configurations,
 * JIRA tickets and figures drawn from large pools, so that compressed sizes and the search index's
 * terms grow with the history as they would, instead of a handful of sentences compressing away.
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
  return syntheticCorpus(options).files
}

/**
 * The digests, and the status each thread's conclusion was written to say, in order of weeks
 * and threads: what the consensus rules must read from them (a test checks it).
 */
export function syntheticCorpus(options: SyntheticOptions): {
  files: { name: string; text: string }[]
  statuses: string[]
} {
  const files: { name: string; text: string }[] = []
  const statuses: string[] = []
  // Two streams: `rand` draws the structure (threads, people, KIPs, statuses, stances), `words`
  // only the wording. Each draw of `rand` stays where it was when the wording was a handful of
  // fixed sentences, so that a seed gives the same threads as it always did; the text around
  // them no longer repeats from week to week (the bench's sizes and search shards depend on it).
  const rand = prng(options.seed)
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T
  const weighted = (items: readonly [string, number][]): string => {
    const total = items.reduce((sum, [, w]) => sum + w, 0)
    let r = rand() * total
    for (const [item, w] of items) if ((r -= w) < 0) return item
    return items[items.length - 1]![0]
  }
  const say = wording(prng(Math.imul(options.seed, 0x9e3779b1) ^ 0x5bd1e995))

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
    // JIRA tickets go up with the weeks, as real ones do: a ticket named is this week's.
    const ticket = () => `KAFKA-${20000 + w * 60 + say.int(0, 59)}`
    const threads = int(8, 12)
    const releaseThread = rand() < 0.3 ? int(0, threads - 1) : -1
    for (let t = 0; t < threads; t++) {
      const topic = say.topic(pick(TOPICS))
      const topic2 = say.topic(pick(TOPICS))
      const status = weighted(STATUS_WEIGHTS)
      statuses.push(status)
      const count = int(2, 4)
      const names: string[] = []
      while (names.length < count) {
        const p = person()
        if (!names.includes(p) || rand() < 0.05) names.push(p)
      }
      let aboutKip = false
      if (t === releaseThread) {
        const s = say.sentence(ticket)
        zh.push(
          `[合成] 社区讨论了 Kafka ${release} 版本的发布进度，发布经理汇报了 JIRA 票据状态，并梳理了${topic[0]}相关的阻塞问题。${s[0]}`,
        )
        en.push(
          `[synthetic] The community discussed the progress of the Kafka ${release} release; the release manager reported the state of the JIRA tickets and went through the blockers related to ${topic[1]}. ${s[1]}`,
        )
      } else if (rand() < 0.15) {
        const pr = pick(PR_SUBJECTS)
        const cls = say.className()
        const s = say.sentence(ticket)
        zh.push(
          `[合成] 讨论围绕一个${pr[0]}展开，改动集中在 ${cls}，审阅者重点关注了${topic[0]}方面的影响。${s[0]}`,
        )
        en.push(
          `[synthetic] The discussion centred on ${pr[1]}, with its changes in ${cls}; the reviewers focused on its impact on ${topic[1]}. ${s[1]}`,
        )
      } else {
        aboutKip = true
        const kips = [kip()]
        while (kips.length < 3 && rand() < 0.25) {
          const k = kip()
          if (!kips.includes(k)) kips.push(k)
        }
        const rest = kips.slice(1)
        const s = say.sentence(ticket)
        const did = say.exchange()
        zh.push(
          `[合成] 讨论主要围绕 KIP-${[kips[0], ...rest].join('、')} 的${topic[0]}展开。参与者就${topic2[0]}交换了意见，${did[0]}。${s[0]}`,
        )
        en.push(
          `[synthetic] The discussion centred on ${topic[1]} in KIP-${[kips[0], ...rest].join(', ')}. The participants exchanged views on ${topic2[1]} and ${did[1]}. ${s[1]}`,
        )
      }
      names.forEach((name, i) => {
        const others = rand() < 0.04
        const colon = rand() < 0.05 ? '：' : ':'
        const cfg = say.config(pick(CONFIG_AREAS))
        const value = int(1, 64) * 1000 + say.int(0, 999)
        let opening: Bi
        if (t === releaseThread && i === 0) {
          const unresolved = int(5, 60)
          const resolved = int(30, 120)
          opening = [
            `统计了 ${resolved} 个已解决和 ${unresolved} 个未解决的 JIRA 票据，并提醒功能冻结日期临近。`,
            `Counted ${resolved} resolved and ${unresolved} unresolved JIRA tickets, and reminded everyone that feature freeze is near.`,
          ]
        } else {
          // The verb each opens with gives the position its stance (src/domain/consensus/stance.ts).
          opening = pick<Bi>([
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
        // The stance is read from the opening sentence; what follows only says why.
        const why = say.because(ticket)
        const text: Bi = [`${opening[0]}${why[0]}`, `${opening[1]} ${why[1]}`]
        zh.push(`@${name}${others ? ' 等' : ''}${colon === ':' ? ': ' : '：'}${text[0]}`)
        en.push(`@${name}${others ? ' et al.' : ''}: ${text[1]}`)
      })
      const conclusion =
        status === 'done' && !aboutKip ? DONE_MERGED : pick(CONCLUSIONS[status]!)(topic)
      const after = say.afterword(ticket)
      zh.push(conclusion[0] + after[0])
      en.push(`${conclusion[1]} ${after[1]}`)
    }
    const created = int(40, 120)
    const a = say.topic(pick(TOPICS))
    const b = say.topic(pick(TOPICS))
    const s = say.sentence(ticket)
    zh.push(`本周新建 ${created} 个 Issue`)
    zh.push(
      `[合成] 本周 JIRA 主要集中在${a[0]}和${b[0]}方面的改进，另有若干测试抖动问题和文档错误得到修复。${s[0]}`,
    )
    en.push(`${created} new issues this week`)
    en.push(
      `[synthetic] In JIRA this week, most of the work went into ${a[1]} and ${b[1]}; a number of flaky tests and documentation errors were also fixed. ${s[1]}`,
    )
    files.push(
      { name: `${ymd(monday)}.zh.txt`, text: zh.join('\n') + '\n' },
      { name: `${ymd(monday)}.en.txt`, text: en.join('\n') + '\n' },
    )
  }
  return { files, statuses }
}

/**
 * The wording's own draws: names of classes and configurations, and the clauses that say why and
 * what else, in both languages. None of them holds a word the consensus rules read (no cue, no
 * negation, no contrast, no KIP number): a thread's status and a position's stance come from the
 * sentences the structure chose, whatever is written around them.
 */
function wording(words: () => number) {
  const int = (lo: number, hi: number) => lo + Math.floor(words() * (hi - lo + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(words() * items.length)] as T
  const className = () => `${pick(CLASS_HEADS)}${pick(CLASS_MIDDLES)}${pick(CLASS_TAILS)}`
  const fill = (template: (v: Slots) => Bi, ticket: () => string): Bi =>
    template({
      cls: className(),
      cls2: className(),
      n: int(2, 97),
      ms: int(3, 900) * 10,
      ticket: ticket(),
      part: pick(PARTS),
    })
  return {
    int,
    className,
    /** "synthetic.<area>.<noun>.<unit>", the area drawn by the structure. */
    config: (area: string) => `synthetic.${area}.${pick(CONFIG_NOUNS)}.${pick(CONFIG_UNITS)}`,
    /** A topic narrowed to one part of it: "分层存储的元数据缓存" / "the metadata cache of tiered storage". */
    topic: (topic: Bi): Bi => {
      const part = pick(PARTS)
      return words() < 0.5 ? topic : [`${topic[0]}的${part[0]}`, `the ${part[1]} of ${topic[1]}`]
    },
    because: (ticket: () => string) => fill(pick(BECAUSE), ticket),
    exchange: () => pick(EXCHANGES),
    sentence: (ticket: () => string) => fill(pick(SENTENCES), ticket),
    afterword: (ticket: () => string) => fill(pick(AFTERWORDS), ticket),
  }
}

interface Slots {
  cls: string
  cls2: string
  n: number
  ms: number
  ticket: string
  part: Bi
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
  ['生产者去重', 'producer de-duplication'],
  ['副本选举', 'replica election'],
  ['磁盘故障处理', 'disk failure handling'],
  ['跨集群复制', 'cross-cluster replication'],
  ['共享组', 'share groups'],
  ['队列语义', 'queue semantics'],
  ['客户端重试', 'client retries'],
  ['请求限流', 'request throttling'],
  ['监控与告警', 'monitoring and alerting'],
  ['ACL 管理', 'ACL management'],
  ['主题删除', 'topic deletion'],
  ['偏移量管理', 'offset management'],
  ['日志保留策略', 'log retention'],
  ['控制器故障转移', 'controller failover'],
  ['批量大小', 'batch sizing'],
  ['压缩编解码器', 'compression codecs'],
  ['Schema 演进', 'schema evolution'],
  ['线程池大小', 'thread pool sizing'],
  ['网络超时', 'network timeouts'],
  ['机架感知', 'rack awareness'],
]

/*
 * The wording's pools. Chinese clauses hold no word the consensus rules read as a cue (status,
 * stance, vote), no negation (不, 无, 未, 没, 非, 别) and no 应 (a suggestion's cue, even in 响应):
 * tests/unit/build/synthetic-digests.test.ts checks that the rules read every thread as the
 * structure meant it.
 */

/** Class names: head × middle × tail, 7,200 of them ("FetchSessionCache"). */
const CLASS_HEADS: readonly string[] = [
  'Fetch',
  'Group',
  'Log',
  'Remote',
  'Quorum',
  'Txn',
  'Share',
  'Stream',
  'Connector',
  'Quota',
  'Telemetry',
  'Offset',
  'Partition',
  'Replica',
  'Segment',
  'Snapshot',
  'Metadata',
  'Producer',
  'Consumer',
  'Broker',
  'Controller',
  'Raft',
  'Index',
  'Cleaner',
  'Epoch',
  'Lease',
  'Topic',
  'Acl',
  'Token',
  'Session',
]
const CLASS_MIDDLES: readonly string[] = [
  'Session',
  'Request',
  'State',
  'Cache',
  'Buffer',
  'Record',
  'Batch',
  'Leader',
  'Assignment',
  'Fence',
  'Window',
  'Checkpoint',
  'Cursor',
  'Marker',
  'Purgatory',
  'Registry',
  'Channel',
  'Selector',
  'Timer',
  'Pool',
]
const CLASS_TAILS: readonly string[] = [
  'Manager',
  'Handler',
  'Exception',
  'Builder',
  'Tracker',
  'Listener',
  'Store',
  'Provider',
  'Validator',
  'Serde',
  'Scheduler',
  'Reader',
]

/** Configuration names: synthetic.<area>.<noun>.<unit>, 16 × 24 × 10 of them. */
const CONFIG_AREAS: readonly string[] = [
  'fetch',
  'group',
  'log',
  'producer',
  'remote',
  'state',
  'telemetry',
  'quota',
  'replica',
  'controller',
  'share',
  'connect',
  'streams',
  'socket',
  'txn',
  'metadata',
]
const CONFIG_NOUNS: readonly string[] = [
  'max.wait',
  'rebalance.timeout',
  'segment',
  'batch',
  'buffer',
  'retry.backoff',
  'session.timeout',
  'heartbeat.interval',
  'flush.interval',
  'cache.size',
  'queue.size',
  'linger',
  'request.timeout',
  'poll.interval',
  'restore.buffer',
  'push.interval',
  'window',
  'lag.threshold',
  'index.interval',
  'snapshot.interval',
  'commit.interval',
  'idle.timeout',
  'fetch.size',
  'prefetch',
]
const CONFIG_UNITS: readonly string[] = [
  'ms',
  'bytes',
  'records',
  'num',
  'count',
  'ratio',
  'kb',
  'seconds',
  'max',
  'min',
]

/** Parts of a system a sentence narrows a topic to. */
const PARTS: readonly Bi[] = [
  ['元数据缓存', 'metadata cache'],
  ['重试逻辑', 'retry logic'],
  ['心跳机制', 'heartbeat mechanism'],
  ['索引文件', 'index files'],
  ['快照格式', 'snapshot format'],
  ['排队机制', 'queueing'],
  ['线程模型', 'threading model'],
  ['序列化格式', 'serialization format'],
  ['监控指标', 'monitoring metrics'],
  ['错误处理', 'error handling'],
  ['权限检查', 'permission checks'],
  ['配置校验', 'configuration checks'],
  ['分区分配', 'partition assignment'],
  ['副本拉取', 'replica fetching'],
  ['日志段', 'log segments'],
  ['事务标记', 'transaction markers'],
  ['偏移量存储', 'offset storage'],
  ['连接存活时间', 'connection lifetimes'],
  ['批处理', 'batching'],
  ['内存池', 'memory pool'],
  ['磁盘布局', 'disk layout'],
  ['网络层', 'network layer'],
  ['选举流程', 'election process'],
  ['客户端缓存', 'client cache'],
  ['压缩算法', 'compression codec'],
  ['限流策略', 'throttling policy'],
  ['启动流程', 'start-up sequence'],
  ['回滚步骤', 'rollback steps'],
  ['升级脚本', 'upgrade scripts'],
  ['管理接口', 'admin API'],
]

type Template = (v: Slots) => Bi

/** Why a position says what it says: a sentence after its opening one. */
const BECAUSE: readonly Template[] = [
  (v) => [
    `${v.cls} 在高负载下会频繁重建内部索引，延迟抬高约 ${v.n}%。`,
    `${v.cls} rebuilds its internal index often under heavy load, adding about ${v.n}% to latency.`,
  ],
  (v) => [
    `线上集群里 ${v.cls} 的堆内存峰值约为 ${v.ms} MB。`,
    `In production clusters the heap peak of ${v.cls} is about ${v.ms} MB.`,
  ],
  (v) => [
    `${v.ticket} 中的火焰图显示热点落在 ${v.cls}。`,
    `The flame graph in ${v.ticket} shows the hot spot in ${v.cls}.`,
  ],
  (v) => [
    `${v.cls} 与 ${v.cls2} 之间的调用链过长，排查故障时要多花约 ${v.ms} 毫秒。`,
    `The call chain between ${v.cls} and ${v.cls2} is long; tracing a fault through it costs about ${v.ms} ms more.`,
  ],
  (v) => [
    `这一点在滚动升级期间尤其明显，${v.cls} 会短暂持有旧版本的元数据。`,
    `This shows most during rolling upgrades, when ${v.cls} briefly holds metadata of the old version.`,
  ],
  (v) => [
    `在一次 ${v.n} 个节点的压测里，${v.cls} 的尾延迟升到 ${v.ms} 毫秒。`,
    `In a load run on ${v.n} nodes, the tail latency of ${v.cls} rose to ${v.ms} ms.`,
  ],
  (v) => [
    `相关代码路径经过 ${v.cls} 和 ${v.cls2} 两处。`,
    `The code path goes through ${v.cls} and ${v.cls2}.`,
  ],
  (v) => [
    `${v.part[0]}一旦出错，${v.cls} 里的重试逻辑会放大影响。`,
    `Once the ${v.part[1]} goes wrong, the retry logic in ${v.cls} amplifies the damage.`,
  ],
  (v) => [
    `参考了邮件列表里关于 ${v.cls} 的旧帖。`,
    `With reference to an older mailing-list post about ${v.cls}.`,
  ],
  (v) => [
    `从监控面板看，${v.cls} 每隔 ${v.ms} 毫秒出现一次毛刺。`,
    `On the dashboards, ${v.cls} shows a spike every ${v.ms} ms.`,
  ],
  (v) => [`这与 ${v.ticket} 里的现象相似。`, `This resembles what ${v.ticket} shows.`],
  (v) => [`${v.cls} 目前由 ${v.n} 个线程共享。`, `${v.cls} is shared by ${v.n} threads today.`],
  (v) => [
    `对 Streams 与 Connect 的用户来说，${v.cls} 的${v.part[0]}表现差距较大。`,
    `For Streams and Connect users, the ${v.part[1]} of ${v.cls} behaves quite differently.`,
  ],
  (v) => [
    `在容器环境里，${v.cls} 的启动时间约为 ${v.ms} 毫秒。`,
    `In containers, ${v.cls} takes about ${v.ms} ms to start.`,
  ],
  (v) => [
    `${v.cls} 的日志量在高峰时段翻了 ${v.n} 倍。`,
    `The log volume of ${v.cls} grows ${v.n}-fold at peak hours.`,
  ],
  (v) => [
    `旧客户端与新协议之间的兼容层集中在 ${v.cls}。`,
    `The compatibility layer between old clients and the new protocol lives in ${v.cls}.`,
  ],
]

/** What the participants of a KIP's thread did besides exchanging views (its summary). */
const EXCHANGES: readonly Bi[] = [
  ['并提出了若干修改建议', 'proposed several changes'],
  ['比较了两种实现的取舍', 'compared the trade-offs of two implementations'],
  ['回顾了上一版草案中的遗留问题', 'went back over the open issues of the previous draft'],
  ['梳理了对现有客户端的影响', 'went through the effect on existing clients'],
  ['讨论了迁移步骤的先后顺序', 'discussed the order of the migration steps'],
  ['列出了需要额外监控的指标', 'listed the metrics that need extra monitoring'],
  ['对比了几个生产集群的数据', 'compared data from several production clusters'],
  ['谈到了与之前几个提案的重叠之处', 'talked about where it overlaps with earlier proposals'],
]

/** A sentence more for a summary or the JIRA paragraph. */
const SENTENCES: readonly Template[] = [
  (v) => [
    `作者在 ${v.ticket} 中附上了 ${v.cls} 的基准数据。`,
    `The author attached benchmark data for ${v.cls} to ${v.ticket}.`,
  ],
  (v) => [
    `此前 ${v.cls} 在 ${v.n} 个分区的集群上出现过明显的延迟抖动。`,
    `${v.cls} had shown clear latency jitter on a cluster with ${v.n} partitions.`,
  ],
  (v) => [
    `讨论中多次提到 ${v.cls} 与 ${v.cls2} 之间的耦合。`,
    `The coupling between ${v.cls} and ${v.cls2} came up several times.`,
  ],
  (v) => [
    `有人贴了 ${v.ms} 毫秒的尾延迟数据作为参考。`,
    `Someone posted tail latencies of ${v.ms} ms for reference.`,
  ],
  (v) => [
    `${v.ticket} 记下了与${v.part[0]}有关的一次线上故障。`,
    `${v.ticket} holds a production incident involving the ${v.part[1]}.`,
  ],
  (v) => [
    `话题也延伸到 ${v.cls} 的线程模型。`,
    `The conversation also reached the threading model of ${v.cls}.`,
  ],
  (v) => [
    `邮件列表上的回帖在一周内超过了 ${v.n} 封。`,
    `The mailing-list thread passed ${v.n} replies within the week.`,
  ],
  (v) => [
    `${v.cls} 的代码审阅涉及约 ${v.n} 个文件。`,
    `The code review of ${v.cls} touches about ${v.n} files.`,
  ],
  (v) => [
    `会上对比了 ${v.cls} 与 ${v.cls2} 的内存占用。`,
    `The memory footprints of ${v.cls} and ${v.cls2} were compared.`,
  ],
  (v) => [
    `${v.part[0]}的设计文档在本周又改了一版。`,
    `The design document of the ${v.part[1]} had another revision this week.`,
  ],
  (v) => [
    `社区成员在 ${v.ticket} 下贴了复现步骤。`,
    `Community members posted steps to reproduce under ${v.ticket}.`,
  ],
  (v) => [
    `另有人关心 ${v.cls} 在 ARM 机器上的表现。`,
    `Others cared about how ${v.cls} performs on ARM machines.`,
  ],
]

/** A sentence after a conclusion's own: where the change lives, never what was decided. */
const AFTERWORDS: readonly Template[] = [
  (v) => [
    `涉及的代码集中在 ${v.cls} 和 ${v.cls2}。`,
    `The code concerned is in ${v.cls} and ${v.cls2}.`,
  ],
  (v) => [`相关的 JIRA 为 ${v.ticket}。`, `The JIRA concerned is ${v.ticket}.`],
  (v) => [`${v.cls} 与 ${v.cls2} 两处改动最大。`, `${v.cls} and ${v.cls2} change the most.`],
  (v) => [
    `期间邮件往来约 ${v.n} 封，多数围绕 ${v.cls}。`,
    `About ${v.n} mails went back and forth, most of them on ${v.cls}.`,
  ],
  (v) => [
    `${v.part[0]}的基准数据见 ${v.ticket}。`,
    `Benchmark data on the ${v.part[1]} is in ${v.ticket}.`,
  ],
  (v) => [
    `影响面主要是 ${v.cls} 与 ${v.cls2} 的调用方。`,
    `Mostly the callers of ${v.cls} and ${v.cls2} are affected.`,
  ],
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
