// Made-up position lines in registers the dev weeks lack (terse chat, formal report), one group
// per rule of what a person does in the line (src/domain/consensus/stance.ts). Each group was
// written before its rule.
import { describe, expect, it } from 'vitest'
import { readThread } from '../../../src/domain/consensus/read-thread'
import { NO_REVIEWS, reviewBook } from '../../../src/domain/consensus/reviews'
import { decideStance, type Stance } from '../../../src/domain/consensus/stance'

const rules: Record<string, [Stance, string][]> = {
  'backing it, in plain words': [
    ['support', '力挺这个改法，早就该做了。'],
    ['support', '站在发起人这边，认为收益明显。'],
    ['support', '这边没啥说的，可以合。'],
    ['support', '谨表示乐见该提案落地。'],
  ],
  'approving the change': [
    ['support', 'review 过了，approve。'],
    ['support', '在 PR 上点了 approve。'],
  ],
  'asking, with a bare verb or a particle': [
    ['question', '问默认值会不会变。'],
    ['question', '问一句：老客户端还能连吗'],
    ['question', '希望了解该指标的采样频率。'],
  ],
  'a worry, in plain words': [
    ['concern', '怕这个改动把延迟拉高。'],
    ['concern', '对滚动升级的安全性心里没底。'],
    ['concern', '对该方案在跨机房场景下的稳定性不甚放心。'],
  ],
  'putting forward a way': [
    ['suggestion', '出了个主意：先加开关。'],
    ['suggestion', '支了一招：拆成两个 PR。'],
  ],
  'reporting, in plain words': [
    ['information', '贴了火焰图。'],
    ['information', '答：不会，旧格式照常读。'],
    ['information', '补了一句：文档已更新。'],
    ['information', '顺带提到 CI 已经恢复。'],
  ],
  'a question that objects': [
    ['objection', '现有机制已能覆盖，岂非重复设计？'],
    ['objection', '这不是给用户挖坑吗？'],
    ['objection', '都 2026 年了，难道还要为 Java 8 兜底？'],
    ['objection', '反问：若默认开启，岂不是所有旧客户端都要重新配置？'],
  ],
  'a worry answered': [
    ['support', '之前的顾虑已经打消了。'],
    ['support', '表示其疑虑已因新增测试而消除。'],
  ],
  'a concession, then what decides': [
    ['concern', '倒不是反对，就是怕维护成本高。'],
    ['concern', '并非不认可该方向，只是担忧其对延迟的影响。'],
  ],
  'support with a condition stays support': [
    ['support', '原则上没意见，只是文档得补上。'],
    ['support', '可以接受，前提是默认关闭。'],
  ],
  'asking to withdraw it objects': [
    ['objection', '要求撤回这个 KIP。'],
    ['objection', '持保留态度，并主张放弃该提案。'],
  ],
  'a judgement of no value': [
    ['objection', '认为该选项已无实际价值。'],
    ['objection', '觉得这么做没什么意义。'],
  ],
  'a reason framed before the verb': [
    ['objection', '以兼容性为由反对该改动。'],
    ['support', '以运维成本为由力挺精简方案。'],
  ],
  'giving in': [
    ['support', '这次松口了，说放控制器那边也行。'],
    ['support', '最终让步，表示按作者的方案来。'],
  ],
  'a frame naming the topic first': [
    ['question', '就指标命名提出疑问。'],
    ['concern', '针对回滚路径提出了顾虑。'],
  ],
  'reporting what was done (a perfective verb, no other act)': [
    ['information', '把重试次数调到 5 次，顺便改了日志级别。'],
    ['information', '已于周三在测试环境完成部署验证。'],
  ],
  'a speaker named before the verb': [
    ['support', '那我也没意见了。'],
    ['support', '我们这边同意。'],
    ['suggestion', '我觉得可以先做成实验特性。'],
  ],
  "relaying another person's view": [
    ['information', '帮 Jun 带句话：他觉得这个默认值得改。'],
    ['information', '转达某位用户在邮件列表中的意见，即该接口应保持向后兼容。'],
  ],
  'a vote still to come': [
    ['information', '周末看完再投。'],
    ['information', '表示须待压测完成之后方可投票。'],
  ],
  'speaking in a role': [
    ['information', '作者。重试逻辑已经改了。'],
    ['information', '作为发起人汇总意见：多数人倾向方案 A。'],
    ['information', '作为作者表示将补充迁移指南。'],
  ],
  'what must or must not be done': [
    ['suggestion', '文档也得更新，别只改代码。'],
    ['suggestion', '上线前先在灰度环境跑一周。'],
    ['suggestion', '提请作者在文档中注明适用范围。'],
    ['suggestion', '折中一下：默认关，可配置开。'],
  ],
  'accepting it, at the end of a clause': [
    ['support', '停可以，撤不行。'],
    ['support', '要是真能兼容的话没意见。'],
  ],
  'a count of approvals is a report': [
    ['information', 'PR 拿到两个 LGTM，已合入。'],
    ['information', '该变更已获三位评审者 approve。'],
  ],
  'advocating the proposal as it stands': [
    ['support', '主张按 KIP 原方案推进。'],
    ['support', '建议照提案继续实施，不必再拆分。'],
  ],
  'stating facts, with nothing to propose or fear': [
    ['information', 'CI 上挂率两成，日志贴 JIRA 了。'],
    ['information', '经排查，问题系配置缺失所致，补丁已调整相应参数。'],
  ],
  'a feeling expressed towards something': [
    ['concern', '表达了对升级路径复杂度的担忧。'],
    ['support', '表示了对该方向的支持。'],
  ],
  'a stance said outright outweighs one read from a judgement': [
    ['objection', '认为这部分代码并不需要改动，明确表示反对合入。'],
    ['support', '觉得应该先观察一段时间，但表示支持该方向。'],
  ],
  'what follows 因此 / 所以': [
    ['suggestion', '指出该配置只影响内部实现，因此建议直接提 PR。'],
    ['objection', '考虑到兼容性，所以反对在小版本中改默认值。'],
  ],
  'something that may exist or be affected is a risk': [
    ['concern', '指出两个 KIP 之间可能存在冲突。'],
    ['concern', '提到新逻辑可能会被旧配置覆盖。'],
  ],
  'an analysis reported': [
    ['information', '对回归原因进行了分析。'],
    ['information', '就失败用例做了排查。'],
  ],
  'a question that answers itself, across clauses or in quotes': [
    ['objection', '反问道：难道为了少数人，要改所有人的默认行为吗？'],
    ['objection', '他反问：“这难道不是给自己挖坑吗？”'],
    ['objection', '加一堆注解又没人检查，图啥？'],
  ],
  'a later state decides (一开始……后来……)': [
    ['support', '一开始有些疑虑，后来看了测试结果，表示可以接受。'],
    ['objection', '起初表示支持，后来改口反对。'],
    ['support', '一开始他问：“谁来兜底？”后来看了设计，表示可以接受。'],
  ],
  'their own words in quotes, then what they hold': [
    ['support', '他说：“这个改动早该做了。”他坚持方案应该继续推进。'],
    ['support', '她写道：“很期待。”并坚持提案继续推进。'],
  ],
  'slang for backing or dismissing it': [
    ['support', '顶一下，早该有了。'],
    ['support', '真香，合一块正好。'],
    ['objection', '对这个改动不以为然。'],
  ],
  'support with a condition, said as such': [
    ['support', '有条件支持：回滚得有测试兜底。'],
    ['support', '有条件地支持该提案。'],
  ],
  "an author's plan is no proposal": [
    ['information', '作者：先放一放，等上游定了再说。'],
    ['information', '作者。先不撤，年底再捡起来。'],
  ],
  'relaying for someone (替 / 代)': [
    ['information', '替 Ann 带话：她倾向方案 B。'],
    ['information', '代 Bo 转达：暂不表态。'],
  ],
  'a vote still to come, with 进行': [
    ['information', '表示读完新版之后再进行投票。'],
    ['information', '待测试结束后方可进行表决。'],
  ],
  'English verbs inside Chinese sentences': [
    ['concern', '有人 raise 了 concern，担心兼容性。'],
    ['concern', '对延迟表示 worried。'],
    ['objection', '明确 object 这个改动。'],
    ['support', 'agree 作者的方案。'],
    ['suggestion', 'suggest 先加一个开关。'],
    ['question', 'ask 默认值会不会变。'],
    ['information', 'update 了 KIP，补上了迁移说明。'],
    ['information', '贴了 benchmark 结果。'],
  ],
  'list markers and role tags in brackets are not words': [
    ['suggestion', '(1) 建议超时调到 30s；(2) 其余照旧。'],
    ['suggestion', '一、建议增设过渡期配置项；二、相关文档同步修订。'],
    ['information', '【作者】已按评审意见修订 KIP 正文。'],
    ['information', '（RM）公布时间表：3 月 1 日冻结。'],
  ],
  'accepting it, with its subject first': [
    ['support', '新默认值能接受。'],
    ['support', '修订后的方案可以接受，别无意见。'],
    ['support', '其余没有别的意见。'],
  ],
  'holding back without blocking': [
    ['concern', '对命名略有保留，不挡合并。'],
    ['concern', '就默认值持保留意见，但不构成阻塞。'],
  ],
  'an author announcing or answering reports': [
    ['information', '（作者）宣布不再推进该 KIP；原因：与另一提案重叠。'],
    ['information', '[作者] 回复：不会影响旧客户端。'],
  ],
  'a count announced is a report': [
    ['information', '计票：三票 binding +1，无反对。'],
    ['information', '汇总表决情况如下：赞成四票，弃权一票。'],
  ],
  'a verb only a speaker has, after a topic': [
    ['suggestion', '超时时间建议设成 30 秒。'],
    ['suggestion', '该配置项的命名提议沿用现有前缀。'],
    ['concern', '升级路径这块我比较担心。'],
  ],
  'OK and 挺好 go along': [
    ['support', '原则上 OK，文档补上就行。'],
    ['support', '此方案总体 OK，无其他补充。'],
    ['support', '先这样挺好。'],
  ],
  'an English speaker before the verb': [
    ['support', 'I totally agree，这个早该做。'],
    ['concern', "I'm a bit worried，回滚不好做。"],
    ['suggestion', 'We suggest 先加开关。'],
  ],
  'a degree before the verb': [
    ['concern', '有点担心延迟。'],
    ['concern', '颇为担忧其兼容性。'],
  ],
  'a condition, then 便': [
    ['support', '只要默认关闭，便支持。'],
    ['support', '如能补上测试，便同意合入。'],
  ],
  'a KIP named before the verb': [
    ['information', 'KIP-1200 暂停推进，等上游。'],
    ['support', 'KIP-1201 我支持。'],
  ],
  'a review before the verb': [
    ['support', '审阅后同意合入。'],
    ['information', '评审过后合并了该 PR。'],
  ],
  'a feature that supports something is no stance': [
    ['information', '补充：该工具目前只支持命令行，不支持通过 API 设置。'],
    ['information', '测了下，不支持通过 REST 调用。'],
  ],
  'a tally in English': [
    ['information', 'tally 一下：2 binding +1，1 binding -1。'],
    ['information', 'Tally: three binding +1 votes.'],
  ],
  'what will go on elsewhere is reported': [
    ['information', '宣布撤回该 KIP，相关逻辑将并入另一提案继续推进。'],
    ['information', '说明本 KIP 将作为 KIP-1200 的一部分继续推进。'],
  ],
  'the author taking up a suggestion and saying what they did reports it': [
    ['information', '（作者）接受评审者的建议，已更新 KIP 正文。'],
    ['information', '作为作者，同意上述意见，并宣布将 KIP 拆成两个。'],
    ['support', '【作者】同意评审意见。'],
  ],
  'liking it': [
    ['support', '很喜欢这个提案。'],
    ['support', '对新接口颇为喜欢。'],
  ],
  'still, as before (还是)': [
    ['objection', '还是反对，理由不变。'],
    ['support', '还是支持原方案。'],
  ],
  'last week, then now': [
    ['support', '上周最担心的是兼容性，这周看了方案，可以接受。'],
    ['support', '上次还顾虑延迟，如今已经没意见。'],
  ],
  'rebutting a critique defends the proposal': [
    ['support', '反驳上述质疑，坚持按原计划推进。'],
    ['support', '驳斥了这种说法，认为方案如期推进即可。'],
  ],
  'a role with words before it (作为本轮投票发起人)': [
    ['information', '作为本轮投票发起人汇总：赞成三票，无反对票。'],
    ['information', '身为此 KIP 的作者补充：不同意见已吸收。'],
  ],
  'asking first, now': [
    ['question', '会投 +1，不过现在先问一句：默认值多少？'],
    ['question', '先问一句，升级要停机吗？'],
  ],
  'several people as the subject': [
    ['support', '他们几个也表示赞成。'],
    ['support', '他们俩都表示同意。'],
  ],
  'their own words in quotes, in English': [
    ['support', '在邮件里写道："This looks good to me."'],
    ['objection', '回帖称 "I am against adding another config for this."'],
    ['concern', '原话是 "My main worry is the extra memory per partition."'],
    ['suggestion', '邮件里说："Let\'s keep the old metric for one more release."'],
    ['question', '原话是 "What happens to in-flight requests during the switch?"'],
    ['information', '在撤回邮件里写道："I am withdrawing this KIP for now."'],
  ],
  'English negations and judgements in quotes': [
    ['support', '回帖称 "No objections from my side."'],
    ['support', '原话是 "I no longer object, the new default addresses my concern."'],
    ['objection', '原话是 "I don\'t think the broker is the right place for this."'],
    ['objection', '写道 "Turning this on by default is a non-starter for us."'],
    ['suggestion', '写道 "It would be nice to have a dry-run mode as well."'],
    ['support', '回帖称 "A bit of a pity, but I think this is the right decision."'],
    ['support', '写道 "In principle I\'m fine with this, provided the limit is configurable."'],
  ],
  'an English tally or a vote to come, in quotes': [
    ['information', '在结果邮件里写道："Closing the vote: 4 binding +1, no -1."'],
    ['information', '回帖称 "I will vote once the compatibility section is updated."'],
  ],
  'a symbol that opens the line': [
    ['support', '✅ 方案 A'],
    ['objection', '❌ 默认开启 → 太激进'],
    ['concern', '⚠️ 升级窗口太长 → 风险'],
    ['information', '📊 基准：p99 ↓ 12%'],
    ['information', 'ℹ️ 作者：v2 已上传'],
    ['information', '⏳ 这周没时间 → 下周看'],
  ],
  'advocating the plan (力主)': [
    ['support', '力主按计划在下个大版本移除旧接口。'],
    ['support', '力主照原方案推进，不再拆分。'],
  ],
  'then, let us': [
    ['suggestion', '原话是 "Then let\'s ship the metric first and add the config later."'],
    ['suggestion', '写道 "OK, then let\'s split it into two KIPs."'],
  ],
  'an English result of the vote is a report': [
    ['information', '写道 "The vote has failed. I will revise the KIP."'],
    ['information', '原话是 "So far: two binding +1 and one abstention."'],
  ],
  'a report tagged so at the line start': [
    ['information', 'ℹ️ 新版本：旧格式 → 拒绝加载'],
    ['information', '📝 备注：旧协议客户端 → 直接拒绝连接'],
  ],
  'procedure in a chaired meeting': [
    ['information', '受主持人委托宣读表决结果：赞成五票，反对零票。'],
    ['information', '作为发起人提请对该 KIP 进行表决。'],
    ['concern', '提请记录一项顾虑：新默认值可能拖慢重平衡。'],
    ['concern', '对迁移成本持保留意见，要求记录在案。'],
  ],
  'a motion: to adopt it, or to change it': [
    ['support', '动议采纳该 KIP 的双阈值方案。'],
    ['support', '动议为 kafka-configs.sh 增加 --dry-run 参数。'],
    ['suggestion', '动议将超时改为可配置，而非写死。'],
    ['suggestion', '动议把默认值改成 30 秒。'],
  ],
  'a columnist’s words for backing, opposing or proposing': [
    ['objection', '继续唱反调，认为收益太小。'],
    ['support', '拍手称快，直言早该如此。'],
    ['suggestion', '抛出折中方案：默认关闭，按需开启。'],
    ['support', '力主从严，缺字段一律拒绝。'],
  ],
  'persuaded, after an earlier doubt': [
    ['support', '起初质疑其必要性，后被说服，称可以接受。'],
    ['support', '一度反对，后经作者解释被说服。'],
  ],
  'an update, then what it holds': [
    ['information', '更新了 KIP，新增 broker 级配置，要求默认关闭。'],
    ['information', '提交了补丁，必须显式开启才生效。'],
  ],
  'answering, as the author': [
    ['information', '作为作者回应，会补充迁移说明，之后再发起投票。'],
    ['information', '回应称下周给出压测数据。'],
  ],
  'leaning towards an act is that act': [
    ['support', '倾向于支持这一方案。'],
    ['support', '此前有顾虑，现在倾向于接受当前设计。'],
    ['objection', '倾向于反对在小版本中改默认值。'],
  ],
  'finding nothing to object to': [
    ['support', '看不出有什么需要反对的地方。'],
    ['support', '挑不出什么毛病。'],
  ],
  'a hedged objection': [
    ['objection', '委婉地表示，放进默认配置恐怕不妥。'],
    ['objection', '直接删掉旧接口怕是不行。'],
  ],
  'a role in brackets, whatever the role': [
    ['objection', '（PMC）反对改名——改了就回不去。'],
    ['support', '【用户】赞成，早该有了。'],
    ['suggestion', '(reviewer) 要求合并前补测试。'],
  ],
  'the author holding to the proposal': [
    ['support', '（作者）坚持公开该接口。'],
    ['support', '作为作者，他坚持直接修改默认值。'],
  ],
  'a worry answered, the verb first': [
    ['support', '表示修订版已经回应了他的主要顾虑。'],
    ['support', '上周担心的积压问题已经得到缓解，因而不再反对。'],
  ],
  'a frame before a colon names the act': [
    ['objection', '当场亮出反对意见：把排序放进服务端会拖垮只追加的写入路径。'],
    ['suggestion', '抛出一个替代方案：由控制器统一分配编号，节点不再自选。'],
    ['suggestion', '端出折中办法：先只读新格式，写入下个版本再切。'],
    ['concern', '点出一处隐患：返回的主体名可能带出内部账号，需要权限兜底。'],
    ['support', '带着条件站到赞成一边：只要默认关着，他就没意见。'],
    ['question', '抛出一个疑问：旧客户端升级后还认不认这个字段'],
  ],
  'a frame that reports: what follows is not the speaker’s act': [
    ['information', '主持人清点了一遍：两票赞成、一票反对，时限已过。'],
    ['information', '代出差的 Bob 传话：他那边仍然反对，理由同上。'],
    ['information', '提案人逐条作答：重试默认三次，可以按主题覆盖。'],
    ['information', '发起人陈述：新接口按监听器返回活跃连接。'],
  ],
  'assent in a gesture': [
    ['support', '大体上点头了，觉得收益说得过去。'],
    ['support', '为这版精简设计叫好，说一页就能看完。'],
    ['support', '重申支持，并说团队早就盼着这个功能。'],
  ],
  'a topic first, then the speaker and their act': [
    ['support', '新接口他认同，旧接口留着兜底也行。'],
    ['support', '精简后的版本她没有意见。'],
    ['support', '两种写法并存我觉得没问题。'],
    ['objection', '按时间排序这件事他反对，应该留给客户端。'],
  ],
  'support on a condition, the act after 就': [
    ['support', '只要默认值不变，他就支持。'],
    ['support', '若能保留旧配置兜底，本人就支持该提案。'],
    ['objection', '接口一旦改名，她就反对到底。'],
  ],
  'an act wrapped in 是…的, for emphasis': [
    ['objection', '他是反对把默认值调高的。'],
    ['support', '她是赞成先合并再观察的，理由是风险小。'],
    ['objection', '外部已有现成工具，所以我们是不赞成的。'],
  ],
  'a tag in brackets names the act, as a frame does': [
    ['concern', '【隐患】改动后老客户端的重试次数可能翻倍。'],
    ['information', '【通报】委员会已收到三份补充材料。'],
    ['information', '【决定】把 KIP 拆成两部分，先做存储层。'],
    ['information', '【方案调整】采纳评审意见，默认值改为 30 秒。'],
    ['concern', '［风险］他指出磁盘占用仍然偏高，目前没有办法缓解。'],
  ],
  'a verb before 的 and a noun describes the noun, it is no act': [
    ['support', '他提出的两处修改都被采纳了，他表示满意。'],
    ['information', '他上周质疑的那个指标已经删掉了。'],
    ['support', '她提出的“先灰度”已被采纳，她没有别的意见。'],
  ],
  'a view passed on at its holder’s request': [
    ['information', '老王让他告诉大家，自己是赞成的。'],
    ['information', 'Carol 托我转告：她周末回来再看，倾向支持。'],
  ],
  'withdrawing an objection': [
    ['support', '撤回了之前的反对意见，条件是补上回滚测试。'],
    ['support', '收回上次的异议。'],
  ],
  'a question that only one side can answer': [
    ['objection', '配置一多，兼容性谁来保证？'],
    ['objection', '线上真出了问题，谁能负责？'],
    ['objection', '这不就是又造了一个轻量版的 Connect 吗？'],
  ],
  'a reminder with a requirement': [
    ['suggestion', '提醒两种存储的实现不同，要求补上兼容测试。'],
    ['suggestion', '提醒评审者注意线程安全，并要求加一组并发用例。'],
  ],
  'a narrator’s 他说: the speaker’s own words follow': [
    ['support', '他说这个改法他赞同，细节以后再抠。'],
    ['support', '她说这个功能非常有用，团队里早就想要了。'],
    ['information', '她说补丁在三台机器上都跑过，没有报错。'],
    ['suggestion', '他说应该先把迁移脚本补上。'],
  ],
  'a frame yields to a stance the line says has turned': [
    ['support', '【顾虑跟进】复测之后他不再担心延迟，可以接受。'],
    ['support', '［风险评估］她表示不再反对，数据已经说服了她。'],
  ],
  'the author saying how their design should be': [
    ['information', '她是作者，她说重试次数应该默认三次。'],
    ['information', '作为作者，他觉得超时应该设成 30 秒，文档已写明。'],
  ],
  'a narrator’s 讲, and 他提到 before the speaker’s own act': [
    ['objection', '他讲他反对把重试放进客户端。'],
    ['support', '她讲这个方向她认可。'],
    ['concern', '她提到她担心回滚会丢数据。'],
    ['objection', '他提到自己反对默认开启。'],
  ],
  'what a person means is what they propose': [
    ['suggestion', '他的意思是把超时拆成两个配置。'],
    ['suggestion', '照她的意思，发布说明里再补一节迁移步骤。'],
  ],
  'a view passed on for someone away': [
    ['information', '他替出差的 Marguerite Delacroix-Winterbottom 带话：她下周再表态。'],
    ['information', '维护者托她带个话：周末前会回复。'],
  ],
  'a worry conceded before a contrast that goes along': [
    ['support', '他仍有点担心内存，不过表示不挡路，同意合并。'],
    ['support', '对兼容性还是不放心，但她说可以先按这个方案走。'],
    ['concern', '担心指标基数会涨，但并不反对这个 KIP。'],
  ],
  'of course, an act': [
    ['support', '她说这正是她们团队要的，当然赞成。'],
    ['objection', '这么改会破坏兼容，他当然反对。'],
  ],
  'the author holding to, or describing, their proposal': [
    ['support', '作者坚持原方案，理由是改动最小。'],
    ['information', '作者自称方案不复杂：只加一个配置项。'],
    ['information', '作者的方案：broker 端加一个开关。'],
  ],
  'right or wrong, said of the decision': [
    ['support', '这周说这是正确的决定。'],
    ['support', '她说拆成两个 KIP 是对的。'],
    ['objection', '他说这么拆不对。'],
    ['objection', '她认为把默认值改成 0 是不能接受的。'],
    ['objection', '觉得两套接口并存无法接受，坚持只留一套。'],
  ],
  'an earlier view, then a later one': [
    ['support', '她原来主张全量迁移，后来说可以先按分批的方案走。'],
    ['information', '作为作者，他起初坚持原设计，后来接受了评审的建议，更新了 KIP。'],
  ],
  'thanks and welcomes are no act': [
    ['information', '先感谢大家的耐心！作为 RM，他整理了剩余的阻塞问题。'],
    ['information', '特别感谢 Bob 的建议！文档已更新。'],
  ],
  'thanks alone, in English or Chinese, are information': [
    ['information', 'thx 大家这么快 review。'],
    ['information', 'thank you 各位的 review，KIP 已按意见修改。'],
    ['information', '多谢各位这么快给出反馈！'],
  ],
  'a question that urges not to wait supports': [
    ['support', '现在不做，还等到哪天？'],
    ['support', '机会摆在眼前，更待何时？'],
  ],
  'a question that says no one would, or that it cannot be done, objects': [
    ['objection', '改成这样，谁还愿意升级？'],
    ['objection', '这么多步骤，小团队还跟得上吗？'],
    ['objection', '每个客户端都要重新编译？'],
  ],
  'a worry said gone after looking, with 不…了': [
    ['support', '原先担心延迟，测了一轮后不担心了。'],
    ['support', '之前有点怀疑，读完设计文档后不怀疑了。'],
  ],
  'no problem, fine, overdue: going along': [
    ['support', '思路没问题。'],
    ['support', '挺好的，早该这样了。'],
    ['support', '早就应该这么改。'],
  ],
  'a plan said not to work objects, wherever its subject stands': [
    ['objection', '这条路行不通。'],
    ['objection', '按现在的写法不可行。'],
  ],
  'a risk said to be large is a concern': [
    ['concern', '这么改风险不小。'],
    ['concern', '默认开启的代价太大。'],
  ],
  'wanting a change made suggests it': [
    ['suggestion', '想让默认超时改成 30 秒。'],
    ['suggestion', '想把两个配置合成一个。'],
  ],
  'asking someone to explain is a question': [
    ['question', '请作者说明一下回滚怎么做。'],
    ['question', '不太明白这段，请解释一下为何要两阶段。'],
  ],
  'overall, otherwise: adverbs before the act': [
    ['support', '整体赞同，细节可以再调。'],
    ['objection', '除非补上兼容层，否则反对。'],
  ],
  'a feeling shown towards something, with 了 after the verb': [
    ['concern', '对默认配置的改动表示了担忧。'],
    ['support', '对拆分后的第二版表达了支持，理由是更容易回滚。'],
  ],
  'classical head verbs: 荐, 议, 忧, 布, 请': [
    ['suggestion', '荐以分批迁移代之。'],
    ['suggestion', '议另设开关，默认关闭。'],
    ['concern', '忧此举累及旧客户端。'],
    ['information', '布 RC2 之构建，并附校验和。'],
    ['suggestion', '请于合并之前补足压测。'],
    ['suggestion', '下一步：请作者补一版迁移说明。'],
  ],
  'classical 言 reports as 说 does': [
    ['objection', '言此设计不可行。'],
    ['information', '言将读毕设计文档而后投之。'],
  ],
  'classical and chat questions that answer themselves object': [
    ['objection', '岂可因一租户而限全集群？'],
    ['objection', '此非削足适履乎？'],
    ['objection', '加个开关就够了？用户照样默认开着。'],
  ],
  'thanks after an emoji are thanks': [
    ['information', '👍 谢谢帮忙排进首批。'],
    ['information', '🙏 多谢两位的快速 review！'],
  ],
  'a short question answered in the same line: the answer decides': [
    ['support', '加开关？可以。'],
    ['support', '5% 的开销？能接受。'],
    ['objection', '拆分？行。默认开启？还是反对。'],
  ],
  'too soon, said outright, objects': [
    ['objection', '下个版本就删？太快了吧。'],
    ['objection', '现在就默认开启，太急了。'],
  ],
  'a +1 said to something, not as a vote, supports': [
    ['support', '对拆成两步这个思路 +1，但这不是投票。'],
    ['support', '这个方向我 +1。'],
  ],
  'who would answer for it, asked, objects': [
    ['objection', '滚动升级时客户端全断了，谁要负责？'],
    ['objection', '出了事谁要兜底？'],
  ],
  'thanks, then nothing else to say, are information': [
    ['information', '多谢整理。没别的了。'],
    ['information', '感谢 Ann 跑了基准，没有其他意见。'],
  ],
  'an idea put forward, however it is praised': [
    ['suggestion', '他提了一个挺妙的点子：把重试放进拦截器。'],
    ['suggestion', '她又贡献了一个小点子：按租户限流。'],
  ],
  'an adverb with 地 before the act': [
    ['support', '他激动地表示支持。'],
    ['objection', '他坚决地反对默认开启。'],
  ],
  'suspecting a cause is a report': [
    ['information', '怀疑是磁盘满了导致的，正在排查。'],
    ['information', '她怀疑为元数据缓存过期，已经加了日志。'],
  ],
  'a relay, whatever the message is called': [
    ['information', '她替出差中的 Bartholomew Featherstonehaugh 捎来口信：回来再看。'],
    ['information', '代休假的作者带来口信：下周回复。'],
  ],
  'fields after a semicolon are read on their own': [
    ['support', '上次的疑问——作者答复：已加说明；评价：可以接受。'],
    ['support', '此前担心丢数据——作者回复：写入前先落盘；接受。'],
  ],
  'must, said as 须': [
    ['suggestion', '评审意见：接口名须加前缀，否则不批。'],
    ['suggestion', '文档须补上迁移步骤。'],
    ['information', '须待压测结果出来，目前已跑完一半。'],
  ],
  'a KIP number is no vote': [['information', '作者；决定：撤回 KIP-1310；理由：已被新提案覆盖。']],
  'seconding an act is that act': [
    ['objection', '附议 Bob 的反对；理由同上。'],
    ['concern', '附议前面提到的担忧。'],
  ],
  'insisting, with no other act, holds to a position': [
    ['support', '坚持必须在 broker 端做校验，理由是客户端不可信。'],
    ['support', '他寸步不让，坚持只有分层存储才扛得住成本。'],
    ['objection', '坚持反对默认开启。'],
  ],
  'putting something on hold is a report': [
    ['information', '作为作者表示 KIP 先暂缓，等资源到位。'],
    ['information', '这个提案先 on hold，下季度再捡起来。'],
    ['information', '说这里牵动太多公开类，等大版本发完再继续，先停一停。'],
  ],
  'a vote to come, in English words': [
    ['information', '还没读完，周末看完再 vote。'],
    ['information', '等 benchmark 出来之后再 vote。'],
  ],
  'raising a concern, in mixed words': [
    ['concern', 'raise 了一个 concern：重启时缓存会被清空。'],
    ['concern', '又 raise 了 security concern，日志里会带出 token。'],
  ],
  'a question that is a suggestion': [
    ['suggestion', '要不先把这个开关默认关掉？'],
    ['suggestion', '不如直接复用现有的配额接口？'],
  ],
  'reminding someone to do something': [
    ['suggestion', '提醒作者把兼容性矩阵补进 KIP。'],
    ['suggestion', '提醒大家及时更新客户端版本。'],
    ['suggestion', '这轮不投，只是提醒作者先把迁移步骤写清楚。'],
  ],
  'a frame after the role the line opens with': [
    ['information', '发起人兼 RM，周五统计：两张 binding +1，没有反对。'],
    ['information', '作者，周一答复：超时改为可配置，默认 30 秒。'],
  ],
  'a rhetorical question, named so': [
    ['objection', '反问：默认值再拖一个版本，谁来替用户踩坑？'],
    ['objection', '他反问了一句：这种改法真的有人需要吗'],
  ],
  'the author proposing their own design describes it': [
    ['information', '作者，提议超时默认 30 秒，可按主题覆盖。'],
    ['information', '（作者）建议把新接口放在 admin 包下。'],
  ],
  'an objection denied, then a question': [
    ['question', '她并不反对这个方向，只是问了一句：旧客户端怎么办？'],
  ],
  'a reply named as a frame': [
    ['information', '作者周二回信：校验改为可选，默认只打告警。'],
    ['information', '维护者回帖：补丁已合入 3.9 分支。'],
  ],
  'passing on another person’s view': [
    ['information', '他转述了 Wanda 在 JIRA 上的意见：可以先加一个废弃期。'],
    ['information', '她替请假的同事带了句话：回来就看。'],
    ['information', '替出差的同事传了个话：他回来再看。'],
  ],
  'a roll call named as a frame': [
    ['information', '作为发起人在截止时点了名：两张 binding 赞成，一张反对。'],
  ],
  'what one thinks should be done, said with 要': [
    ['suggestion', '她觉得要在文档里补一个迁移示例。'],
    ['objection', '他认为不要在这个版本里改默认值。'],
    ['information', '他说要先把压测跑完，再决定怎么投。'],
  ],
  'a reminder of what should be done': [
    ['suggestion', '提醒应同步更新文档。'],
    ['suggestion', '提醒一句，记得在升级说明里写清楚。'],
  ],
  'no problem any more, in other words': [
    ['support', '这样改的话，没有问题的啦。'],
    ['support', '问过作者之后，她就没有问题了。'],
  ],
  'a short question answered with can': [
    ['support', '默认关？can。'],
    ['support', '先只做新 topic？can lah，旧的以后再说。'],
  ],
  'not unacceptable': [
    ['support', '也不是不能接受。'],
    ['support', '该方案并非不可接受。'],
  ],
  'backing someone, said with 撑': [
    ['support', '撑作者。'],
    ['support', '这个方案我撑。'],
  ],
  'an approval taken back': [
    ['objection', '把之前的 approve 撤了，回归测试挂了。'],
    ['objection', '收回了 LGTM，改动范围太大。'],
  ],
  'holding an opposing view, with words between': [
    ['objection', '对此持坚决的反对态度。'],
    ['objection', '对该方案持明确之反对意见。'],
  ],
  'a worry that no longer stands': [
    ['support', '原先的顾虑已不复存在，可以推进。'],
    ['support', '看过数据后，担心不复存在了。'],
  ],
  'a worry, said with 慌': [
    ['concern', '看到这个延迟曲线有点慌。'],
    ['concern', '没看到压测数据，心里有点慌。'],
  ],
  'a concession, then 然': [
    ['support', '虽觉得名字别扭，然赞成合入。'],
    ['support', '虽有些可惜，然并无异议。'],
  ],
  'willing to support, on a condition': [
    ['support', '倘若默认关闭，则愿意支持。'],
    ['support', '倘若有开关，她愿意支持。'],
  ],
  'praise in internet slang': [
    ['support', '这个改法 yyds。'],
    ['support', '修复终于进了，开香槟！'],
  ],
  'refusing twice': [
    ['objection', '不行不行，默认值不能改。'],
    ['objection', '这个口子不能开。'],
  ],
  'a version put out': [
    ['information', '作者刚放出 v2。'],
    ['information', '作者放出 v3：只改 broker 端。'],
  ],
  'the author willing to withdraw it goes along': [
    ['support', '作者，表示愿于月底撤回本提案。'],
    ['support', '（提案人）成本太高，愿意下周撤回。'],
  ],
  'thanks in other words, then nothing else': [
    ['information', '对作者的整理致谢，无其他意见。'],
    ['information', '辛苦 RM，没有其他意见。'],
    ['information', '没啥可说的，大伙辛苦。'],
  ],
  'not standing in the way': [
    ['support', '有点可惜，不过也不拦着。'],
    ['support', '不挡了，合吧。'],
  ],
  'not convinced': [
    ['objection', '还是不服，理由同上。'],
    ['objection', '不服：只做一半迟早要返工。'],
  ],
  'stating, as a formal report': [
    ['information', '陈述其团队目前并未启用该功能。'],
    ['information', '陈述该功能在生产中并未启用。'],
  ],
  'a vote after something else, in formal words': [
    ['information', '声明须待审阅完毕后方行投票。'],
    ['information', '待回归跑完方行投票。'],
  ],
  'support granted, in formal words': [
    ['support', '表示如提供回退选项，则予以支持。'],
    ['support', '对该修订予以支持。'],
  ],
  'counts of runs as facts': [
    ['information', 'CI 连跑 30 轮，一回没挂。'],
    ['information', '压测 5 轮，延迟持平。'],
  ],
  'fine, in dialect': [
    ['support', '先不关？那行。'],
    ['support', '这么整得劲。'],
  ],
  'a question of this or not, then more': [
    ['question', '默认要不要开？文档里没写。'],
    ['question', '老集群能不能直接升？迁移说明没人答。'],
  ],
  'the author advocating their design': [
    ['support', '作者：主张默认关闭，理由见 KIP。'],
    ['support', '（提案人）主张保留旧接口。'],
  ],
  'English: against, not a fan, not convinced': [
    ['objection', 'Still against the default change.'],
    ['objection', 'Strongly against renaming now.'],
    ['objection', 'Not convinced this is needed.'],
  ],
  'English: worried': [
    ['concern', 'A bit worried about the upgrade path.'],
    ['concern', 'Still worried that old clients break.'],
  ],
  'English: proposing': [
    ['suggestion', 'Proposing to split it into two KIPs.'],
    ['suggestion', 'Suggesting a flag instead.'],
  ],
  'English: going along': [
    ['support', 'SGTM.'],
    ['support', 'Not a fan, but I won’t block it.'],
    ['support', 'I’d be happy to support v2.'],
  ],
  'English: what about a thing asks, what about doing proposes': [
    ['question', 'What about the perf overhead?'],
    ['question', 'What about old clients?'],
    ['suggestion', 'What about adding a flag?'],
  ],
  'English: reports and votes to come': [
    ['information', 'Will verify the signatures tonight and vote tomorrow.'],
    ['information', '50 CI runs, all green.'],
    ['information', 'Pausing this KIP for now.'],
    ['information', 'v2 draft is up.'],
    ['information', 'Final tally: 3 binding +1, no -1.'],
  ],
  'English: thanks, nothing else': [
    ['information', 'Thanks, no further comments.'],
    ['information', 'Thanks all, nothing to add.'],
  ],
  'a line of key=value fields: its stance, its type, its content': [
    ['objection', 'type=COMMENT; content=too risky for a patch release; stance=against'],
    ['objection', '类型=COMMENT；内容=意义有限；立场=反对当前方案。'],
    ['information', '角色=AUTHOR；类型=UPDATE；内容=v2 编写中，改为异步执行。'],
    ['information', '类型=TALLY；内容=binding +1 ×3。'],
    ['support', '类型=COMMENT；内容=默认关闭=ACCEPTABLE；此前异议已撤回。'],
    ['suggestion', '类型=PROPOSAL；内容=改名为 RemoteLogCopyLagBytes。'],
  ],
  'worry and objection in Japanese-influenced words': [
    ['concern', '对运维负担稍有悬念。'],
    ['support', '该悬念已经消除，可以接受。'],
    ['support', '了解，对现在的设计没有异论。'],
    ['objection', '这一点在现阶段要赞成是有些困难的。'],
  ],
  'regret alone is no stance': [
    ['information', '对此深表遗憾。'],
    ['information', '实在可惜。'],
  ],
  'English: a vote cast before, a thread open': [
    ['information', 'Already voted binding +1 last week, nothing new to add.'],
    ['information', 'Vote thread is open, 72h window ends Thursday.'],
  ],
  'English: +1 on doing something endorses it, no vote': [
    ['support', '+1 on closing this, it is covered elsewhere.'],
    ['support', '+1 on splitting the KIP.'],
  ],
  'support said with 即 or 正式': [
    ['support', '如有单独关闭的开关，即表示支持。'],
    ['support', '本周正式表示支持作者的方案。'],
  ],
  'informing, in Hong Kong usage': [
    ['information', '知会各位 RC2 已上传。'],
    ['information', '知会大家：文档已更新。'],
  ],
  'the author still holding their view': [
    ['support', '作为作者，仍坚持认为应由 broker 原生支持。'],
    ['support', '（作者）坚持认为默认应关闭。'],
  ],
  'the author inclined to withdraw it': [
    ['support', '作为作者坦言成本过高，倾向于下周撤回该 KIP。'],
    ['support', '作者倾向于撤回本提案。'],
    ['support', '作者申请撤回该 KIP。'],
    ['support', '（作者）申请下月撤出本提案。'],
  ],
  'forum abbreviations: bdjw asks, the rest are particles': [
    ['question', 'bdjw 开了标签 JMX 会不会直接炸'],
    ['support', '懂了 可以 nsdd'],
    ['support', '30 次都过了 可以可以'],
  ],
  'an objection yields to no longer objecting after a contrast': [
    ['support', '还是觉得太快 但能手动加回就…行吧 不反对了'],
    ['support', '有点担心性能，不过不反对了。'],
  ],
  'don’t ask, don’t rush: no question, no proposal': [
    ['information', '撤了 别问 问就是没时间'],
    ['information', '在写了 别催'],
  ],
}

