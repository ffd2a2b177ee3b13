// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { assetHref } from '../../../src/app/view-stylesheets'

describe('a view stylesheet’s address', () => {
  it('reads from the site root, whether the browser’s absolute address or the pre-render’s', () => {
    expect(assetHref('https://example.org/kafka/digest/assets/kips-Ab12.css')).toBe(
      'assets/kips-Ab12.css',
    )
    expect(assetHref('/assets/kips-Ab12.css')).toBe('assets/kips-Ab12.css')
  })

  it('takes the last "/assets/" (a site served under a folder of that name)', () => {
    expect(assetHref('https://example.org/assets/site/assets/jira-9.css')).toBe('assets/jira-9.css')
  })

  it('leaves an address without one as it is (the dev server’s source paths)', () => {
    expect(assetHref('/src/features/kips/kips.css')).toBe('/src/features/kips/kips.css')
  })
})
