// @vitest-environment node
/**
 * What scripts/lib/finish-page.ts puts first into every page: an address with a doubled slash
 * (`en//kips/`) is sent to the one without before anything of the page loads, since `<base href>`
 * would count the empty segment as a folder; the page's policy allows that script by its hash.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { finishPage } from '../../../scripts/lib/finish-page'
import { notFoundPage } from '../../../scripts/lib/not-found-page'
import { readPageMarkup } from '../../../scripts/lib/page-markup'
import { redirectPage } from '../../../scripts/lib/redirect-page'
import { loadMessages } from '../../../src/i18n/i18n'

await loadMessages('zh', 'en')

const page =
  '<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body></body></html>'
const finished = [
  finishPage(page, { base: '../../' }),
  finishPage(redirectPage('zh/people/ken-huang/', 'zh-CN', 'Ken Huang'), { base: '../../../' }),
  finishPage(notFoundPage('p {}', '', 'void 0'), { name: '404.html' }),
]

/** The first inline script of a finished page, run at `address`: where it sends the reader. */
function sentFrom(html: string, address: string): string | undefined {
  const script = readPageMarkup(html).scripts[0]!
  const url = new URL(address)
  const replace = vi.fn()
  new Function('location', script)({
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace,
  })
  return replace.mock.calls[0]?.[0] as string | undefined
}

describe('a page at an address with a doubled slash', () => {
  it.each(finished)('is sent on before its <base> and anything else (%#)', (html) => {
    const script = readPageMarkup(html).scripts[0]!
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('<title>'))
    if (html.includes('<base ')) expect(html.indexOf(script)).toBeLessThan(html.indexOf('<base '))
    const hash = createHash('sha256').update(script, 'utf8').digest('base64')
    expect(html).toContain(`'sha256-${hash}'`)
  })

  it.each([
    ['https://example.org/site/en//kips/', '/site/en/kips/'],
    ['https://example.org//site/en/kips/?kip=1#a', '/site/en/kips/?kip=1#a'],
    ['https://example.org/site/en/thread///x//', '/site/en/thread/x/'],
    ['https://example.org/site/en/kips/', undefined],
    ['https://example.org/site/en/?q=a//b#c//d', undefined],
  ])('%s → %s', (address, target) => {
    for (const html of finished) expect(sentFrom(html, address)).toBe(target)
  })
})