describe('what a person does in the line', () => {
  for (const [rule, lines] of Object.entries(rules))
    describe(rule, () => {
      it.each(lines)('%s: %s', (stance, text) => {
        const d = decideStance({ zh: text })
        expect(d.stance).toBe(stance)
        expect(d.basis).toBe('rule')
        expect(text).toContain(d.evidence)
      })
    })
})

// The line names its speaker before the verb, as a narrator does ("温若溪挺赞成…").
const narrated: [Stance, string, string][] = [
  ['support', '方知远', '方知远挺认可这个思路，说回滚成本低。'],
  ['question', 'lag-lynx', 'lag-lynx 追问：这个指标要不要按分区拆？'],
  ['objection', 'Ingrid Falk', 'Ingrid 还是反对，觉得收益撑不起复杂度。'],
  ['support', 'Ingrid Falk', '作者 Ingrid Falk 说她其实挺认同这个改法。'],
]

describe('a line that names its speaker first', () => {
  it.each(narrated)('%s: @%s: %s', (stance, speaker, text) => {
    const d = decideStance({ zh: text }, speaker)
    expect(d.stance).toBe(stance)
    expect(d.basis).toBe('rule')
    expect(text).toContain(d.evidence)
  })

  it('is read so from a thread, which knows who speaks', () => {
    const [stance, name, text] = narrated[0]!
    const reading = readThread(
      {
        week: '2026-W20',
        summary: { zh: '（测试用，虚构）' },
        conclusion: { zh: '仍在讨论。' },
        positions: [{ name, text: { zh: text }, line: 5 }],
        file: 'made-up.zh.txt',
        conclusionLine: 6,
      },
      reviewBook(NO_REVIEWS),
    )
    expect(reading.positions[0]?.stance).toBe(stance)
  })
})
