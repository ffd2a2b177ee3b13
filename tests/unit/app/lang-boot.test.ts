import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preferredLang, rememberLang } from '../../../src/app/language'
import { isUnfilteredHome } from '../../../src/features/timeline/first-screen'
import { ROOT } from '../../helpers/datasets'

// src/app/lang-boot.js (inlined into index.html) runs before the app to show the pre-rendered
// first screen in the reader's language; it must choose exactly as the app will
// (src/app/language.ts), or the page flips.
const BOOT = readFileSync(`${ROOT}/src/app/lang-boot.js`, 'utf8')

function boot(): string | null {
  document.documentElement.removeAttribute('data-lang')
  new Function(BOOT)()
  return document.documentElement.getAttribute('data-lang')
}

afterEach(() => {
  window.localStorage.clear()
  window.location.hash = ''
  vi.restoreAllMocks()
})

describe('lang-boot.js', () => {
  it.each([
    ['en-US', null, '', 'en'],
    ['zh-CN', null, '', 'zh'],
    ['fr-FR', null, '', 'zh'],
    ['en-GB', 'zh', '', 'zh'],
    ['zh-TW', 'en', '', 'en'],
    ['zh-CN', 'bogus', '', 'zh'],
  ])(
    'browser %s, remembered %s, hash "%s" → %s, as the app decides',
    (browser, stored, hash, expected) => {
      vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(browser)
      if (stored) window.localStorage.setItem('kafka-digest.lang', stored)
      window.location.hash = hash
      expect(boot()).toBe(expected)
      expect(preferredLang()).toBe(expected)
    },
  )

  it('a link’s language wins over the remembered one', () => {
    rememberLang('zh')
    window.location.hash = '#/?kip=1327&lang=en'
    expect(boot()).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    window.location.hash = '#/?lang=english'
    expect(boot()).toBe('zh')
  })
})

describe('lang-boot.js and the first screen', () => {
  it.each([
    '',
    '#/',
    '#/?lang=en',
    '#/?lang=zh&',
    '#/?kip=1327',
    '#/?lang=en&q=x',
    '#/thread/2026-W20-3?lang=en',
    '#/kips',
    '#//',
    '#/?',
  ])('%j: shows the pre-rendered home page exactly when the app keeps it', (hash) => {
    window.location.hash = hash
    boot()
    const shown = document.documentElement.getAttribute('data-first-screen') === 'home'
    expect(shown).toBe(isUnfilteredHome(window.location.hash))
  })
})
