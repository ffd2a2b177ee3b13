import { describe, expect, it } from 'vitest'
import { toggleStatus } from '../../../src/shared/components/status-toggles'

describe('toggleStatus', () => {
  it.each([
    [undefined, 'open', ['open']],
    [['open'], 'done', ['open', 'done']],
    [['open', 'done'], 'open', ['done']],
    [['open'], 'open', undefined],
  ] as const)('%j toggled with %s → %j', (current, status, expected) => {
    expect(toggleStatus(current ? [...current] : undefined, status)).toEqual(expected)
  })
})
