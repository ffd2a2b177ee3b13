import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LiveButton } from '../../src/shared/components/live-button'

describe('a button whose action is the app’s', () => {
  it('is pre-rendered as unavailable, so that a click before the app runs is not lost unseen', () => {
    const html = renderToString(<LiveButton>Copy link</LiveButton>)
    expect(html).toContain('aria-disabled="true"')
    expect(html).toContain('type="button"')
  })

  it('is available once the app runs', () => {
    render(<LiveButton>Copy link</LiveButton>)
    expect(screen.getByRole('button', { name: 'Copy link' })).not.toHaveAttribute('aria-disabled')
  })
})
