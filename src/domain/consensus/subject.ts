/**
 * Which KIPs a thread is about, and which a position is about.
 *
 * A thread is about the KIPs its summary opens with: "讨论围绕 KIP-1222 和 KIP-1336 在…上的重叠
 * 展开" is about both, "KIP-1176（…）的作者宣布撤回该提案，原因是…已被 KIP-1248 覆盖" only about
 * KIP-1176. A summary that opens with a release, a PR, a test or the website ("社区讨论了 Kafka
 * 4.4.0 的功能冻结安排", "讨论针对将文档迁移为 Markdown 的 PR，这是 KIP-1133 …的一部分") is about
 * no KIP: the KIPs it lists are release-plan items or background, mentioned only.
 */
import { splitClauses } from './clauses'
import { readKipRefs } from '../kip-refs'

/** A release being planned: the KIPs named with it are plan items. */
const RELEASE_TOPIC =
  /发布经理|功能冻结|代码冻结|发布计划|版本规划|发布时间表|纳入[^，。；]{0,12}版本/

/** What a summary is about when it is not a KIP. */
const NOT_A_KIP_TOPIC =
  /发布经理|功能冻结|代码冻结|发布计划|版本规划|发布时间表|\bRC\d|\d+\.\d+(?:\.\d+)?\s*(?:版本|的|缺陷修复)|\bPR\b|测试|官网|网站|博客|CI\b|构建|committer|提交者|JIRA/i

/**
 * subjectKips("讨论围绕 KIP-1163 中…展开：另一种方案是交由 KIP-1164 管理") → [1163];
 * subjectKips("社区讨论了 Kafka 4.4.0 的功能冻结安排，并列出了 KIP-1332、1325") → [].
 */
export function subjectKips(summary: string): number[] {
  // "KIP-1163，1279" is one list: its comma does not end the clause.
  const lists = summary.replace(/(\d)\s*[，,]\s*(?=(?:KIP-?\s?)?\d)/gi, '$1、')
  const first = splitClauses(lists)[0]?.text ?? ''
  const opening = readKipRefs(first).kips
  if (opening.length > 0) return RELEASE_TOPIC.test(first) ? [] : opening
  if (NOT_A_KIP_TOPIC.test(lists)) return []
  // A summary that names one KIP, later, and nothing else it could be about.
  const all = readKipRefs(lists).kips
  return all.length === 1 ? all : []
}

/**
 * The KIPs a position is about: those it names, else the thread's subject when it has exactly one.
 * positionKips("同意沿用 Broker 端上限", [1261]) → [1261]; positionKips("提议保留两个 API", [1222, 1336]) → [].
 */
export function positionKips(text: string, threadSubject: readonly number[]): number[] {
  const named = readKipRefs(text).kips
  if (named.length > 0) return named
  return threadSubject.length === 1 ? [...threadSubject] : []
}
