import { describe, expect, it } from 'vitest'
import { shownIn, textIn } from '../../../src/domain/dataset'

describe('a digest text in the reader’s language', () => {
  it('is the English edition when asked for and there, else the Chinese original', () => {
    expect(textIn({ zh: '甲', en: 'A' }, 'en')).toBe('A')
    expect(textIn({ zh: '甲', en: 'A' }, 'zh')).toBe('甲')
    expect(textIn({ zh: '甲' }, 'en')).toBe('甲')
    expect(shownIn({ zh: '甲' }, 'en')).toBe('zh')
    expect(shownIn({ zh: '甲', en: 'A' }, 'en')).toBe('en')
    expect(shownIn({ zh: '甲', en: 'A' }, 'zh')).toBe('zh')
  })
})
