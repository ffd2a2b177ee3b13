import i18next, { type InitOptions } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { memoisedT } from '../../../src/i18n/use-t'

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
