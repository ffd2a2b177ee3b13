import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DataLoadError, type FetchJson } from '../../src/data/data-source'
import type { Lang } from '../../src/domain/dataset'
import type { Resources } from '../../src/i18n/i18n'
import { en } from '../../src/i18n/locales/en'
import { zh } from '../../src/i18n/locales/zh'

const resources = { en: { translation: en }, zh: { translation: zh } }
import { realDataset } from '../helpers/datasets'
import { memoryFetch, renderApp } from '../helpers/render-app'
import { VIEW_ROUTES } from '../e2e/view-routes'

/**
 * No raw message key (`app.title`, `nav.timeline`) ever reaches the screen, whatever a locale
 * lacks. A key's text depends on that key alone, so removing every key of a locale at once
 * shows what removing each one in turn would: every view is rendered with all of Chinese gone,
 * with all of English gone, and with both gone, and the screen is searched for any key.
 */
const real = realDataset()

/** "a.b.c" paths of every leaf string. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keyPaths(v, prefix ? `${prefix}.${k}` : k),
  )
}
const KEYS = keyPaths(resources.en.translation)
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const RAW_KEY = new RegExp(`(?<![\\w.])(?:${KEYS.map(escape).join('|')})(?![\\w.])`)

/** What a reader can see or hear: text, and the attributes assistive technology reads. */
function screenText(): string {
  const attributes = [...document.body.querySelectorAll('*')].flatMap((el) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
  )
  return [document.title, document.body.textContent ?? '', ...attributes].join('\n')
}

const without = (langs: Lang[]): Resources => ({
  zh: { translation: langs.includes('zh') ? {} : resources.zh.translation },
  en: { translation: langs.includes('en') ? {} : resources.en.translation },
})

// Every view, and the states that have their own texts: notices, errors, empty results.
const ROUTES: Record<string, string> = {
  ...VIEW_ROUTES,
  'bad filters': '?week=2099-W01&kip=abc',
  'week range from': '?week=2026-W20..',
  'unknown path': 'no/such/page/',
  'data load error': 'thread/2026-W20-kip-1327/',
}
const failingWeeks: FetchJson = (path) =>
  path.startsWith('weeks/')
    ? Promise.reject(new DataLoadError(path, 'network error'))
    : memoryFetch(real)(path)

describe.each([
  ['Chinese', ['zh'] as Lang[]],
  ['English', ['en'] as Lang[]],
  ['both languages', ['zh', 'en'] as Lang[]],
] as const)('with every key of %s removed', (_name, removed) => {
  it.each(Object.entries(ROUTES))('%s (%s) shows no raw key', async (name, path) => {
    // The page in a language that lost its keys (a page in the other one lacks nothing).
    for (const lang of removed.slice(0, 1)) {
      const fetchJson = name === 'data load error' ? failingWeeks : memoryFetch(real)
      const view = renderApp(real, `/${lang}/${path}`, fetchJson, without(removed))
      // Rendered: the view's own heading (or the error panel) is there, not a loading line.
      await waitFor(
        () => expect(document.querySelector('main h1, main [role="alert"]')).not.toBeNull(),
        {
          timeout: 5000,
        },
      )
      const text = screenText()
      expect(RAW_KEY.exec(text)?.[0], `${name} in ${lang}`).toBeUndefined()
      view.unmount()
    }
  })
})

describe('the locales cover every key the code asks for', () => {
  it('every key written in src/ exists in both locales (template keys by their prefix)', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs')
    const { join } = await import('node:path')
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : []
      })
    const used = new Set<string>()
    for (const file of files(join(import.meta.dirname, '../../src'))) {
      const code = readFileSync(file, 'utf8')
      for (const m of code.matchAll(/\bt\(\s*['"`]([a-zA-Z]+\.[\w.${}]+)['"`]/g)) used.add(m[1]!)
    }
    expect(used.size).toBeGreaterThan(50)
    for (const lang of ['zh', 'en'] as const) {
      const keys = keyPaths(resources[lang].translation)
      for (const key of used) {
        // A template key by its fixed prefix; a counted one by its plural forms (`_one`, `_other`).
        const prefix = key.split('${')[0]!
        const known = key.includes('${')
          ? keys.some((k) => k.startsWith(prefix))
          : keys.includes(key) || keys.some((k) => k.startsWith(`${key}_`))
        expect(known, `${key} in ${lang}`).toBe(true)
      }
    }
  })
})
