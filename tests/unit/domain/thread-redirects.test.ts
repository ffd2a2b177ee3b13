import { describe, expect, it } from 'vitest'
import { redirectChain, resolveThreadId } from '../../../src/domain/thread-redirects'

// Made-up redirects.
const redirects = {
  '2026-W20-3': '2026-W20-kip-1327',
  '2026-W20-old': '2026-W20-3',
  '2026-W20-a': '2026-W20-b',
  '2026-W20-b': '2026-W20-a',
}

describe('resolveThreadId', () => {
  it.each([
    ['a redirected id', '2026-W20-3', '2026-W20-kip-1327'],
    ['through two redirects', '2026-W20-old', '2026-W20-kip-1327'],
    ['an id that is not redirected', '2026-W20-kip-1327', '2026-W20-kip-1327'],
    ['an unknown id', '2099-W01-x', '2099-W01-x'],
    ['a loop (the build rejects it): the id itself', '2026-W20-a', '2026-W20-a'],
    // A JSON object "has" these too, through its prototype: they are not redirects.
    ['"constructor"', 'constructor', 'constructor'],
    ['"__proto__"', '__proto__', '__proto__'],
  ])('%s', (_name, id, expected) => {
    expect(resolveThreadId(id, redirects)).toBe(expected)
  })

  it('redirectChain lists the ids passed and says when they loop', () => {
    expect(redirectChain('2026-W20-old', redirects)).toEqual({
      chain: ['2026-W20-old', '2026-W20-3', '2026-W20-kip-1327'],
      loop: false,
    })
    expect(redirectChain('2026-W20-a', redirects)).toEqual({
      chain: ['2026-W20-a', '2026-W20-b'],
      loop: true,
    })
  })
})
