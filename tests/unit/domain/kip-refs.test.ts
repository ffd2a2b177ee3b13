import { describe, expect, it } from 'vitest'
import { extractKipRefs, mergeKipRefs, readKipRefs } from '../../../src/domain/kip-refs'

describe('extractKipRefs', () => {
  it.each<[string, number[]]>([
    ['提议将 KIP-1332、1327、1325 等纳入发布计划', [1332, 1327, 1325]],
    ['梳理了 KIP-1191、892 等关键提案', [1191, 892]],
    ['计划将 KIP-1332（生产者动态内存分配）纳入 4.4.0 版本', [1332]],
    ['KIP-1325（Streams 配置）、KIP-1327（防止数据丢失）', [1325, 1327]],
    ['KIP-1 和 2 以及 KIP-3', [1, 2, 3]],
    ['KIP-10,11，12 and 13', [10, 11, 12, 13]],
    ['KIPs: KIP-7 8 9', [7, 8, 9]],
    ['kip-1327 and Kip 1328', [1327, 1328]],
    ['KIP 1327', [1327]],
    ['声称有 26 个 KIP，但 Wiki 显示为 25 个', []],
    ['KIP 数量确实为 25 个', []],
    ['Apache Kafka 4.3.0 版本', []],
    ['KIP-1327 和 4.4.0 版本', [1327]],
    ['KIP-1327 3 个问题', [1327]],
    ['KIP-5, KIP-5 和 5', [5]],
    ['SKIP-12 is not a KIP', []],
    ['KIP-1327.', [1327]],
    ['KIP-1327，18 人投票', [1327]],
    ['KIP-1327 获得 30 多个赞成', [1327]],
    ['KIP-1327、100+ 个问题', [1327]],
    ['KIP-1327/1328', [1327, 1328]],
    ['KIPs 1327 and 1328', [1327, 1328]],
    ['ＫＩＰ－１３２７ 和 １３２８', [1327, 1328]],
    ['KIP-1327 与 1328', [1327, 1328]],
  ])('%s → %j', (text, kips) => {
    expect(extractKipRefs(text)).toEqual(kips)
  })

  it('says when a number written as a KIP cannot be one, and keeps the others', () => {
    expect(readKipRefs('KIP-0 和 KIP-13270 以及 KIP-12')).toEqual({
      kips: [12],
      problems: [
        '"KIP-0" is not a KIP number (1 to 9999)',
        '"KIP-13270" is not a KIP number (1 to 9999)',
      ],
    })
  })

  it('merges lists in order of first mention', () => {
    expect(mergeKipRefs([[3, 1], [1, 2], [3]])).toEqual([3, 1, 2])
  })
})
