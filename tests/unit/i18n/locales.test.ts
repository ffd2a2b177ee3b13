import { describe, expect, it } from 'vitest'
import { en } from '../../../src/i18n/locales/en'
import { zh } from '../../../src/i18n/locales/zh'

/** "a.b.c" paths of every leaf string. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k}` : k),
  )
}

function leaf(obj: unknown, path: string): string {
  return path.split('.').reduce((o, k) => (o as Record<string, unknown>)[k], obj) as string
}

describe('locales', () => {
  it('Chinese and English have exactly the same keys', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort())
  })

  it('no translation is empty, and both use the same {{placeholders}}', () => {
    for (const key of keys(en)) {
      const a = leaf(en, key)
      const b = leaf(zh, key)
      expect(a.trim(), key).not.toBe('')
      expect(b.trim(), key).not.toBe('')
      const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
      expect(vars(b), key).toEqual(vars(a))
    }
  })
})
