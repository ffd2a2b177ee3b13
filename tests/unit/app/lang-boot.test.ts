import { afterEach, describe, expect, it, vi } from 'vitest'
import { bootFirstScreen } from '../../../src/app/first-screen-boot'
import { chooseLang, preferredLang, rememberLang } from '../../../src/app/language'
import { isUnfilteredHome } from '../../../src/features/timeline/first-screen'

// src/app/lang-boot.ts (bundled into index.html) runs before the app to show the pre-rendered
// first screen in the reader's language; it uses the app's own rule (chooseLang), so the page
// never flips. These cases pin that rule down.

function boot(): string | null {
  document.documentElement.removeAttribute('data-lang')
  bootFirstScreen(window)
  return document.documentElement.getAttribute('data-lang')
}

afterEach(() => {
  window.localStorage.clear()
  window.location.hash = ''
  vi.restoreAllMocks()
})

describe('the language of a first visit, before the first paint and in the app', () => {
  it.each([
    ['en-US', null, 'en'],
    ['zh-CN', null, 'zh'],
    ['zh-TW', null, 'zh'],
    ['zh-Hant-HK', null, 'zh'],
    ['ZH', null, 'zh'],
    // Every other browser language: English is what such a reader most likely reads.
    ['fr-FR', null, 'en'],
    ['ja-JP', null, 'en'],
    ['de', null, 'en'],
    ['', null, 'en'],
    ['en-GB', 'zh', 'zh'],
    ['zh-TW', 'en', 'en'],
    ['zh-CN', 'bogus', 'zh'],
  ])('browser %j, remembered %j → %s', (browser, stored, expected) => {
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(browser)
    if (stored) window.localStorage.setItem('kafka-digest.lang', stored)
    expect(boot()).toBe(expected)
    expect(preferredLang()).toBe(expected)
  })

  it.each([
    ['#/?kip=1327&lang=en', 'en'],
    ['#/?lang=EN', 'en'],
    ['#/?lang=en-US', 'en'],
    ['#/thread/2026-W20-kip-1327?lang=en?x=1', 'en'],
    ['#/?lang=zh-Hant', 'zh'],
    ['#/?lang=english', 'zh'],
    ['#/?lang=xx', 'zh'],
  ])('a link’s language %j wins over the remembered one when readable → %s', (hash, expected) => {
    rememberLang('zh')
    window.location.hash = hash
    expect(boot()).toBe(expected)
    expect(document.documentElement.lang).toBe(expected === 'zh' ? 'zh-CN' : 'en')
  })

  it('is one rule: chooseLang decides for the boot script and the app alike', () => {
    expect(chooseLang({ link: 'EN', remembered: 'zh', browser: 'zh-CN' })).toBe('en')
    expect(chooseLang({ link: 'xx', remembered: null, browser: 'pt-BR' })).toBe('en')
    expect(chooseLang({ link: undefined, remembered: 'zh', browser: 'fr' })).toBe('zh')
  })
})

describe('lang-boot and the first screen', () => {
  it.each([
    '',
    '#/',
    '#/?lang=en',
    '#/?lang=zh&',
    '#/?kip=1327',
    '#/?lang=en&q=x',
    '#/thread/2026-W20-kip-1327?lang=en',
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
