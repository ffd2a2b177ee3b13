import { describe, expect, it } from 'vitest'
import { findTicketCounts, mainRelease, releaseSnapshot } from '../../../src/domain/jira'

describe('jira', () => {
  it('reads both sentence forms', () => {
    expect(findTicketCounts('统计了 66 个已解决和 43 个未解决的 JIRA 票据')).toEqual([
      { resolved: 66, unresolved: 43, index: 4 },
    ])
    expect(findTicketCounts('共 66 个已解决、43 个未解决')[0]).toMatchObject({
      resolved: 66,
      unresolved: 43,
    })
    expect(findTicketCounts('5 个未解决和 7 个已解决')[0]).toMatchObject({
      resolved: 7,
      unresolved: 5,
    })
  })

  it('picks the most mentioned version, ties to the first', () => {
    expect(mainRelease(['4.3.0 和 4.4.0', '4.4.0'])).toBe('4.4.0')
    expect(mainRelease(['4.3.0 和 4.4.0'])).toBe('4.3.0')
    expect(mainRelease(['KIP-1327', '4.4'])).toBeNull()
    expect(mainRelease(['1.2.3.4'])).toBeNull()
  })

  it('never invents a snapshot', () => {
    expect(releaseSnapshot(['4.4.0 发布', '66 个已解决的票据']).snapshot).toBeNull()
    const noVersion = releaseSnapshot(['66 个已解决和 43 个未解决'])
    expect(noVersion.snapshot).toBeNull()
    expect(noVersion.problems).toHaveLength(1)
    expect(
      releaseSnapshot(['Kafka 4.4.0', '统计了 66 个已解决和 43 个未解决的 JIRA 票据']).snapshot,
    ).toEqual({
      release: '4.4.0',
      resolved: 66,
      unresolved: 43,
    })
  })
})
