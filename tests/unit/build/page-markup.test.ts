// @vitest-environment node
/**
 * scripts/lib/page-markup.ts reads a page's inline scripts without parsing it. Checked against
 * parse5, an HTML parser that reads as browsers do: on every kind of page the pre-render writes,
 * on markup written to trip it, and on random markup: it agrees, or it refuses the page; it never
 * answers otherwise (a script it read unlike a browser would get a hash that blocks it).
 */
import fc from 'fast-check'
import { join } from 'node:path'
import { parse } from 'parse5'
import { describe, expect, it } from 'vitest'
import { finishPage } from '../../../scripts/lib/finish-page'
import { notFoundPage } from '../../../scripts/lib/not-found-page'
import { PageMarkupError, readPageMarkup, type PageMarkup } from '../../../scripts/lib/page-markup'
import { redirectPage } from '../../../scripts/lib/redirect-page'
import { renderPage } from '../../../src/app/render-page'
import { PAGE_MANIFEST } from '../../helpers/page-manifest'
import { rootFrom } from '../../../src/url/site-paths'
import { loadDataset, realDataset, ROOT } from '../../helpers/datasets'
import { memoryFetch } from '../../helpers/render-app'

type Node = {
  tagName?: string
  attrs?: { name: string; value: string }[]
  childNodes?: Node[]
  value?: string
  content?: Node
  sourceCodeLocation?: { startTag?: { endOffset: number } }
}

/** What a browser reads: every inline script's text (a `<template>`'s too), and the head tag's end. */
function asBrowsersRead(html: string): Partial<PageMarkup> {
  const nodes: Node[] = []
  const stack = [parse(html, { sourceCodeLocationInfo: true }) as unknown as Node]
  for (let node = stack.pop(); node; node = stack.pop()) {
    nodes.push(node)
    if (node.content) stack.push(node.content)
    for (const child of [...(node.childNodes ?? [])].reverse()) stack.push(child)
  }
  const scripts = nodes
    .filter((n) => n.tagName === 'script' && !n.attrs?.some((a) => a.name === 'src'))
    .map((n) => (n.childNodes ?? []).map((c) => c.value ?? '').join(''))
  const headEnd = nodes.find((n) => n.tagName === 'head')?.sourceCodeLocation?.startTag?.endOffset
  return { headEnd, scripts }
}

/** The reader's answer, or "refused" when it says it cannot read the markup as a browser would. */
function read(html: string): PageMarkup | 'refused' {
  try {
    return readPageMarkup(html, 'test.html')
  } catch (error) {
    if (error instanceof PageMarkupError) return 'refused'
    throw error
  }
}

describe('the pages the build writes', () => {
  const real = memoryFetch(realDataset())
  const hostile = memoryFetch(
    loadDataset(join(ROOT, 'tests/fixtures/hostile'), join(ROOT, 'tests/fixtures/people.json')),
  )
  const pages: [string, typeof real][] = [
    ['/zh/', real],
    ['/en/week/2026-W20/', real],
    ['/zh/thread/2026-W20-kip-1327/', real],
    ['/en/kips/', real],
    ['/zh/kips/1327/', real],
    ['/en/people/', real],
    ['/zh/people/chia-ping-tsai/', real],
    ['/en/jira/', real],
    ['/en/thread/2099-W01-1/', real],
    // Made up: a week whose text holds <script>, comments and quotes.
    ['/en/week/2026-W21/', hostile],
  ]

  it.each(pages)(
    '%s: the scripts and head a browser reads, before and after the policy',
    async (path, fetchJson) => {
      const { html } = await renderPage(path, fetchJson, PAGE_MANIFEST)
      const written = `<!doctype html>${html}`
      const expected = asBrowsersRead(written)
      expect(expected.scripts!.length).toBeGreaterThan(0)
      expect(read(written)).toEqual(expected)
      const finished = finishPage(written, { base: rootFrom(path), dataFiles: ['index.json'] })
      expect(read(finished)).toEqual(asBrowsersRead(finished))
    },
  )

  it('the redirect pages and 404.html too', () => {
    for (const html of [
      redirectPage('zh/people/ken-huang/', 'zh-CN', '黄竣阳 "<ken>"'),
      notFoundPage('a::before { content: "</p><script>x</script>" } b > c {}', '', 'void 0'),
    ])
      expect(read(html)).toEqual(asBrowsersRead(html))
  })
})

