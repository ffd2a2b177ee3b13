import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hashLinkTarget } from '../../../src/url/hash-links'
import { isHashLink } from '../../../src/url/site-paths'

describe('links of the earlier hash form land on the same view', () => {
  it.each([
    ['#/thread/2026-W20-3?lang=en', 'zh', 'en/thread/2026-W20-3/'],
    ['#/thread/2026-W20-3', 'zh', 'zh/thread/2026-W20-3/'],
    ['#/?kip=1327&lang=EN', 'zh', 'en/?kip=1327'],
    ['#/', 'en', 'en/'],
    ['#/rules?lang=zh#status-done', 'en', 'zh/rules/#status-done'],
    ['#/people/%E9%BB%83', 'zh', 'zh/people/%E9%BB%83/'],
  ] as const)('%s (reader: %s) → %s', (hash, fallback, expected) => {
    expect(hashLinkTarget(hash, fallback)).toBe(expected)
  })

  it.each(['', '#', '#main', '#status-done'])('%j is no route: stays', (hash) => {
    expect(isHashLink(hash)).toBe(false)
    expect(hashLinkTarget(hash, 'zh')).toBeUndefined()
  })
})

describe('a hash link that cannot be read lands on an address that can', () => {
  it.each([
    // An escape that decodes to nothing is the text as written: an id no page has (not found).
    ['#/%', 'en/%25/'],
    ['#/thread/%', 'en/thread/%25/'],
    ['#/thread/%ZZ', 'en/thread/%25ZZ/'],
    ['#/threads/%E0%A4%A', 'en/threads/%25E0%25A4%25A/'],
    // A control character is in no id, and servers refuse it in a path.
    ['#/thread/%00', 'en/thread/%2500/'],
    ['#/people/a%0Ab', 'en/people/a%250Ab/'],
    // Folders up or here are no part of any address: never out of the site.
    ['#/thread/../../../etc', 'en/thread/etc/'],
    ['#/%2e%2E/%2E/x', 'en/x/'],
    // What a query cannot read stays text.
    ['#/?q=%&kip=%E0%A4%A', 'en/?q=%25&kip=%EF%BF%BD%25A'],
  ])('%s → %s', (hash, expected) => {
    expect(hashLinkTarget(hash, 'en')).toBe(expected)
  })

  it('whatever follows "#/", the target is a page of the site in a language, each part readable', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            '%',
            '/',
            '.',
            '?',
            '#',
            '&',
            '=',
            'a',
            'Z',
            '0',
            'E',
            '\u0000',
            '黃',
            ' ',
            '\\',
          ),
        }),
        fc.constantFrom('zh' as const, 'en' as const),
        (rest, lang) => {
          // As the browser gives it (location.hash): escaped where a URL must be.
          const hash = new URL(`https://example.org/site/#/${rest}`).hash
          const url = new URL(hashLinkTarget(hash, lang)!, 'https://example.org/site/')
          expect(url.pathname).toMatch(/^\/site\/(zh|en)\//)
          for (const part of url.pathname.split('/')) {
            const text = decodeURIComponent(part)
            expect(text).not.toMatch(/\p{Cc}/u)
            expect(['.', '..']).not.toContain(text)
          }
          expect(() => decodeURIComponent(url.search)).not.toThrow()
        },
      ),
    )
  })
})
