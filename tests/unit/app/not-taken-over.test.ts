// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { finishPage } from '../../../scripts/lib/finish-page'
import { pageDataArrived, sayNotTakenOver } from '../../../src/app/not-taken-over'

/**
 * A pre-rendered page the app cannot take over (its code or its data could not be downloaded):
 * it keeps what it shows, and says why at the top of its content, in its own words.
 */
const words = { code: 'No code <here> & now', data: 'No data', retry: 'Try again' }

function pageWith(main: string): Document {
  const html = finishPage(
    `<!doctype html><html><head><meta charset="utf-8"><title>x</title></head><body><main id="main">${main}</main></body></html>`,
    { base: '../', notTakenOver: words },
  )
  return new DOMParser().parseFromString(html, 'text/html')
}

describe('a page the app cannot take over', () => {
  it('carries the notice unshown', () => {
    const doc = pageWith('<h1>People</h1>')
    expect(doc.querySelector('main')!.textContent).toBe('People')
    expect(doc.querySelector('[role="alert"]')).toBeNull()
  })

  it.each([
    ['code', 'No code <here> & now'],
    ['data', 'No data'],
  ] as const)('says its %s could not be downloaded, keeping what it shows', (failure, said) => {
    const doc = pageWith('<h1>People</h1><table><tr><td>Ken</td></tr></table>')
    sayNotTakenOver(doc, failure)
    const notice = doc.querySelector('main > [role="alert"]:first-child')!
    expect(notice.querySelector('p')!.textContent).toBe(said)
    expect(notice.querySelectorAll('p')).toHaveLength(1)
    expect(notice.querySelector('button')!.textContent).toBe('Try again')
    expect(doc.querySelector('main h1')!.textContent).toBe('People')
    expect(doc.querySelector('main td')!.textContent).toBe('Ken')
  })

  it('in place of what only the app would show', () => {
    const doc = pageWith('<h1>Following</h1><p class="loading">Loading…</p>')
    sayNotTakenOver(doc, 'code')
    expect(doc.querySelector('.loading')).toBeNull()
    expect(doc.querySelector('main')!.textContent).toContain('No code')
  })

  it('takes over without the modules it loads on demand: they are marked apart', () => {
    const html = finishPage(
      '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
      { base: '../', appScripts: ['assets/app.js'], onDemandScripts: ['assets/charts.js'] },
    )
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const hrefs = (selector: string) =>
      [...doc.querySelectorAll(selector)].map((link) => link.getAttribute('href'))
    expect(hrefs('link[rel="modulepreload"]:not([data-on-demand])')).toEqual(['assets/app.js'])
    expect(hrefs('link[rel="modulepreload"][data-on-demand]')).toEqual(['assets/charts.js'])
  })

  it('knows the data did not arrive when a file failed or was not found', async () => {
    const ok = Promise.resolve(new Response('{}'))
    expect(await pageDataArrived(new Map([['index.json', ok]]))).toBe(true)
    expect(
      await pageDataArrived(
        new Map([
          ['a.json', ok],
          ['b.json', Promise.reject(new Error('x'))],
        ]),
      ),
    ).toBe(false)
    expect(
      await pageDataArrived(
        new Map([['a.json', Promise.resolve(new Response('', { status: 404 }))]]),
      ),
    ).toBe(false)
  })
})
