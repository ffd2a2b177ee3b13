// A chart's words (release names, week labels come from digests) are drawn as text: the drawing the
// page carries, set as inner HTML, holds them escaped, never as markup.
import { describe, expect, it } from 'vitest'
import { drawOnServer } from '../../../src/shared/lib/draw-on-server'

const HOSTILE = '<img src=x onerror="alert(1)">&'

describe('a chart drawn at build time', () => {
  it('holds the words it was given as text, escaped', () => {
    const html = drawOnServer(
      <svg viewBox="0 0 10 10">
        <text>{HOSTILE}</text>
        <title>{HOSTILE}</title>
      </svg>,
    )
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror="alert(1)"&gt;&amp;')
  })
})
