// Made-up conclusions in registers the dev weeks lack (terse chat, formal report), one group per
// rule of the status reading (src/domain/consensus/status.ts). Each group was written before
// its rule.
import { describe, expect, it } from 'vitest'
import type { ThreadStatus } from '../../../src/domain/dataset'
import { classifyStatus } from '../../../src/domain/consensus/status'

const rules: Record<string, [ThreadStatus, string][]> = {
  'a closing in other words: landed, on the shelves, completed release': [
    ['done', '补丁落地了，线上已经生效。'],
    ['done', '该修复已正式落地，相关工单一并关闭。'],
    ['done', '新版本已在各渠道正式上架。'],
    ['done', '本轮发布工作已全部完成，公告业已发出。'],
  ],
  'a vote that got through, said plainly': [
    ['done', '票数够了，投票过了。'],
    ['done', '表决顺利过关，KIP 状态随之更新。'],
  ],
  'withdrawn, said plainly': [
    ['done', '作者把 KIP 撤了，活儿并到别的提案里。'],
    ['done', '提案人已撤掉该 KIP，后续不再跟进。'],
  ],
  'a stage of consensus is tentative': [
    ['tentative', '目前只是阶段性共识，细节还要再议。'],
    ['tentative', '已形成阶段性的一致意见，待下周复核。'],
  ],
  'most go along: tentative': [
    ['tentative', '大伙儿基本都买账，等作者补完例子再说。'],
    ['tentative', '各方基本都点头了，正式投票前还要再看一轮。'],
  ],
  'everyone going along, in plain words, is agreed': [
    ['agreed', '大家都点头了，下周开投。'],
    ['agreed', '两位 reviewer 都 approve 了，择日合入。'],
    ['agreed', '这件事说开了，作者照此修改。'],
  ],
  'two sides that do not give way are contested': [
    ['contested', '两拨人各不相让，没谈拢。'],
    ['contested', '双方谁也说服不了谁，暂时各说各的。'],
    ['contested', '支持方与反对方互不让步，议题悬而未决。'],
  ],
  'nobody holding on any more is agreed': [
    ['agreed', '没人再揪着这个问题，照原方案走。'],
    ['agreed', '对于这一安排，没有任何一方表示不认同。'],
    ['agreed', '与会各方均未表示不赞同，方案照此执行。'],
  ],
  'a closing with a directional complement': [
    ['done', 'PR 合进去了。'],
    ['done', '补丁已并到主干上了，CI 全绿。'],
  ],
  'the last opponent giving way resolves the disagreement': [
    ['agreed', '原本有人反对，不过唯一的反对者已经松口。'],
    ['agreed', '反对方最终作出让步，方案按原样推进。'],
  ],
  '结论 as a label says nothing by itself': [
    ['open', '结论：尚未达成一致。'],
    ['open', '结论待定。'],
    ['open', '结论：讨论仍在进行中。'],
    ['open', '结论是尚未达成共识。'],
    ['agreed', '结论已写进 KIP 正文。'],
    ['agreed', '讨论已有结论：保留旧接口。'],
  ],
  'a failed vote is done unless a new vote is announced': [
    ['done', '投票没通过，KIP 就此搁置。'],
    ['done', '表决未获通过，提案到此为止。'],
    ['open', '投票未通过，作者修改后将重新发起投票。'],
    ['open', 'RC1 被否决，下周出 RC2。'],
    ['open', '投票尚未通过，还差一票。'],
  ],
  'finding it workable is agreed': [
    ['agreed', '大家觉得可以，等周五投票。'],
    ['agreed', '与会者普遍认为可行，下一步进入投票。'],
  ],
  'sides that do not give way, or still argue': [
    ['contested', '双方都不肯让步，还在吵。'],
    ['contested', '两边始终没有妥协，争论仍在继续。'],
  ],
  'a disagreement said to be gone, in plain words': [
    ['agreed', '命名上的争议没了，照此推进。'],
    ['agreed', '此前关于默认值的分歧已不复存在，方案予以采纳。'],
  ],
  'after a contrast, a closing not yet done decides': [
    ['open', 'PR1 已合并，不过 PR2 还没合，活没干完。'],
    ['open', '评审虽已通过，但兼容性测试尚未跑完，故暂未合并。'],
  ],
  'no objection, but a pending contrast: open': [
    ['open', '大家没反对，但性能数据还得补。'],
    ['open', '与会各方均未提出异议，然而安全评估尚待完成。'],
  ],
  'agreement words inside a count are a tally': [
    ['open', '目前仅两票赞成，票数不够，投票延长一周。'],
    ['open', '截至周五共获三张 binding 赞成，表决期限予以延长。'],
  ],
  'a candidate voided, with a new one ahead': [
    ['open', 'RC1 作废，周五出 RC2。'],
    ['done', '该提案经表决被否决，作者表示不再推进。'],
  ],
  'Latin cue words in any case': [
    ['done', 'vote 过了，KIP accepted。'],
    ['done', '已 MERGED 到 trunk。'],
  ],
  'kept on hold, not withdrawn': [
    ['open', '先挂着，没撤。'],
    ['open', '该提案暂予搁置，并未撤回。'],
  ],
  'a failed vote sent back to discussion leaves it open': [
    ['open', '投票没过，打回去重新讨论。'],
    ['open', '表决未获通过，提案退回讨论阶段。'],
  ],
  'a concession without a contrast word does not decide': [
    ['done', '尽管仍有一票反对，提案依然获得了通过。'],
    ['done', '虽说还有异议，该提案最终仍获得通过。'],
  ],
  'a plan that is settled': [
    ['agreed', '计划定了，不再变动。'],
    ['agreed', '时间表定下来了，下周冻结。'],
  ],
  'deprecating an API is not withdrawing a proposal': [
    ['open', '旧参数已弃用，新参数的设计仍在讨论。'],
    ['agreed', '作者已决定采用新参数，并将旧参数保留为已弃用的别名。'],
    ['done', '旧接口标记为弃用，新接口的 PR 已合并。'],
  ],
  'a release candidate withdrawn, with the next one ahead, is open': [
    ['open', 'RC1 因阻塞问题被撤回，修复后出 RC2。'],
    ['done', '作者撤回了该 KIP，相关设计将在新 KIP 中重新提出。'],
  ],
  'English words inside Chinese sentences': [
    ['done', 'vote 已经 pass，KIP 状态改成 accepted。'],
    ['done', '补丁 merge 了，下个版本 ship。'],
    ['open', '该提案目前 blocked on 上游的 API 变更。'],
    ['open', 'PR 还在 review，作者 on hold 中。'],
    ['agreed', '大家对新命名已经 agree，作者会更新文档。'],
    ['contested', '两位 reviewer 仍然 disagree，没有结论。'],
    ['tentative', '方向上 tentatively 同意，细节再看。'],
  ],
  'a vote failed, in English, with a new round ahead': [
    ['open', 'vote failed，作者改完再开新一轮。'],
    ['done', '本轮 vote failed，KIP 就此搁浅不再推进。'],
  ],
  'a contrast said in English': [
    ['agreed', '命名还有分歧，but 已经 decided 先用方案 A。'],
    ['agreed', '虽然有人不太满意，however 最终已拍板按原方案执行。'],
  ],
  'an objection conceded, and only a wait after it': [
    ['open', '虽然已有人表示反对，但讨论刚起步，仍待作者补充动机。'],
    ['open', '尽管存在异议，不过目前还在等测试结果。'],
  ],
  'passed, said with 通过 and its aspect': [
    ['done', '虽有一张反对票，KIP 还是正式通过了。'],
    ['done', '提案已顺利通过，转入实现阶段。'],
  ],
  'a disagreement said to exist no more': [
    ['agreed', '上周的分歧已经不存在了，大家都同意。'],
    ['agreed', '争议现已不存在，方案照旧。'],
  ],
  'a failed vote with a new one opened': [
    ['open', '❌ 首轮未过｜新一轮投票已开 → 下周五截止'],
    ['open', '投票没通过，作者已重开 [VOTE] v2。'],
  ],
  'expiry is no vote that failed (未过期)': [
    ['agreed', '一致同意：仅统计未过期的记录。'],
    ['agreed', '决定只对没过期的快照计数。'],
  ],
  'a round that did not pass, said without 投票': [
    ['done', '这一轮没通过，就此作罢。'],
    ['open', '第一轮没通过｜第二轮已发起。'],
  ],
  'no side convinces the other': [
    ['contested', '两边谁也没说服谁，仍悬而未决。'],
    ['contested', '激进派和保守派谁也说服不了谁。'],
  ],
  'a provisional pass is tentative': [
    ['tentative', '修正案暂获通过，待下次会议确认。'],
    ['tentative', '提案经口头表决暂时通过，正式结论另行确认。'],
  ],
  'an earlier tentative state, now settled': [
    ['agreed', '上周的暂定结论本周一锤定音：按双阈值推进。'],
    ['agreed', '此前的初步共识如今已正式确定。'],
  ],
  'two camps making peace': [
    ['tentative', '两派初步握手言和，细节待定。'],
    ['agreed', '双方握手言和，按新方案推进。'],
  ],
  'a question, then its answer: the answer decides': [
    ['done', '那么提案过了吗？过了：投票以四票 binding 赞成、无反对通过。'],
    ['open', '现在能算通过吗？还不能：投票开放还不满 72 小时。'],
    ['agreed', '还有人反对吗？已无人再提出反对，方案被采纳。'],
  ],
  'release-notes verbs: 回炉, 放行, 对峙': [
    ['open', '方案回炉：作者重写后再议。'],
    ['done', '虽有一票反对，投票仍获放行。'],
    ['contested', '去留仍是两派对峙，谁也没松口。'],
  ],
  'a merge said long after 已': [
    ['done', '尽管讨论未完全结束，该 PR 仍已由一位 committer 在周五合入主干。'],
    ['done', '补丁已经由发布经理亲自审阅并合入。'],
  ],
  'a decision for now is tentative': [
    ['tentative', '暂时按方案 B 定了下来。'],
    ['tentative', '临时决定先关掉该开关，后续再议。'],
  ],
  'a decision said not to be final is tentative': [
    ['tentative', '方向定了，但还不是最终决定。'],
    ['tentative', '大家同意先用方案 B，不过这并非最后的结论。'],
  ],
  'a word that contains 别 denies nothing': [
    ['agreed', '各方就日志级别的方案达成一致。'],
    ['done', '类别字段的改动已合并。'],
  ],
  'whether it passed or not is no closing': [
    ['open', '投票还没截止，现在说通没通过都太早。'],
    ['open', '合没合进去，要等 CI 跑完才知道。'],
  ],
  'whether or not (与否) is no closing': [
    ['contested', '废弃与否，两边仍各执一词。'],
    ['open', '撤回与否仍待作者回来决定。'],
    ['contested', '撤回派与保留派都没松口。'],
  ],
  'settled, said as 说定': [
    ['agreed', '方案就此说定，下周开始实现。'],
    ['agreed', '两边已经说定，先做读路径。'],
  ],
  'a withdrawal word does not deny what its bracket says': [
    ['done', 'KIP 不再推进（页面已标为 discarded）。'],
    ['done', '提案不再继续（wiki 上已改为 abandoned）。'],
  ],
  'withdraw, in English inside Chinese, once it happened': [
    ['done', 'KIP 已正式 withdraw。'],
    ['done', '作者昨天 withdraw 了该提案。'],
    ['open', '作者打算下周 withdraw。'],
  ],
  'not passed yet is open, not failed': [
    ['open', '表决尚未通过，计票周五截止。'],
    ['open', '还没通过，票数差一张 binding。'],
  ],
  'a settled plan, said with 已经': [
    ['agreed', '发布计划已经定了：3 月冻结，4 月出 RC1。'],
    ['agreed', '时间表都定了，下周开始执行。'],
    ['agreed', '计划已经定了——三月冻结，四月出 RC1。'],
  ],
  'a disagreement that dissolved': [
    ['agreed', '两派先前的分歧随着修订而消解，作者下周发起投票。'],
    ['agreed', '两派此前的争议已经平息。'],
  ],
  'sent back to discussion is no withdrawal': [
    ['open', '表决没过，作者把 KIP 撤回讨论阶段，改完再发起投票。'],
    ['open', '提案撤回到讨论区重新打磨。'],
  ],
  'an agreement word before its count is a tally': [
    ['open', '赞成只有一张 binding，投票延长一周。'],
    ['open', 'binding 赞成仅两票，还差一票。'],
  ],
  'a disagreement said to be gone, as 没有了': [
    ['agreed', '之前的分歧已经没有了，按新方案走。'],
    ['agreed', '争议没有了。'],
  ],
  'a disagreement said to vanish, or its voices gone': [
    ['agreed', '先前那点争议早已烟消云散，照原计划推进。'],
    ['agreed', '反对的声音都没了。'],
    ['agreed', '反对声已经平息，作者按此修订。'],
  ],
  'a closing past its object': [
    ['done', '补丁已合入 trunk。'],
    ['done', 'fix 合进 main 了。'],
    ['done', '这个 PR 昨晚合到 trunk 了。'],
  ],
  'rejected, said with 被否': [
    ['done', '这份 KIP 被否了，作者不打算再提。'],
    ['done', '提案在表决中被否。'],
  ],
  'settled for now, in plain words, is tentative': [
    ['tentative', '先这么定，等压测数据出来再看。'],
    ['tentative', '会上姑且采用方案 B，月底复盘。'],
    ['tentative', '暂时按旧格式走，后面可能会改。'],
  ],
  'both sides holding, in English': [
    ['contested', '两边都 hold 住不放，谁也不让。'],
    ['contested', '作者和 reviewer 各自 hold 住自己的方案。'],
  ],
  'a closing that times what follows is no closing': [
    ['open', '等 PR 合并了之后再发 RC2。'],
    ['open', '补丁合入以后才开投票。'],
  ],
  'a pause after a contrast decides over the sides before it': [
    ['open', '双方仍各执一词，不过提案已搁置到下个版本。'],
    ['open', '分歧还在，但作者宣布暂停该 KIP，等社区讨论完再说。'],
  ],
  'a new round said not to be announced does not reopen a failed vote': [
    ['done', '投票没有通过；发起人并未说明是否会重新投票。'],
    ['done', '表决未获通过，作者没提要不要开下一轮。'],
  ],
  'a contrast said with 却': [
    ['open', '评审已 approve，却尚未合并。'],
    ['open', '大家都点了头，却迟迟没有合并。'],
  ],
  'a vote that did not pass, in English, failed': [
    ['done', 'vote 没 pass，作者也没再提。'],
    ['done', '这轮投票没能 pass。'],
    ['open', '投票还没 pass，周五截止。'],
  ],
  'an earlier state, then the present one': [
    ['agreed', '起初两边有分歧，如今已经统一了。'],
    ['contested', '原本已经说定，后来 Ivo 又提出反对，双方僵持。'],
  ],
  'passed, said as a clause of its own': [
    ['done', '截止时四票 binding 赞成，无人反对，通过。'],
    ['done', '表决结果：通过。'],
  ],
  'a closing paused for now is open': [
    ['open', '讨论暂告一段落，等作者补数据。'],
    ['open', '此事暂告一段落。'],
  ],
  'settled in the main is tentative': [
    ['tentative', '方向基本定了，细节再磨。'],
    ['tentative', '基本可以确定走方案二。'],
  ],
  'a cause located is no decision': [
    ['open', '问题已定位，修复还在写。'],
    ['open', '根因已经定位到索引重建，补丁还没合并。'],
  ],
  'refusing a closing denies it': [
    ['contested', '作者拒绝撤回，坚持原方案，反对者也不松口。'],
    ['open', '维护者拒绝合并，要求先补测试。'],
  ],
  'neither passed nor rejected says neither': [
    ['open', '既没通过也没否决，投票被作者暂停了。'],
    ['open', '既未通过亦未被否，延期一周。'],
  ],
  'a passive closing happened': [
    ['done', '由于长期无人跟进，该 KIP 被关闭。'],
    ['done', '相关 JIRA 均被关闭。'],
  ],
  'a closing undone is open': [
    ['open', 'PR 被 revert 了，问题要重新排查。'],
    ['open', '上周合并的补丁被回滚了。'],
  ],
  'classical words: 然 turns, 所否 rejects, 已决 decides': [
    ['open', '补丁已获两位 approve，然迄今未合入。'],
    ['open', '众皆称善，然尚未合并。'],
    ['done', '提案为两张 binding -1 所否，作者不复再提。'],
    ['agreed', '诸位已决：沿用旧格式。'],
  ],
  'short of votes, said 未足 / 尚缺': [
    ['open', '票未足，表决顺延一周。'],
    ['open', 'binding 票数尚缺一张，投票延期。'],
  ],
  'each holding to their end is contested': [
    ['contested', '两派各执一端，相持未下。'],
    ['contested', '作者与评审各执己见。'],
  ],
  'a provisional step, 暂 before its verb, is tentative': [
    ['tentative', '众议暂取方案甲，余者再议。'],
    ['tentative', '暂从作者之议，待压测后定夺。'],
  ],
  'an ellipsis ends a clause': [
    ['agreed', '吵了一周…定了。'],
    ['done', '没人接手…作者撤回了。'],
    ['open', '没过…下周重新投。'],
  ],
  'a provisional step, 暂时先': [
    ['tentative', '虽然 Ivo 仍反对，但暂时先按方案二走。'],
    ['tentative', '暂时先用旧格式当默认。'],
  ],
  'set aside or waiting, in plain words': [
    ['open', '没人回，先搁着。'],
    ['open', '期限未到，继续等。'],
  ],
  'a candidate blocked is voted down': [
    ['open', 'RC1 被一张 binding -1 挡下来了，修好后出 RC2。'],
    ['done', '提案被两张 binding -1 挡下，作者放弃。'],
  ],
  'cannot be decided is open': [
    ['open', '眼下什么都定不了，等作者休假回来。'],
    ['open', '方向还决定不下来。'],
  ],
  'a negation said with 谈不上 / 算不上': [
    ['agreed', '谈不上有分歧，照计划推进。'],
    ['agreed', '各方之间算不上有争议，方案即行采纳。'],
  ],
  'settled, said with an English verb': [
    ['agreed', '方案 confirm 了，下周动手。'],
    ['agreed', 'Scope 已 confirm：只做 broker 端，client 不动。'],
  ],
  'no consensus, and neither side yields': [
    ['contested', '仍无共识，双方谁也不肯让。'],
    ['contested', '两边都不肯让，还是没有共识。'],
  ],
  'a closing in other words: landed, into trunk, GA': [
    ['done', '尘埃落定：KIP 已进 trunk。'],
    ['done', 'PR 已 land。'],
    ['done', '补丁已打进 4.1.1，问题关闭。'],
    ['done', '6.0.1 正式 GA。'],
  ],
  'a vote said to be through': [
    ['done', '票数够了，KIP 过了。'],
    ['done', '提案过了，赞成四票。'],
  ],
  'settled, in other words': [
    ['agreed', '方向定调：只做服务端。'],
    ['agreed', '议定：默认开启。'],
    ['agreed', '这事就这么定下了，等实现。'],
  ],
  'nothing moving': [
    ['open', '本周无进展。'],
    ['open', '讨论冷场，没人跟进。'],
    ['open', '等 benchmark 出来再说。'],
    ['open', '投票刚开始。'],
  ],
  'a failed vote with another round to come': [
    ['open', '投票失败，作者打算改完再来一轮。'],
    ['open', '没过，下礼拜再开一轮。'],
  ],
  'approved, not merged yet': [
    ['open', 'PR 已 approve，尚待合并。'],
    ['open', '两位 committer 都 LGTM 了，还没合。'],
  ],
  'a condition says what would happen, not what did': [
    ['open', '若周五前凑不齐三张 binding 票，则本轮投票作废。'],
    ['open', '倘若到期仍无人反对，则视为通过。'],
  ],
  'a vote not granted': [
    ['done', '表决不予通过。'],
    ['done', '该提案经表决不予通过，作者未说是否重提。'],
  ],
  'objections as what a revision answers': [
    ['open', '作者已根据反对意见修改完毕，投票将于下周进行。'],
    ['open', '针对各方异议，作者补充了测试，仍在等待 review。'],
  ],
  'for now, in other words': [
    ['tentative', '暂以现行方案为准，待 PMC 定夺。'],
    ['tentative', '指标名先临时用旧版本。'],
    ['tentative', '先这么稳住，根因查清再说。'],
  ],
  'settled, said with 锁定, a nod, or ruled': [
    ['agreed', '范围锁定：只改 broker。'],
    ['agreed', 'PMC 点过头了，照此执行。'],
    ['agreed', '这事已经判了：按方案 A 来。'],
  ],
  'a candidate through, a release out': [
    ['done', 'RC3 过了，发版。'],
    ['done', '5.6.1 已经发出去了。'],
  ],
  'dropped by decision, the withdrawal still ahead': [
    ['agreed', '众人拍板不再推进此提案，作者择日正式撤回。'],
    ['agreed', '议定放弃该提案，提案人将正式撤回。'],
  ],
  'a state given as an enum field': [
    ['agreed', 'state: FINALIZED；scope: broker only。'],
    ['contested', '状态：DISPUTED；一方要 A，一方要 B。'],
    ['tentative', '状态：PENDING；共识：PRELIMINARY。'],
    ['open', '状态：IN_VOTE；binding 票：2/3。'],
  ],
  'a field answered false negates it': [
    ['open', '状态：PAUSED；WITHDRAWN=FALSE。'],
    ['open', 'merged: no；approved: yes。'],
  ],
  'English negation': [
    ['open', 'Paused, not withdrawn。'],
    ['open', 'No consensus yet，还在讨论。'],
  ],
  'English decisions, waits and new rounds': [
    ['agreed', 'Some worries remain, but the decision is made: opt-in only.'],
    ['agreed', 'Scope is locked 了，no more changes.'],
    ['tentative', 'Initial consensus on v2，still waiting for perf numbers.'],
    ['open', 'Vote still running, we will circle back next week.'],
    ['open', 'Vote failed，but a new vote restarts on Monday.'],
    ['contested', 'No consensus: Ana wants A, Bo insists on B.'],
  ],
  'agreement and postponement in Japanese-influenced words': [
    ['agreed', '主要设计已经合意，予定下周发起投票。'],
    ['agreed', '方向性上并非没有合意。'],
    ['open', 'RC1 见送り，予定出 RC2 后重新投票。'],
    ['done', '投票不成立，作者没说是否再发起。'],
  ],
  'shelved for now is a pause': [
    ['open', '暂且搁置，等基准测试。'],
    ['open', '此事暂且放一放。'],
  ],
  'blocked, in other words': [
    ['open', 'RC1 被一张 binding -1 拦了下来，出 RC2 重新投。'],
    ['done', '被 binding -1 拦住了，没说重投。'],
  ],
  'a state field decides over the fields after it': [
    ['agreed', '状态：AGREED；遗留异议：一条，未撤回。'],
    ['agreed', 'status: DECIDED; open objections: 1 (not withdrawn).'],
  ],
  'denying a saying reaches over what is said': [
    ['agreed', '不能说这件事尚无共识。'],
    ['agreed', '不可谓该议题尚无定论。'],
  ],
  'a step that must first be approved is ahead': [
    ['tentative', '框架基本就位，但日期仅为暂定，须请示 PMC 批准后方可执行。'],
    ['open', '须经 PMC 批准方可合入。'],
  ],
  'holding for now is waiting': [
    ['open', '尚待作者答复，暂且固守，未有结论。'],
    ['open', '暂且观望，等数据出来。'],
  ],
  'waiting, short of votes, no response, stalled': [
    ['open', 'binding 票尚缺一票，期限延至周三，全体待命。'],
    ['open', '除一人外无人响应，原地待命。'],
    ['open', '讨论似乎处于停滞状态。'],
    ['open', '讨论冷清，没人回应。'],
  ],
  'a dispute in plain words': [
    ['contested', '吵起来了：一边要中止，一边要保持现状，谁也不让谁。'],
    ['contested', '作者和评审谁也不让谁。'],
  ],
  'a plan carried out, in Hong Kong usage': [
    ['agreed', 'release plan 已经落实：KIP-1 纳入。'],
    ['agreed', '时间表已落实。'],
  ],
  'a trial is provisional': [
    ['tentative', '新参数先试用两周。'],
    ['tentative', '新默认值只算试用，待下个版本确认。'],
  ],
  'a meeting or a consultation is no future': [
    ['agreed', '会议已定：默认关闭。'],
    ['agreed', '会谈已定，按方案 A 执行。'],
  ],
}

describe('the status a conclusion says', () => {
  for (const [rule, lines] of Object.entries(rules))
    describe(rule, () => {
      it.each(lines)('%s: %s', (status, text) => {
        const d = classifyStatus(text)
        expect(d.status).toBe(status)
        expect(d.basis).toBe('rule')
        expect(text).toContain(d.evidence)
        if (rule.startsWith('a negation')) expect(d.evidence).toMatch(/^[谈算]不上/)
      })
    })
})
