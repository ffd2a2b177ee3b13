import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Lang, Vote } from '../../../src/domain/dataset'
import { loadMessages } from '../../../src/i18n/i18n'
import { InLanguage } from '../../../src/i18n/in-language'
import { VoteChip } from '../../../src/shared/components/stance-badge'

beforeAll(() => loadMessages('en', 'zh'))

const chip = (vote: Vote, lang: Lang) => {
  const { container } = render(
    <InLanguage lang={lang}>
      <VoteChip vote={vote} />
    </InLanguage>,
  )
  return container.textContent
}

// Made-up votes: what the chip says depends on the vote alone.
const byList: Vote = { value: '+1', binding: null, committerAsOf: '2024-10-21' }

describe('VoteChip', () => {
  it('says a silent vote by a listed committer is binding by the list, in both languages', () => {
    expect(chip(byList, 'en')).toBe('+1 binding (committer as of Oct 2024)')
    expect(chip(byList, 'zh')).toBe('+1 绑定（据 2024年10月提交者名单）')
  })

  it('says why in its title: the list, not the line', () => {
    chip(byList, 'en')
    expect(screen.getByText('binding (committer as of Oct 2024)')).toHaveAttribute(
      'title',
      expect.stringMatching(/^The vote does not say whether it is binding\. .*Oct 2024/) as string,
    )
  })

  it('keeps what the line states apart from the list, and a silent vote of no one listed unstated', () => {
    expect(chip({ value: '+1', binding: true }, 'en')).toBe('+1 binding')
    expect(chip({ value: '-1', binding: false }, 'en')).toBe('−1 non-binding')
    expect(chip({ value: '0', binding: null }, 'en')).toBe('0 binding not stated')
    expect(chip({ value: '0', binding: null }, 'zh')).toBe('0 未说明是否绑定')
  })
})
