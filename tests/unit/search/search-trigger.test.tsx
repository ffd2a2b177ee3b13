import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loadMessages } from '../../../src/i18n/i18n'
import { InLanguage } from '../../../src/i18n/in-language'

// The palette itself never arrives here: the early box is all there is.
vi.mock('../../../src/features/search/search-palette', () => ({
  SearchPalette: () => new Promise(() => {}),
}))
const { SearchTrigger } = await import('../../../src/features/search/search-trigger')

beforeAll(() => loadMessages('en'))

describe('the search button before its palette has loaded', () => {
  it('Escape in the early box closes it and gives the focus back to the button', async () => {
    render(
      <InLanguage lang="en">
        <SearchTrigger />
      </InLanguage>,
    )
    const button = screen.getByRole('button', { name: /Search/ })
    button.focus()
    fireEvent.click(button)
    const early = await screen.findByRole('searchbox')
    expect(early).toHaveFocus()
    fireEvent.keyDown(early, { key: 'Escape' })
    await act(() => Promise.resolve())
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(button).toHaveFocus()
  })
})
