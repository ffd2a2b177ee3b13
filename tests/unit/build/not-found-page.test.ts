// @vitest-environment node
/**
 * The site's 404.html (scripts/lib/not-found-page.ts), with its script bundled from
 * src/app/not-found-script.ts, run in jsdom at addresses no page has, the site's data served from
 * memory (the real week, split as the build writes it): it finds the site below a sub-path,
 * speaks the reader's language, leads home, starts a search, and offers what the address may
 * have meant. Where the search leads, in real Chromium on three servers: tests/e2e/not-found.spec.ts.
 */
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { notFoundPage, notFoundScript } from '../../../scripts/lib/not-found-page'
import { DATA_FILES } from '../../../src/domain/files/data-files'
import { splitDataset } from '../../../src/domain/files/split'
import { loadMessages } from '../../../src/i18n/i18n'
import { realDataset } from '../../helpers/datasets'

let script = ''
beforeAll(async () => {
  await loadMessages('zh', 'en')
  script = await notFoundScript()
}, 60_000)

const files = splitDataset(realDataset())
const catalog = files.get(DATA_FILES.catalog.path()) as { kip: number; title: string | null }[]
const highest = catalog.reduce((a, b) => (b.kip > a.kip ? b : a))

/**
 * The page at `address`, its script run, the site (real week's data) at /kafka-digest/; the
 * reader's browser in `language`, their earlier choice `remembered`.
 */
function open(address: string, language = 'en-US', remembered?: string) {
  const asked: string[] = []
  const dom = new JSDOM(notFoundPage('', '', script), {
    url: address,
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window.navigator, 'language', { value: language })
      if (remembered) window.localStorage.setItem('kafka-digest.lang', remembered)
      window.fetch = (async (input: URL | string) => {
        const url = new URL(String(input))
        asked.push(url.pathname)
        const path = url.pathname.replace(/^\/kafka-digest\/data\//, '')
        const found = url.pathname.startsWith('/kafka-digest/data/') && files.has(path)
        return { ok: found, json: async () => structuredClone(files.get(path)) }
      }) as typeof fetch
    },
  })
  const document = dom.window.document
  const shown = () =>
    [...document.querySelectorAll<HTMLElement>('[data-lang]')].filter((s) => !s.hidden)
  return { dom, document, asked, shown }
}

describe('404.html as written', () => {
  it('says not found in both languages, with a way back; the rest waits for its script', () => {
    const html = notFoundPage('', '', script)
    const { document } = new JSDOM(html).window
    const sections = document.querySelectorAll('[data-lang]')
    expect([...sections].map((s) => s.querySelector('h1')?.textContent)).toEqual([
      '未找到',
      'Not found',
    ])
    for (const s of sections) {
      expect(s.querySelector('a[data-home]')?.getAttribute('href')).toMatch(/^\/(zh|en)\/$/)
      for (const hidden of s.querySelectorAll('[data-hint], form[data-search]'))
        expect(hidden.hasAttribute('hidden')).toBe(true)
    }
  })

  it('refuses a script that would end its element early', () => {
    expect(() => notFoundPage('', '', 'a("</script>")')).toThrow(/<\/script/)
  })
})

describe('404.html at an address no page has', () => {
  it.each([
    ['en', 'The highest KIP number:'],
    ['zh', '目前最大的 KIP 编号：'],
  ] as const)('a KIP above them all (%s): the highest there is', async (lang, label) => {
    const { document, shown } = open(`https://example.org/kafka-digest/${lang}/kips/99999/`)
    const hint = document.querySelector<HTMLElement>(
      `[data-lang="${lang}"] [data-hint="highestKip"]`,
    )!
    await vi.waitFor(() => expect(hint.hidden).toBe(false))
    expect(shown().map((s) => s.dataset.lang)).toEqual([lang])
    expect(hint.textContent).toBe(
      `${label}${lang === 'en' ? ' ' : ''}KIP-${highest.kip} ${highest.title}`,
    )
    expect(hint.querySelector('a')!.href).toBe(
      `https://example.org/kafka-digest/${lang}/kips/${highest.kip}/`,
    )
    expect(document.documentElement.lang).toBe(lang === 'zh' ? 'zh-CN' : 'en')
  })

  it('a person with a typo, asked for without a language: offered in the reader’s', async () => {
    const { document, shown } = open('https://example.org/kafka-digest/people/jun-ra/', 'fr-FR')
    const hint = document.querySelector<HTMLElement>('[data-lang="en"] [data-hint="nearest"]')!
    await vi.waitFor(() => expect(hint.hidden).toBe(false))
    expect(shown().map((s) => s.dataset.lang)).toEqual(['en'])
    expect(hint.querySelector('a')!.textContent).toBe('Jun Rao')
    expect(hint.querySelector('a')!.href).toBe(
      'https://example.org/kafka-digest/en/people/jun-rao/',
    )
  })

  it.each([
    ['zh-CN', undefined, 'zh'],
    ['en-GB', undefined, 'en'],
    ['en-GB', 'zh', 'zh'],
  ] as const)(
    'an address that names no language (browser %s, chose %s): the page in %s, home under the sub-path',
    async (language, remembered, lang) => {
      const { document, shown, asked } = open(
        'https://example.org/kafka-digest/nope/',
        language,
        remembered,
      )
      const form = document.querySelector<HTMLFormElement>(
        `[data-lang="${lang}"] form[data-search]`,
      )!
      await vi.waitFor(() => expect(form.hidden).toBe(false))
      expect(shown().map((s) => s.dataset.lang)).toEqual([lang])
      expect(
        document.querySelector<HTMLAnchorElement>(`[data-lang="${lang}"] a[data-home]`)!.href,
      ).toBe(`https://example.org/kafka-digest/${lang}/`)
      // The nearest folder first: it has the site's index.
      expect(asked).toEqual(['/kafka-digest/data/index.json'])
    },
  )

  it('the search starts from the words of the address', async () => {
    const { document } = open('https://example.org/kafka-digest/en/thread/2026-W20-kip-13/')
    const form = document.querySelector<HTMLFormElement>('[data-lang="en"] form[data-search]')!
    await vi.waitFor(() => expect(form.hidden).toBe(false))
    expect(form.querySelector('input')!.value).toBe('2026-W20-kip-13')
  })

  it('a site it cannot find: the page in the reader’s language, no search', async () => {
    const { document, asked, shown } = open('https://example.org/elsewhere/nope/')
    await vi.waitFor(() => expect(shown().map((s) => s.dataset.lang)).toEqual(['en']))
    expect(asked).toEqual(['/elsewhere/data/index.json', '/data/index.json'])
    expect(document.querySelector('form[data-search]:not([hidden])')).toBeNull()
  })
})
