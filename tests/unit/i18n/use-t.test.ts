import i18next, { type InitOptions } from 'i18next'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoisedT, useT } from '../../../src/i18n/use-t'

// Made-up texts for the test.
async function instance(options: InitOptions = {}) {
  const i18n = i18next.createInstance()
  await i18n.init({
    ...options,
    lng: 'en',
    resources: {
      en: {
        translation: {
          hello: 'Hello',
          threads_one: '{{count}} thread',
          threads_other: '{{count}} threads',
          named: 'Hi {{name}}',
        },
      },
    },
    interpolation: { escapeValue: false },
  })
  return i18n
}

/** The test's own keys are not the app's typed ones. */
type LooseT = (key: string, options?: object) => string
const tOf = (i18n: Awaited<ReturnType<typeof instance>>) => memoisedT(i18n) as unknown as LooseT

describe('memoisedT', () => {
  it('gives what i18next gives', async () => {
    const i18n = await instance()
    const t = tOf(i18n)
    expect(t('hello')).toBe('Hello')
    expect(t('threads', { count: 1 })).toBe('1 thread')
    expect(t('threads', { count: 3 })).toBe('3 threads')
    expect(t('named', { name: 'Ada' })).toBe('Hi Ada')
    expect(t('named', { name: 'Bo' })).toBe('Hi Bo')
  })

  it('looks each key with the same plain options up once', async () => {
    const i18n = await instance()
    const lookup = vi.spyOn(i18n, 't')
    const t = tOf(i18n)
    for (let i = 0; i < 3; i++) {
      t('hello')
      t('threads', { count: 2 })
    }
    t('threads', { count: 5 })
    expect(lookup).toHaveBeenCalledTimes(3)
  })

  it('passes options it cannot compare through, every time', async () => {
    const i18n = await instance()
    const lookup = vi.spyOn(i18n, 't')
    const t = tOf(i18n)
    const name = { toString: () => 'Ada' }
    expect(t('named', { name })).toBe('Hi Ada')
    t('named', { name })
    expect(lookup).toHaveBeenCalledTimes(2)
  })

  it('forgets what it remembered when texts arrive (the other language, as a fallback)', async () => {
    const i18n = await instance({ fallbackLng: 'zh', parseMissingKeyHandler: () => '' })
    const t = tOf(i18n)
    expect(t('onlyInZh')).toBe('')
    i18n.addResourceBundle('zh', 'translation', { onlyInZh: '只有中文' })
    expect(t('onlyInZh')).toBe('只有中文')
  })
})

describe('useT', () => {
  afterEach(() => vi.unstubAllEnvs())

  /** How many times i18next looked a text up while a page of ten equal labels rendered. */
  async function lookupsOfTenLabels() {
    const i18n = await instance()
    const lookup = vi.spyOn(i18n, 't')
    function Labels() {
      const t = useT() as unknown as LooseT
      return createElement('p', null, Array.from({ length: 10 }, () => t('hello')).join(' '))
    }
    renderToString(createElement(I18nextProvider, { i18n }, createElement(Labels)))
    return lookup.mock.calls.length
  }

  it('in the pre-render, looks each text up once', async () => {
    vi.stubEnv('SSR', true)
    expect(await lookupsOfTenLabels()).toBe(1)
  })

  it('in the browser, asks i18next each time (the memo stays out of the first load)', async () => {
    vi.stubEnv('SSR', false)
    expect(await lookupsOfTenLabels()).toBe(10)
  })
})
