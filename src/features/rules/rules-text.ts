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
    head: 'A stance is read from what the person does in the line: the verb a clause opens with, after adverbs and frames (“支持该 KIP”, “力挺”, “怕…”, “问…”, “出了个主意”). “该设计同样支持多副本” (a design supports a feature) is no stance. List markers, a role in brackets and the speaker’s own name before the verb (“温若溪挺赞成…”) are not words of the stance; after a narrator’s “他说” or “她讲” the speaker’s own words follow (“他说方向他认同”), and what a person means (“他的意思是…”) is what they propose.',
    acts: 'The first clause that does more than report decides. A question that answers itself (“这不是坑人吗？”) objects; a worry said to be gone (“顾虑已经打消”) supports; after a concession (“并非不认可…，只是怕…”) what follows decides; support with a condition (“原则上没意见，只是…”, “只要…，他就支持”) stays support.',
    reported:
      'What a person reports or passes on (“总结各方意见：…没有人反对”, “替 Bob 传话：…”) is information, not their own stance. A short opening that ends with a colon, or a tag in brackets, names what the line does (“点出一处隐患：…” and “【风险提示】…” are worries, “抛出替代方案：…” a proposal, “【方案调整】…” an update).',
    closing:
      'A closing counts only when it has happened, in any wording (“已合并”, “合进去了”, “落地”, “投票过了”, “撤了”). A failed vote is done, unless a new vote is announced; whether it passed (“通没通过”) is no closing; “结论：” by itself decides nothing.',
    vote: 'A vote is read by a small grammar, in any order: its value (+1, −1, 0, 赞成票, 反对票, 弃权, “投了赞成”), its binding (binding, non-binding, 约束性, 非约束性, 有约束力, 不具约束力, “as a committer”) and whether the line casts it at all: a count, a tally announced, a vote to come, another person’s vote and a setting are not votes; a changed vote is the last one cast, but a change promised on a condition (“测试一补上就改投 +1”) is not cast. The vote decides the stance: +1 support, −1 objection, 0 information. Where the line says nothing of binding, a voter on the committers list is shown as binding (committer as of the list’s date).',
    english:
      'Where the week has an English edition, its plain words are read too; where they say otherwise than the Chinese, the decision is “not decided yet” until a maintainer settles it.',
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
    head: '观点看发言人在这句话里做了什么：分句开头的动词（“支持该 KIP”“力挺”“怕……”“问……”“出了个主意”）。“该设计同样支持多副本”（设计支持某功能）不是观点。序号、括号里的身份和动词前发言人自己的名字（“温若溪挺赞成……”）不算观点的词；叙述者写“他说”“她讲”时，后面是发言人自己的话（“他说方向他认同”），“他的意思是……”说的是他的提议。',
    acts: '第一个不止于陈述的分句起决定作用。不需要回答的反问（“这不是坑人吗？”）是反对；说担忧已经打消（“顾虑已经打消”）是支持；先让一步（“并非不认可……，只是怕……”）时以后面的话为准；有条件的支持（“原则上没意见，只是……”“只要……，他就支持”）仍是支持。',
    reported:
      '转述或传话（“总结各方意见：……没有人反对”“替 Bob 传话：……”）是信息，不是本人的观点。以冒号结尾的简短开头或方括号里的标签说明这句话在做什么（“点出一处隐患：……”“【风险提示】……”是担忧，“抛出替代方案：……”是建议，“【方案调整】……”是进展）。',
    closing:
      '了结只在确已发生时才算，不论怎样措辞（“已合并”“合进去了”“落地”“投票过了”“撤了”）。投票失败即了结，除非宣布重新投票；“通没通过”这样的问法不算了结；单独一个“结论：”什么也不决定。',
    vote: '投票按一套小语法来读，词序不限：票值（+1、−1、0、赞成票、反对票、弃权、“投了赞成”）、约束性（binding、non-binding、约束性、非约束性、有约束力、不具约束力、“作为 committer”），以及这一行是否真的投了票：计数、宣布的票数统计、尚未投出的票、转述他人的票和参数取值都不算；改投的以最后一票为准，但有条件的改投承诺（“测试一补上就改投 +1”）不算投出。投票决定观点：+1 为支持，−1 为反对，0 为信息。原句没说是否有约束力时，名列提交者名单的投票人显示为有约束力（注明名单日期）。',
    english: '本周有英文版时也读英文的明白说法；两者说法不同时，判定为“尚未判定”，由维护者定夺。',
    subject:
      '一个讨论的主题是其摘要开头的 KIP，状态只适用于它们。列出若干 KIP 的发布规划讨论，主题是发布，那些 KIP 只是被提到。',
  },
}

export const RULES_TEXT = { en, zh } as const
