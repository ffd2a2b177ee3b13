/**
 * The rules page's text, loaded with the page (not with the app): it is long, and only readers
 * who open the legend need it. Both languages have the same keys (the type says so).
 */
const en = {
  heading: 'How statuses and stances are read',
  intro:
    'Every status and stance on this site is decided by written rules, from the Chinese original, and shown with the words that decided it. Where the rules cannot decide, the site says “Not decided yet” instead of guessing, and a maintainer settles it in a reviewed table.',
  statuses: 'Thread statuses',
  stances: 'Stances of a position',
  votes: 'Votes',
  unsure: 'Not decided yet',
  unsureMeaning:
    'The rules found no words they can read, or words that contradict each other. The sentence is shown as it is; the maintainers list it and record a decision in data/reviews.json.',
  cues: 'Words the rules look for',
  precedence: 'When a conclusion says several things, the first of these wins:',
  reading: 'How a sentence is read',
  meaning: {
    done: 'The matter is closed: merged, deployed, vote passed, accepted, released, withdrawn or abandoned.',
    agreed: 'Consensus or a decision was reached (a vote or a merge may still follow).',
    tentative:
      'A preliminary, provisional or in-principle consensus that still awaits confirmation.',
    contested: 'Explicit, unresolved disagreement between stated sides.',
    open: 'Still under discussion, waiting, pending, paused or under investigation.',
    support:
      'Agrees with or endorses the proposal or decision under discussion, also conditionally.',
    objection: 'Opposes it.',
    concern: 'Raises a risk or a worry without opposing.',
    question: 'Asks.',
    suggestion: 'Proposes a change or an alternative.',
    information: 'Reports facts, results or updates; counts votes or tickets.',
  },
  rule: {
    negation:
      'Negation and its scope first: “尚未达成共识” (no consensus yet) is open, “没有分歧” (no disagreement) is agreement; two negations cancel out (“并非没有共识” means there is consensus).',
    resolved:
      'A disagreement that is said to be gone (“分歧已经消除”, “反对意见已撤回”) is agreement; one that is not (“并未消除分歧”) is disagreement.',
    contrast:
      'In “虽然 … 但 …” the clause after 但 carries the point, when it says something of its own.',
    future:
      'What is planned or conditional has not happened: “将在下周合并” is open, not done; “已决定先合并” is a decision, not a merge.',
    sides: 'Contested needs stated sides or an explicit objection; “尚未达成共识” alone is open.',
    head: 'A stance is read from the verb a clause opens with: “支持该 KIP” is support, but “该设计同样支持多副本” (a design supports a feature) is no stance.',
    reported:
      'What a person reports (“总结各方意见：…没有人反对”) is information, not their own stance.',
    vote: 'A person’s own vote decides their stance: +1 support, −1 objection, 0 information. A tally of others’ votes is not a vote; “binding” or “non-binding” next to it says which.',
    subject:
      'A thread is about the KIPs its summary opens with; its status applies to those only. A release-planning thread that lists KIPs is about the release: those KIPs are only mentioned.',
  },
}

type RulesText = typeof en

const zh: RulesText = {
  heading: '状态与观点是怎样判定的',
  intro:
    '本站的每个状态和观点都由成文的规则根据中文原文判定，并附上起决定作用的词语。规则无法判定时，本站显示“尚未判定”而不去猜测，由维护者在审定表中给出结论。',
  statuses: '讨论的状态',
  stances: '发言的观点',
  votes: '投票',
  unsure: '尚未判定',
  unsureMeaning:
    '规则没有找到能读懂的词语，或者词语彼此矛盾。原句照样显示；维护者会列出它，并在 data/reviews.json 中记录结论。',
  cues: '规则查找的词语',
  precedence: '结论同时说了几件事时，按这个顺序取第一个：',
  reading: '句子是怎样读的',
  meaning: {
    done: '事情已了结：已合并、已部署、投票通过、已接受、已发布、已撤回或已放弃。',
    agreed: '已达成共识或作出决定（之后仍可能有投票或合并）。',
    tentative: '初步、暂定或原则上的共识，仍待确认。',
    contested: '明确的、尚未解决的分歧，且有可辨认的双方。',
    open: '仍在讨论、等待、待定、暂停或调查中。',
    support: '赞同或支持所讨论的提案或决定，包括有条件的支持。',
    objection: '反对。',
    concern: '提出风险或担忧，但并不反对。',
    question: '提问。',
    suggestion: '提出修改或替代方案。',
    information: '报告事实、结果或进展；统计票数或票据。',
  },
  rule: {
    negation:
      '先看否定及其范围：“尚未达成共识”是讨论中，“没有分歧”是一致；双重否定相互抵消（“并非没有共识”即有共识）。',
    resolved:
      '说分歧已经不在（“分歧已经消除”“反对意见已撤回”）是一致；说分歧没有消除（“并未消除分歧”）是分歧。',
    contrast: '“虽然……但……”中，“但”之后的分句若自有所指，就以它为准。',
    future:
      '计划或有条件的事尚未发生：“将在下周合并”是讨论中而非已完成；“已决定先合并”是一个决定，不是合并。',
    sides: '“有分歧”需要有可辨认的双方或明确的反对；只说“尚未达成共识”是讨论中。',
    head: '观点看分句开头的动词：“支持该 KIP”是支持，“该设计同样支持多副本”（设计支持某功能）不是观点。',
    reported: '转述他人（“总结各方意见：……没有人反对”）是信息，不是本人的观点。',
    vote: '本人的投票决定其观点：+1 为支持，−1 为反对，0 为信息。统计别人的票数不算投票；旁边的“binding”或“non-binding”说明是否绑定。',
    subject:
      '一个讨论的主题是其摘要开头的 KIP，状态只适用于它们。列出若干 KIP 的发布规划讨论，主题是发布，那些 KIP 只是被提到。',
  },
}

export const RULES_TEXT = { en, zh } as const
