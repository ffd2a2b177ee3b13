// @vitest-environment node
/**
 * The charts are in the pages the build writes (issue 52, item 5): each an SVG drawn by recharts
 * at a fixed size, with a viewBox so that it scales with its box, inside its named figure, readable
 * before (and without) the app. Made-up data: the three weeks of tests/fixtures/three-weeks.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../src/app/render-page'
import { PAGE_MANIFEST } from '../../helpers/page-manifest'
import { threeWeeksDataset } from '../../helpers/datasets'
import { memoryFetch } from '../../helpers/render-app'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

const fixture = memoryFetch(threeWeeksDataset())

function elements(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : []
  const self = 'tagName' in node ? [node] : []
  return [...self, ...children.flatMap(elements)]
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value
const classes = (element: Element) => (attr(element, 'class') ?? '').split(/\s+/)
const text = (node: Node): string =>
  'value' in node && node.nodeName === '#text'
    ? node.value
    : ('childNodes' in node ? node.childNodes : []).map(text).join('')

/** The page's chart figures, by their caption's text, with the SVGs drawn in them. */
async function figures(path: string) {
  const { html } = await renderPage(path, fixture, PAGE_MANIFEST)
  const all = elements(parse(html))
  return all
    .filter((e) => e.tagName === 'figure' && classes(e).includes('chart'))
    .map((figure) => {
      const inside = elements(figure)
      const labelledBy = attr(figure, 'aria-labelledby')
      const label = all.find((e) => attr(e, 'id') === labelledBy)
      return {
        name: label ? text(label) : '',
        svgs: inside.filter((e) => e.tagName === 'svg' && classes(e).includes('recharts-surface')),
        bars: inside.filter((e) => classes(e).includes('recharts-bar-rectangle')).length,
        areas: inside.filter((e) => classes(e).includes('recharts-area-area')).length,
      }
    })
}

describe('the charts are drawn into the pre-rendered page', () => {
  it.each([
    ['/en/jira/', ['Issues created per week', 'Issues created, cumulative', 'Release 4.4.0']],
    ['/zh/jira/', ['每周新建 Issue', '新建 Issue 累计', '版本 4.4.0']],
  ])('%s: each chart an SVG with a viewBox, its bars drawn', async (path, names) => {
    const found = await figures(path)
    expect(found.map((f) => f.name)).toEqual(names.map((name) => expect.stringContaining(name)))
    for (const figure of found) {
      expect(figure.svgs).toHaveLength(1)
      expect(attr(figure.svgs[0]!, 'viewBox')).toMatch(/^0 0 \d+ \d+$/)
      expect(figure.bars + figure.areas).toBeGreaterThan(0)
    }
  })

  it('/en/kips/: the flow charts, drawn the same way', async () => {
    const found = await figures('/en/kips/')
    expect(found.map((f) => f.name)).toEqual([
      'KIPs created per quarter, by wiki state today',
      'Wiki state changes per month (recorded history)',
    ])
    for (const figure of found) {
      expect(figure.svgs).toHaveLength(1)
      expect(attr(figure.svgs[0]!, 'viewBox')).toMatch(/^0 0 \d+ \d+$/)
    }
  })
})
