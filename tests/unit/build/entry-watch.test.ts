// @vitest-environment node
/**
 * The script every pre-rendered page runs before its entry (src/app/entry-watch.ts, bundled and
 * written inline by scripts/lib/finish-page.ts), run in jsdom: when the entry itself cannot be
 * downloaded, the page keeps what it shows and says why, with its retry. In real Chromium, the
 * entry blocked: tests/e2e/quiet-pages.spec.ts.
 */
import { JSDOM, VirtualConsole } from 'jsdom'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { finishPage } from '../../../scripts/lib/finish-page'
import { inlineScript } from '../../../scripts/lib/inline-script'

let entryWatch = ''
beforeAll(async () => {
  entryWatch = await inlineScript('src/app/entry-watch.ts', 'entryWatch')
}, 60_000)

const words = { code: 'No code <here> & now', data: 'No data', retry: 'Try again' }

/** A page as the pre-render writes it, its inline scripts run, with its entry and its content. */
function open(main: string) {
  const html = finishPage(
    '<!doctype html><html><head><meta charset="utf-8"><title>x</title>' +
      '<script type="module" src="assets/entry-client.js"></script></head>' +
      `<body><main id="main">${main}</main></body></html>`,
    { base: '../', notTakenOver: words, entryWatch },
  )
  // jsdom cannot load a page anew: it says so, which is how a reload is seen here.
  const reloads: string[] = []
  const virtualConsole = new VirtualConsole()
  virtualConsole.on('jsdomError', (error) => reloads.push(error.message))
  const dom = new JSDOM(html, {
    url: 'http://127.0.0.1/site/en/people/',
    runScripts: 'dangerously',
    virtualConsole,
  })
  const document = dom.window.document
  /** The browser could not download the entry: its script element's error event. */
  const entryFails = () =>
    document.querySelector('script[type="module"]')!.dispatchEvent(new dom.window.Event('error'))
  return { dom, document, entryFails, html, reloads }
}

describe('a page whose entry script cannot be downloaded', () => {
  it('carries the watch inline, allowed by its hash, before anything the page loads', () => {
    const { html } = open('<h1>People</h1>')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.indexOf(`<script>${entryWatch}</script>`)).toBeGreaterThan(0)
    expect(head.indexOf(entryWatch)).toBeLessThan(head.indexOf('<script type="module"'))
    const policy = /script-src ([^;"]*)/.exec(html)![1]!
    expect(policy.split(' ').filter((s) => s.startsWith("'sha256-"))).toHaveLength(2)
  })

  it('says so at the top of its content, keeping what it shows, in place of "Loading…"', () => {
    const { document, entryFails } = open(
      '<h1>People</h1><p class="loading">Loading…</p><table><tr><td>Ken</td></tr></table>',
    )
    expect(document.querySelector('[role="alert"]')).toBeNull()
    entryFails()
    const notice = document.querySelector('main > [role="alert"]:first-child')!
    expect([...notice.querySelectorAll('p')].map((p) => p.textContent)).toEqual([words.code])
    expect(notice.querySelector('button')!.textContent).toBe('Try again')
    expect(document.querySelector('main h1')!.textContent).toBe('People')
    expect(document.querySelector('main td')!.textContent).toBe('Ken')
    expect(document.querySelector('.loading')).toBeNull()
  })

  it('its retry loads the page anew once the site answers', async () => {
    const { dom, document, entryFails, reloads } = open('<h1>People</h1>')
    const asked: string[] = []
    dom.window.fetch = vi.fn(async (input: string) => {
      asked.push(input)
      return { ok: true }
    }) as unknown as typeof fetch
    entryFails()
    document.querySelector<HTMLButtonElement>('[role="alert"] button')!.click()
    await vi.waitFor(() => expect(reloads).toEqual([expect.stringMatching(/navigation/)]))
    expect(asked).toEqual(['http://127.0.0.1/site/en/people/'])
  })

  it('a stylesheet or a preloaded module that fails is not the entry: nothing is said', () => {
    const { dom, document } = open('<h1>People</h1>')
    const link = document.createElement('link')
    document.head.append(link)
    link.dispatchEvent(new dom.window.Event('error'))
    expect(document.querySelector('[role="alert"]')).toBeNull()
  })
})