describe('markup written to trip it', () => {
  const head = '<!doctype html><html><head><meta charset="utf-8">'
  const page = (body: string) => `${head}</head><body>${body}</body></html>`

  it.each([
    ['an end tag in capitals, with a space', page('<script>a()</SCRIPT ><p>b</p>')],
    [
      'a ">" inside quoted attributes',
      page(`<p title="a>b" data-x='c>d'>e</p><script>f()</script>`),
    ],
    [
      'unquoted attributes, and src only as part of a name',
      page('<script type=module data-src=x>g()</script>'),
    ],
    ['a script with src is not inline', page('<script type="module" src="a.js"></script>')],
    [
      'a script inside a comment is no script',
      page('<!-- <script>h()</script> --><script>i()</script>'),
    ],
    [
      'a script inside a title is text',
      `${head}<title>&lt;x <script>j()</script></title></head><body></body></html>`,
    ],
    [
      'a style whose text holds markup',
      page('<style>a<b{} </p><script>k()</script></style><script>l()</script>'),
    ],
    ['an end tag that is longer', page('<script>m("</scripty>")</script>')],
    ['a self-closed svg before a script', page('<svg/><script>n()</script>')],
    [
      'a closed svg before a script',
      page('<svg viewBox="0 0 1 1"><path d="M0 0"></path></svg><script>o()</script>'),
    ],
    ['"/" then a space is no self-closing', page('<p / >q</p><script>r()</script>')],
    [
      'attributes on the head',
      `<!doctype html><html><head data-a="x>y"><title>t</title></head></html>`,
    ],
  ])('%s: reads as a browser', (_, html) => {
    const answer = read(html)
    expect(answer).not.toBe('refused')
    expect(answer).toEqual(asBrowsersRead(html))
  })

  it.each([
    [
      '"<!--" in a script, which can hide its end tag',
      page('<script>a("<!--<script>")</script>b</script>'),
    ],
    ['a CR in a script, which the browser turns into LF', page('<script>a()\r\nb()</script>')],
    ['a NUL in a script', page('<script>a("\0")</script>')],
    ['a script in a noscript', page('<noscript><script>a()</script></noscript>')],
    ['a script in a template', page('<template><script>a()</script></template>')],
    ['a script in SVG, read as markup', page('<svg><script>a()</script></svg>')],
    ['a script in SVG after a stray end tag', page('</svg><svg><script>a()</script></svg>')],
    ['a script in SVG after an end tag of nothing open', page('<svg></math><script>a()</script>')],
    ['a style in SVG, read as markup', page('<svg><style><script>a()</script></style></svg>')],
    ['a CDATA section, text in SVG', page('<svg><![CDATA[></svg>]]><script>a()</script></svg>')],
    ['a comment ended at once', page('<!--><script>a()</script>-->')],
    ['a comment ended by --!>', page('<!-- a --!><script>b()</script> -->')],
    ['a comment that never ends', page('<!-- a')],
    ['an unescaped "<" in text', page('<p>a < b</p>')],
    ['a script that never ends', page('<script>a()')],
    ['a start tag that never ends', page('<p class="a')],
    ['no head', '<!doctype html><html><body><script>a()</script></body></html>'],
  ])('%s: refused', (_, html) => {
    expect(read(html)).toBe('refused')
  })
})

describe('random markup', () => {
  // Markup, mostly of the kinds the pages hold, now and then what a browser reads apart.
  const common = fc.constantFrom(
    '<script>',
    '</script>',
    '</SCRIPT >',
    '<script src="a.js">',
    '<style>',
    '</style>',
    '<title>',
    '</title>',
    '<svg>',
    '</svg>',
    '<svg/>',
    '<path d="M0 0"/>',
    '<g>',
    '</g>',
    '<math>',
    '</math>',
    '<div>',
    '<!-- ',
    ' -->',
    '<p class="a>b">',
    "<i title='<x>'>",
    '</p>',
    '<br/>',
    '>',
    '"',
    '/',
    'a()',
    ' ',
    '&lt;',
  )
  const risky = fc.constantFrom(
    '<',
    '<!--',
    '--!>',
    '<!-->',
    '\r\n',
    '\0',
    '<noscript>',
    '<template>',
    '<!doctype html>',
    '<![CDATA[x]]>',
    '<?x?>',
  )
  const piece = fc.oneof({ arbitrary: common, weight: 12 }, { arbitrary: risky, weight: 1 })
  // Whole scripts too, whose text is random markup: most random `<script>`s never end.
  const script = fc
    .tuple(
      fc.constantFrom('<script>', '<script type="module">', '<script data-src=x>'),
      fc.array(piece, { maxLength: 6 }),
      fc.constantFrom('</script>', '</SCRIPT >', '</script/>'),
    )
    .map(([open, text, close]) => open + text.join('') + close)
  const pieces = fc.oneof({ arbitrary: piece, weight: 3 }, { arbitrary: script, weight: 1 })

  it('agrees with the browser or refuses, whatever the markup', () => {
    let answered = 0
    let withScripts = 0
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 16 }), (body) => {
        const html = `<!doctype html><html><head></head><body>${body.join('')}</body></html>`
        const answer = read(html)
        if (answer === 'refused') return
        expect(answer).toEqual(asBrowsersRead(html))
        answered += 1
        if (answer.scripts.length > 0) withScripts += 1
      }),
      { numRuns: 3000 },
    )
    // Refusing everything would agree with everything: most markup is read, scripts and all.
    expect(answered).toBeGreaterThan(1000)
    expect(withScripts).toBeGreaterThan(200)
  })
})
