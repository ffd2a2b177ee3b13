// Made-up position lines, in registers the dev weeks lack (terse chat, formal report), one group
// per rule of the vote grammar (src/domain/consensus/vote.ts). Each was written before its rule.
import { describe, expect, it } from 'vitest'
import { readVote } from '../../../src/domain/consensus/vote'

type Expected = { value: '+1' | '-1' | '0'; binding: boolean | null } | null

const voteOf = (line: string) => {
  const r = readVote(line)
  return r && 'vote' in r ? r.vote : null
}

const cases: Record<string, [string, Expected][]> = {
  'binding stated after the value, in the next clause': [
    ['+1，binding 的。', { value: '+1', binding: true }],
    ['本人投赞成票，此票具有约束力。', { value: '+1', binding: true }],
    ['-1，non-binding，就是觉得太早。', { value: '-1', binding: false }],
  ],
  'binding stated before the value': [
    ['non-binding 的 +1 哈', { value: '+1', binding: false }],
    ['谨以非约束性身份投出 +1 一票。', { value: '+1', binding: false }],
    ['binding 的 -1，理由见邮件。', { value: '-1', binding: true }],
  ],
  'binding in Chinese words': [
    ['赞成票，不具约束力。', { value: '+1', binding: false }],
    ['投出具有约束力的赞成票一张。', { value: '+1', binding: true }],
    ['+1（无约束力），测了一下没问题。', { value: '+1', binding: false }],
    ['约束性反对票，原因同上。', { value: '-1', binding: true }],
  ],
  'binding from the role the line names': [
    ['身为 committer，投了 +1。', { value: '+1', binding: true }],
    ['以 PMC 成员身份投了赞成票。', { value: '+1', binding: true }],
    ['作为提交者投反对票，认为兼容性没有说清楚。', { value: '-1', binding: true }],
  ],
  'the value in words': [
    ['投了赞成。', { value: '+1', binding: null }],
    ['直接投反对，没什么好说的。', { value: '-1', binding: null }],
    ['绑定票：反对。', { value: '-1', binding: true }],
    ['投了个 0，不挡发布。', { value: '0', binding: null }],
    ['对本次发布投弃权票。', { value: '0', binding: null }],
    ['投下支持票（binding）。', { value: '+1', binding: true }],
  ],
  'a tally announced is no vote': [
    ['点了一下：约束性 +1 三张，-1 没有。', null],
    ['计票结果为五张 binding 赞成票，零张反对票。', null],
    ['数了数，binding 已经三票了，够了。', null],
    ['目前 2 个 binding +1，还差一个。', null],
  ],
  'a vote not cast (to come, denied, of someone else)': [
    ['等看完 benchmark 再投 +1。', null],
    ['表示下周读完 KIP 后才会投票。', null],
    ['没人投 -1，流程可以往下走。', null],
    ['转述了 Jun 在邮件里的 +1。', null],
    ['不打算投反对票，但保留意见。', null],
    ['把默认值设为 -1，表示不限制。', null],
  ],
  'a bare value after the speaker or an adverb': [
    ['我也 +1。', { value: '+1', binding: null }],
    ['坚决 -1，这个改动风险太大。', { value: '-1', binding: null }],
    ['本人同样 +1（binding）。', { value: '+1', binding: true }],
  ],
  'a number before a classifier is a count': [
    ['截至周五：0 个 -1，4 个 +1。', null],
    ['目前 binding 已有 3 个，0 个反对票。', null],
  ],
  'binding said in a later sentence of the line, of this vote': [
    ['看完了，+1。补一句，这票 binding。', { value: '+1', binding: true }],
    ['赞成。此票具有约束力。', { value: '+1', binding: true }],
  ],
  'a tally received or reported is no vote': [
    ['通报：共收到三张 binding 赞成票，未收到反对票。', null],
    ['截至目前收到 2 个 +1，没有 -1。', null],
  ],
  'non-binding said with 不带 / 不具备': [
    ['不带约束力的 +1。', { value: '+1', binding: false }],
    ['+1，不具备约束力。', { value: '+1', binding: false }],
  ],
  'a vote in quotes': [
    ['他写道：“+1，期待这个改动。”', { value: '+1', binding: null }],
    ['回复里只有一句：“-1”。', { value: '-1', binding: null }],
  ],
  "binding said of the voter's own vote later in the line": [
    ['+1。随后补充说明自己这一票是 binding 的。', { value: '+1', binding: true }],
    ['赞成票一张，并注明该票具有约束力。', { value: '+1', binding: true }],
  ],
  'a count without a classifier': [
    ['发起人报数：3 票 binding +1，0 反对。', null],
    ['5 赞成 0 反对，够了。', null],
  ],
  'a value in brackets after the word that casts it': [
    ['表示赞成（+1），并说明自己的票不具有约束力。', { value: '+1', binding: false }],
    ['同意（+1），binding。', { value: '+1', binding: true }],
  ],
  'binding said with 具约束力': [
    ['赞成票，此票具约束力。', { value: '+1', binding: true }],
    ['-1，具约束力。', { value: '-1', binding: true }],
  ],
  'binding said of this vote in English, or by the role the voter says they hold': [
    ['+1. My vote is binding.', { value: '+1', binding: true }],
    ['赞成。this one is binding 哈。', { value: '+1', binding: true }],
    ['-1。我是 committer。', { value: '-1', binding: true }],
    ['0，本人系 PMC 成员。', { value: '0', binding: true }],
  ],
  'a vote promised is not cast': [
    ['说他肯定会投 +1 的，但要等看完再正式投。', null],
    ['表示若改为插件形式，其将投出 binding +1。', null],
    ['开投票的时候会投 +1。', null],
  ],
  'binding said not to be said': [
    ['投了 -1，没说这票算不算 binding。', { value: '-1', binding: null }],
    ['投出 +1，未说明是否具有约束力。', { value: '+1', binding: null }],
    ['投了 +1，没提 binding 不 binding。', { value: '+1', binding: null }],
  ],
  'a value in square brackets at the line start': [
    ['【+1，binding】理由是校验都过了。', { value: '+1', binding: true }],
    ['【-1】兼容性没保证。', { value: '-1', binding: null }],
  ],
  'a vote in English, quoted': [
    ['原话是 "+1 (binding), nice work."', { value: '+1', binding: true }],
    [
      '回帖称 "I\'m -1 as a committer until the migration path is written down."',
      { value: '-1', binding: true },
    ],
    ['写道 "0 - no strong opinion."', { value: '0', binding: null }],
    ['原话是 "Changing my vote from 0 to +1 (binding)."', { value: '+1', binding: true }],
  ],
  'an English tally or result is no vote': [
    ['写道 "Closing the vote: 4 binding +1, 1 non-binding +1, no -1."', null],
    ['邮件里写道："The vote failed with 2 binding -1; I will revise and restart it."', null],
  ],
  'symbols and arrows': [
    ['0 → +1｜问题已修', { value: '+1', binding: null }],
    ['✅ +1，committer 身份', { value: '+1', binding: true }],
    ['✅ +1', { value: '+1', binding: null }],
    ['📊 第一轮：+1 ×2 / -1 ×1 → 未过', null],
  ],
  'not voting for, after a change': [
    ['-1 → 0｜不再反对，但也不投赞成', { value: '0', binding: null }],
    ['弃权，不投赞成也不投反对。', { value: '0', binding: null }],
  ],
  'a vote one is willing to change, or will cast later, is not cast': [
    ['建议增设开关，并表示届时愿将反对票改为赞成票。', null],
    ['表示将在第二轮表决开始后投赞成票。', null],
    ['愿意在文档补齐后投 +1。', null],
  ],
  "a vote relayed at length is not the relayer's": [
    ['转达了 Dario Fenwick 在 JIRA 评论里的 binding +1，并请他补投。', null],
    ['代为转述另一位 PMC 成员在会议纪要里写下的 -1。', null],
  ],
  'a vote of an earlier round, then this one': [
    ['RC1 时她投了反对票；这一次确认已修复，投了 binding +1。', { value: '+1', binding: true }],
    ['上一轮投的 -1，本轮投 +1。', { value: '+1', binding: null }],
  ],
  'not a committer: non-binding': [
    ['坦言自己不是 committer，但仍然投了 +1。', { value: '+1', binding: false }],
    ['+1，这一票不计入结果。', { value: '+1', binding: false }],
  ],
  'a role in brackets before the value': [
    ['（PMC）-1，binding——回归未修。', { value: '-1', binding: true }],
    ['【用户】+1，non-binding。', { value: '+1', binding: false }],
    ['(reviewer) +1', { value: '+1', binding: null }],
  ],
  'a count of votes announced is no vote': [
    ['主持人报了比分：两张 binding +1，一张 -1。', null],
    ['截止后点算：具约束力赞成票三张，反对票无。', null],
  ],
  'a vote passed on for someone else is not the speaker’s': [
    ['替出差的 Bob 传话：他那一票是 binding -1。', null],
    ['帮 Alice 转个话：她投 +1。', null],
  ],
  'another vote cast now, not one to come': [
    ['再投非约束性赞成票一张，附上在 ARM 上的验证结果。', { value: '+1', binding: false }],
    ['看完修订版再投票。', null],
    ['下周看完 RC2 再投 +1。', null],
  ],
  'a changed vote is the last one cast': [
    ['上周 -1，看完说明改 +1，binding。', { value: '+1', binding: true }],
    ['之前的 0 改成 +1。', { value: '+1', binding: null }],
    ['撤回先前的 -1，改投 +1。', { value: '+1', binding: null }],
    ['原来的 0 票改成了 +1（binding）。', { value: '+1', binding: true }],
    ['先投了 +1，看到回归后改为 -1（binding）。', { value: '-1', binding: true }],
  ],
  'counting the votes is no vote': [
    ['数了一下票：一个 binding 的 +1，一个 non-binding 的 +1。', null],
    ['他点了票，一个 -1，其余都是 +1。', null],
  ],
  'a binding the line says it does not state': [
    ['投 +1，但没有说是不是 binding。', { value: '+1', binding: null }],
    ['投了赞成票，可没有写明是否具约束力。', { value: '+1', binding: null }],
  ],
  'a reply quoted after a tag': [
    ['【表决】在邮件里回了一句“-1”，别的没说。', { value: '-1', binding: null }],
    ['[投票] 她回复了"+1"，未说明是否 binding。', { value: '+1', binding: null }],
  ],
  'a binding the line says, after it, it does not state': [
    ['+1，binding 这回也没注明。', { value: '+1', binding: null }],
    ['改投 -1；有没有约束力，他没讲。', { value: '-1', binding: null }],
    ['赞成票一张，约束性与否未作说明。', { value: '+1', binding: null }],
  ],
  'a count announced with other verbs': [
    ['数过了，+1 有 binding 的一张、non-binding 的一张。', null],
    ['他讲他数过票，-1（binding）一张。', null],
  ],
  'a list of votes with one counted is a tally': [
    ['目前 +1（binding）两张、+1（non-binding）一张。', null],
  ],
  'a reply or a statement that casts': [
    ['只回了一句 -1，没有解释。', { value: '-1', binding: null }],
    ['我投的是 0，约束性。', { value: '0', binding: true }],
  ],
  'a role the voter says they hold': [
    ['投了赞成票，并说明自己是 PMC 成员。', { value: '+1', binding: true }],
    ['-1。补充一句：他本人是 committer。', { value: '-1', binding: true }],
  ],
  'a vote of last week describes the voter': [
    ['上周投 -1 的那位，今天在 RC3 上投了 +1（binding）。', { value: '+1', binding: true }],
    ['上个月投了反对票的人，这次投赞成票。', { value: '+1', binding: null }],
    ['照上周说的，今天投出 +1（binding）。', { value: '+1', binding: true }],
  ],
  'a vote of this round after one of the last': [
    ['上轮 0；本轮 -1，binding。', { value: '-1', binding: true }],
    ['上轮 -1，这轮 +1。', { value: '+1', binding: null }],
  ],
  'a role written as a field': [
    ['+1；身份：PMC 成员；验证了签名。', { value: '+1', binding: true }],
    ['-1；committer；理由：兼容性。', { value: '-1', binding: true }],
  ],
  'a bare 赞成 / 反对 beside a clause about binding': [
    ['反对；binding 没写。', { value: '-1', binding: null }],
    ['赞成，约束性未说明。', { value: '+1', binding: null }],
  ],
  'a setting changed is no vote': [
    ['把默认值改成 0，文档同步更新。', null],
    ['重试次数改为 0 以后问题消失。', null],
  ],
  'a vote relayed, however the relay is worded': [
    ['替出差的同事带了句话：他回来就投 +1。', null],
    ['上周替人带话的他，这回自己投了票：-1，binding。', { value: '-1', binding: true }],
  ],
  'voting again is casting': [['作为 committer，再次投下反对票。', { value: '-1', binding: true }]],
  'a change to an abstention': [
    ['上周投过 -1，这周改为弃权。', { value: '0', binding: null }],
    ['她先投了 +1，后来以时间不够为由改为弃权。', { value: '0', binding: null }],
    ['以对新代码不熟为由改为弃权。', { value: '0', binding: null }],
  ],
  'not binding, said with 不是': [
    ['-1，注明不是 binding。', { value: '-1', binding: false }],
    ['赞成票一张，不算 binding。', { value: '+1', binding: false }],
  ],
  'one more time, counted as a measure': [
    ['又投了一次 -1，依旧 binding。', { value: '-1', binding: true }],
  ],
  'last week’s vote, with the voter named between': [
    ['上周他投了 -1，这周想了想改成 +1。', { value: '+1', binding: null }],
    ['上个月我投过 +1，今天想了一下改投 0。', { value: '0', binding: null }],
  ],
  'a change promised on a condition is not cast': [
    ['维持 -1（binding）；文档一补齐就改投 +1。', { value: '-1', binding: true }],
    ['本人暂持反对票，只要兼容层保留即改为 +1。', { value: '-1', binding: null }],
  ],
  'a vote told as done is cast, whoever tells it': [
    ['你会发现她其实投了 +1，备注里写着 non-binding。', { value: '+1', binding: false }],
    ['记录显示他在会上就投了 -1，理由见上。', { value: '-1', binding: null }],
  ],
  'a vote cast again, with an adverb of repetition': [
    ['再度投下 -1，依旧非约束性。', { value: '-1', binding: false }],
    ['第三轮他再一次投出赞成票（binding）。', { value: '+1', binding: true }],
  ],
  'a binding said not to be marked': [
    ['+1，binding 一栏没标。', { value: '+1', binding: null }],
    ['-1；约束性未标注。', { value: '-1', binding: null }],
  ],
  'a value after a vote frame with a colon': [
    ['表决：反对（binding）。', { value: '-1', binding: true }],
    ['本人投票：赞成（不具约束力）', { value: '+1', binding: false }],
  ],
  'a vote kept, added or followed': [
    ['维持 -1，binding。', { value: '-1', binding: true }],
    ['保持 +1 不变，理由同上周。', { value: '+1', binding: null }],
    ['跟票 +1（non-binding）。', { value: '+1', binding: false }],
    ['截止前补了一票 -1，binding。', { value: '-1', binding: true }],
  ],
  'a change told with 换': [
    ['-1 收回，换成 +1，binding。', { value: '+1', binding: true }],
    ['原来的 0 换为 -1（binding）。', { value: '-1', binding: true }],
  ],
  'a role in brackets after the value': [
    ['+1（PMC）。', { value: '+1', binding: true }],
    ['-1 (committer)，理由见 JIRA。', { value: '-1', binding: true }],
  ],
  'not a committer, said with 非': [
    ['非 committer，+1。', { value: '+1', binding: false }],
    ['-1（非 PMC 成员）。', { value: '-1', binding: false }],
  ],
  'a zero with a sign, or a neutral vote, abstains': [
    ['+0，对这个改动无所谓。', { value: '0', binding: null }],
    ['投了个中立票，binding。', { value: '0', binding: true }],
  ],
  'a vote of an earlier week, told with words between, is not cast': [
    ['上周已经投过 binding 的 +1，这周没再表态。', null],
    ['上个礼拜就投了 -1（non-binding），本周只补充了测试数据。', null],
  ],
  'a vote cast with the English verb': [
    ['Voting -1, non-binding.', { value: '-1', binding: false }],
    ['voted +1 (binding) on the thread.', { value: '+1', binding: true }],
  ],
  'binding as a field answered yes or no': [
    ['票：+1；约束性：否。', { value: '+1', binding: false }],
    ['-1；是否 binding：是。', { value: '-1', binding: true }],
  ],
  'a bare 赞成 / 反对 with its binding in brackets': [
    ['赞成（binding）', { value: '+1', binding: true }],
    ['反对 (non-binding)。', { value: '-1', binding: false }],
  ],
  'binding said with 带约束力': [
    ['投下一张带约束力的反对票。', { value: '-1', binding: true }],
    ['+1，带有约束力。', { value: '+1', binding: true }],
  ],
  'a vote kept, with 依旧 / 照旧': [
    ['依旧 -1。', { value: '-1', binding: null }],
    ['照旧 +1（binding）。', { value: '+1', binding: true }],
  ],
  'a change told with 改到': [
    ['把票从 0 改到了 -1。', { value: '-1', binding: null }],
    ['从 -1 改到 +1，binding。', { value: '+1', binding: true }],
  ],
  'a vote withdrawn is not cast': [
    ['撤回了 -1。', null],
    ['收回自己先前的 +1，暂不表态。', null],
  ],
  'a vote to be added later, or passed on as 传言, is not cast': [
    ['替出差的 Bo 传言：他回来后补投 +1。', null],
    ['说等测试跑完后补投 -1。', null],
  ],
  'a count written as 者 and a number': [
    ['binding +1 者二，binding -1 者一。', null],
    ['赞成者二，反对者一，未过。', null],
  ],
  'a zero before a noun is a count': [
    ['压测 500 轮，0 失败。', null],
    ['CI 跑了三遍，0 报错。', null],
  ],
  'last week’s vote, any verb of casting': [
    ['上周已投 binding -1，本周没有再投。', null],
    ['上个礼拜改投 +1 的原因：兼容层补上了。', null],
  ],
  'a role written as the line’s first sentence': [
    ['PMC 成员。弃权。', { value: '0', binding: true }],
    ['committer。-1，理由同上。', { value: '-1', binding: true }],
  ],
  'the speaker’s own reply, quoted, is their vote': [
    ['她就回了一句“+1”，没有别的话。', { value: '+1', binding: null }],
    ['他回了个「-1」，理由一个字也没写。', { value: '-1', binding: null }],
  ],
  'none against, said with 无 / 零 / 并无': [
    ['发起人：binding +1 三张，零反对票，过了。', null],
    ['作者兼发起人宣布：赞成票四张，并无反对票，表决通过。', null],
  ],
  'last week’s vote, by week or 礼拜, with its binding': [
    ['上星期他投的是 binding -1，这周没再表态。', null],
    ['上个礼拜投的 non-binding +1，这礼拜还没动静。', null],
  ],
  'abstaining in English, and a role said with 来的': [
    ['committer 来的，这轮 abstain 咯。', { value: '0', binding: true }],
    ['我 abstain，non-binding，理由见邮件。', { value: '0', binding: false }],
  ],
  'last week’s vote, handed in': [
    ['说上周已经交过 binding +1 了，这周不重复刷票。', null],
    ['上周交了 binding 的 +1，这周没再投。', null],
  ],
  'a relay marked in brackets': [
    ['Jun 在邮件里投了 +1（转述）。', null],
    ['-1 (binding)（代为转达，原话见邮件）', null],
  ],
  'urging others to vote': [
    ['建议大家投 +1。', null],
    ['呼吁各位 committer 尽快投 +1，别让它过期。', null],
  ],
  'a value naming the voters or their count': [
    ['+1 的人已经够了。', null],
    ['投 -1 的理由还没人回应。', null],
  ],
  'another person’s vote, asked about': [
    ['他的 +1 是 binding 的吗？', null],
    ['Ana 的 -1 算不算 binding？', null],
    ['他表示他的 +1 是 binding 的。', { value: '+1', binding: true }],
  ],
  'a vote written as key=value fields': [
    ['类型=VOTE；值=+1；binding=TRUE。', { value: '+1', binding: true }],
    ['type=vote; value=-1; binding=false', { value: '-1', binding: false }],
    ['值=0→+1；binding=TRUE。', { value: '+1', binding: true }],
  ],
  'a binding said in the next sentence as a kind of vote': [
    ['非常抱歉，投 -1。binding 票。', { value: '-1', binding: true }],
    ['+1。非 binding 票。', { value: '+1', binding: false }],
  ],
  'a tally in Japanese-influenced words': [
    ['周四时点的集计为 binding +1 一票、binding -1 一票。', null],
    ['集计：binding +1 一票。', null],
  ],
  'English: last week, a new sentence, a change': [
    ['Already voted binding +1 last week, nothing new to add.', null],
    ['Tests green now. +1, binding.', { value: '+1', binding: true }],
    ['Voted +1 on Monday, changed to 0 after the review.', { value: '0', binding: null }],
  ],
  'a non-binding word before a bare 赞成 cast': [
    ['投了一票 non-binding 赞成。', { value: '+1', binding: false }],
    ['投一张 binding 反对。', { value: '-1', binding: true }],
  ],
  'English: +1 on doing something is no vote': [
    ['+1 on closing this, it is covered elsewhere.', null],
    ['+1 on splitting the KIP.', null],
  ],
  'a battle report is a tally': [
    ['周四战报：binding +1 一票、binding -1 一票。', null],
    ['战报：binding +1 一张。', null],
  ],
  'changed from last week’s vote to this one': [
    ['由上周的弃权改投 binding +1。', { value: '+1', binding: true }],
    ['由上星期的 -1 改投 +1。', { value: '+1', binding: null }],
  ],
  'received, as a reply, is no tally': [
    ['收到，数据看完了，binding +1。', { value: '+1', binding: true }],
    ['收到！+1（non-binding）', { value: '+1', binding: false }],
  ],
}

describe('the vote a line casts', () => {
  for (const [rule, lines] of Object.entries(cases))
    describe(rule, () => {
      it.each(lines)('%s', (line, expected) => {
        expect(voteOf(line)).toEqual(expected)
      })
    })

  it('names the words that cast it, as written', () => {
    const r = readVote('作为 committer 投 +1。')
    expect(r && 'vote' in r && r.evidence).toBe('作为 committer 投 +1')
  })

  it('is unsure where the line says a vote was cast but not which', () => {
    expect(readVote('投了票，具体投的什么没说。')).toEqual({ unsure: '投了票' })
    expect(readVote('已在邮件列表上投票。')).toEqual({ unsure: '已在邮件列表上投票' })
  })
})
