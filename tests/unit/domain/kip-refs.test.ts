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
      malformed: [],
    })
  })

  it('merges lists in order of first mention', () => {
    expect(mergeKipRefs([[3, 1], [1, 2], [3]])).toEqual([3, 1, 2])
  })
})

describe('a reference the grammar does not read whole is never guessed into another KIP', () => {
  it.each<[string, string, number[]]>([
    ['讨论 KIP-13x7 的设计', 'KIP-13x7', []],
    ['KIP-1e3 的讨论', 'KIP-1e3', []],
    ['KIP-1327.5 的讨论', 'KIP-1327.5', []],
    ['KIP-1,327 的讨论', 'KIP-1,327', []],
    ['KIP-1327a 的讨论', 'KIP-1327a', []],
    ['KIP-1332、13x7 的讨论', 'KIP-1332、13x7', [1332]],
    ['KIP-1332、KIP-1,327', 'KIP-1332、KIP-1,327', [1332]],
    ['KIP-1330–1327', 'KIP-1330–1327', [1330]],
    ['KIP-1–9999', 'KIP-1–9999', [1]],
    ['KIP-1327–13x0', 'KIP-1327–13x0', [1327]],
  ])('%s: "%s" is malformed', (text, written, kips) => {
    const refs = readKipRefs(text)
    expect(refs.kips).toEqual(kips)
    expect(refs.malformed).toEqual([expect.stringContaining(`found "${written}"`)])
  })

  it('says what to write instead', () => {
    expect(readKipRefs('KIP-13x7').malformed).toEqual([
      'expected a KIP number (digits only), found "KIP-13x7": write it as KIP-<number>, e.g. "KIP-1327"',
    ])
    expect(readKipRefs('KIP-1,327').malformed).toEqual([
      'expected a KIP number without a thousands separator, found "KIP-1,327": write "KIP-1327" for one KIP, "KIP-1、327" for two',
    ])
  })

  it('a number joined by a space only is prose, not a KIP: the list ends there', () => {
    expect(readKipRefs('KIP-1327 3x faster')).toEqual({ kips: [1327], problems: [], malformed: [] })
    expect(readKipRefs('KIP-1327 2026-05-11 投票结束').malformed).toEqual([])
    expect(readKipRefs('KIP-1327 1,000 requests')).toEqual({
      kips: [1327],
      problems: [],
      malformed: [],
    })
  })

  it.each<[string, number[]]>([
    ['KIP-1327–1330 的讨论', [1327, 1328, 1329, 1330]],
    ['KIP-1327-1330', [1327, 1328, 1329, 1330]],
    ['KIP-1327 ~ KIP-1329、1340', [1327, 1328, 1329, 1340]],
    ['ＫＩＰ－１３２７～１３２８', [1327, 1328]],
  ])('a short range %s is read as every KIP in it, and said', (text, kips) => {
    const refs = readKipRefs(text)
    expect(refs.kips).toEqual(kips)
    expect(refs.malformed).toEqual([])
    expect(refs.problems).toEqual([
      expect.stringMatching(/^".+" is read as a range, KIP-\d+ to KIP-\d+ \(\d+ KIPs\)/),
    ])
  })
})
