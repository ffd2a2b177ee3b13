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
      const vars = (s: string) =>
        [...s.matchAll(/\{\{(\w+)(?:, *\w+)?\}\}/g)].map((m) => m[1]).sort()
      expect(vars(b), key).toEqual(vars(a))
    }
  })
})

/** The text a reader sees of a message: without its {{placeholders}}. */
const shown = (message: string) => message.replace(/\{\{[^}]*\}\}/g, ' ')

/**
 * Latin words a Chinese text keeps as they are: names of things (KIP, JIRA, Kafka…), the keys of a
 * keyboard, and the examples of what to type.
 */
const LATIN_IN_CHINESE = new Set(
  [
    'KIP',
    'JIRA',
    'Wiki',
    'Kafka',
    'Apache',
    'Issue',
    'PR',
    'binding',
    'English',
    'Ctrl',
    'Enter',
    'Esc',
  ]
    .concat(['e', 'g', 'diskless', 'mjsax', 'Q', 'CSV', 'JSON', 'Atom', 'PDF'])
    .map((w) => w.toLowerCase()),
)
/** English messages that show Chinese on purpose: the switch to it, and examples of a name or a word to search. */
const CHINESE_IN_ENGLISH = new Set([
  'app.switchTo',
  'people.searchPlaceholder',
  'kipList.searchPlaceholder',
  'meta.home',
])

describe('each language is itself', () => {
  it('no English text holds Chinese characters or full-width punctuation', () => {
    for (const key of keys(en).filter((k) => !CHINESE_IN_ENGLISH.has(k)))
      expect(shown(leaf(en, key)), key).not.toMatch(/[\u3000-\u303f\u4e00-\u9fff\uff01-\uff5e]/)
  })

  it('no Chinese text holds English words other than names of things', () => {
    for (const key of keys(zh)) {
      const words = shown(leaf(zh, key)).match(/[A-Za-z]+/g) ?? []
      const english = words.filter((w) => !LATIN_IN_CHINESE.has(w.toLowerCase()))
      expect(english, `${key}: ${leaf(zh, key)}`).toEqual([])
    }
  })

  it('Chinese text uses Chinese punctuation: full-width colon, comma and brackets, curly quotes, never nested', () => {
    for (const key of keys(zh)) {
      const text = shown(leaf(zh, key))
      // A half-width mark is a slip in Chinese: "其他写法: …", "人物, 状态".
      expect(text, key).not.toMatch(/[:;,!?()]/)
      expect(text, key).not.toMatch(/["']/)
      expect(text, key).not.toMatch(/“[^”]*“/)
    }
  })

  it('a Chinese plural says the same in its one and other forms (Chinese uses only "other")', () => {
    for (const key of keys(zh).filter((k) => k.endsWith('_one')))
      expect(leaf(zh, key), key).toBe(leaf(zh, key.replace(/_one$/, '_other')))
  })

  it('English text does not nest double quotes', () => {
    for (const key of keys(en)) expect(shown(leaf(en, key)), key).not.toMatch(/“[^”]*“/)
  })

  it('a message the same in both languages is only names of things', () => {
    for (const key of keys(en)) {
      const [a, b] = [leaf(en, key), leaf(zh, key)]
      if (a !== b) continue
      const words = shown(a).match(/[A-Za-z]+/g) ?? []
      expect(
        words.filter((w) => !LATIN_IN_CHINESE.has(w.toLowerCase())),
        `${key} is not translated: ${a}`,
      ).toEqual([])
    }
  })
})
