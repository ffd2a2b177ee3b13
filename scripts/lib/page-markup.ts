/**
 * What the pre-render needs to know of a page it wrote: where its `<head>` start tag ends and the
 * text of each inline `<script>`, exactly as a browser reads it (the page's policy allows those
 * scripts by the hash of that text: finish-page.ts).
 *
 * Not an HTML parser, and it need not be one: a full parse (parse5) took about half of the
 * pre-render's time per page, this a twentieth of that. The pages are markup that React and this
 * build write, and React escapes every `<` and `>` of text and attribute values, so outside a
 * script's or a style's text each `<` starts a tag, an end tag, a comment or the doctype. What a
 * browser would read otherwise (a script whose text holds `<!--`, a carriage return or a NUL; a
 * `<noscript>` or `<template>`; inside an SVG, anything but the drawing elements of an icon; a
 * comment or a tag that does not end where it seems to) is an error naming the page, never a
 * guess: a wrong hash would block a script of the page. tests/unit/build/page-markup.test.ts
 * checks it against parse5 on every kind of page, on markup written to trip it and on random
 * markup: it agrees, or it refuses.
 */

export interface PageMarkup {
  /** The offset just after the `<head …>` start tag. */
  headEnd: number
  /** The text of each inline `<script>` (one without `src`), in document order. */
  scripts: string[]
}

/** Elements whose content a browser reads otherwise than the markup around it: refused. */
const REFUSED = new Set([
  'noscript',
  'template',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'math',
])
/**
 * Elements whose text runs to their end tag, whatever it holds: the first `</name` followed by
 * white space, "/" or ">".
 */
const RAW_TEXT = new Map(
  ['script', 'style', 'title', 'textarea'].map((name) => [
    name,
    new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig'),
  ]),
)
/**
 * The elements an SVG of the pages (an icon, a chart drawn at build time) may hold. Inside SVG a
 * browser reads others apart:
 * an HTML element such as `<p>` or `<br>` ends the SVG, `<foreignObject>` and `<title>` hold HTML,
 * `<script>` and `<style>` hold markup.
 */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'use',
  'defs',
  'symbol',
  'clippath',
  'mask',
  'lineargradient',
  'radialgradient',
  'stop',
  // A chart's axis labels: text, read as in any element.
  'text',
  'tspan',
])

// HTML's white space is these five characters, fewer than \s.
const TAG_NAME = /[a-zA-Z][^\t\n\f\r />]*/y
// An attribute, its value quoted either way or not at all; a `>` inside quotes is text.
const ATTRIBUTE =
  /[\t\n\f\r /]*([^\t\n\f\r "'>/=][^\t\n\f\r "'>/=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"[^"]*"|'[^']*'|[^\t\n\f\r "'>]+))?/y
// The end of a start tag; "/" just before the ">" self-closes it (which counts in SVG only).
const TAG_END = /[\t\n\f\r /]*?(\/?)>/y

export class PageMarkupError extends Error {
  constructor(page: string, offset: number, problem: string) {
    super(`page-markup: ${page}, at character ${offset}: ${problem}`)
    this.name = 'PageMarkupError'
  }
}

/** Reads `html` (the page `page`, for errors). */
export function readPageMarkup(html: string, page = 'the page'): PageMarkup {
  const fail = (offset: number, problem: string): never => {
    throw new PageMarkupError(page, offset, problem)
  }
  const scripts: string[] = []
  let headEnd: number | undefined
  // The elements open in the SVG the reading is in, innermost last.
  const svg: string[] = []
  let at = html.indexOf('<')
  while (at !== -1) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4)
      if (end === -1) fail(at, 'a comment that never ends')
      // A browser ends these sooner than at the next "-->".
      if (/^-?>/.test(html.slice(at + 4, at + 6)) || html.slice(at, end).includes('--!>'))
        fail(at, 'a comment a browser ends elsewhere')
      at = html.indexOf('<', end + 3)
      continue
    }
    // A CDATA section is text inside SVG, a comment elsewhere: React writes none.
    if (html.startsWith('<![', at)) fail(at, 'a CDATA section')
    // The doctype, or what a browser reads as a comment up to the next ">".
    if (html[at + 1] === '!' || html[at + 1] === '?') {
      const end = html.indexOf('>', at)
      if (end === -1) fail(at, 'a declaration that never ends')
      at = html.indexOf('<', end + 1)
      continue
    }
    const closing = html[at + 1] === '/'
    TAG_NAME.lastIndex = at + (closing ? 2 : 1)
    const name = TAG_NAME.exec(html)?.[0].toLowerCase()
    if (name === undefined) return fail(at, 'a "<" that starts no tag (text must be escaped)')
    if (closing) {
      const end = html.indexOf('>', TAG_NAME.lastIndex)
      if (end === -1) fail(at, `an end tag </${name}> that never ends`)
      if (svg.length > 0 && svg.pop() !== name) fail(at, `</${name}> out of order in an SVG`)
      at = html.indexOf('<', end + 1)
      continue
    }

    let end = TAG_NAME.lastIndex
    let attributes = ''
    let selfClosing = false
    for (;;) {
      TAG_END.lastIndex = end
      const tagEnd = TAG_END.exec(html)
      if (tagEnd) {
        end = TAG_END.lastIndex
        selfClosing = tagEnd[1] === '/'
        break
      }
      ATTRIBUTE.lastIndex = end
      const attribute = ATTRIBUTE.exec(html)
      if (!attribute) return fail(at, `a <${name}> start tag that never ends`)
      attributes += ` ${attribute[1]!.toLowerCase()}`
      end = ATTRIBUTE.lastIndex
    }
    if (REFUSED.has(name)) fail(at, `a <${name}>, whose content a browser reads apart`)
    if (svg.length > 0 && !SVG_ELEMENTS.has(name))
      fail(at, `a <${name}> inside an SVG, which a browser reads apart`)
    if ((svg.length > 0 || name === 'svg') && !selfClosing) svg.push(name)
    if (name === 'head') headEnd ??= end
    const close = RAW_TEXT.get(name)
    if (!close) {
      at = html.indexOf('<', end)
      continue
    }

    close.lastIndex = end
    const found = close.exec(html)
    if (!found) return fail(at, `a <${name}> that never ends`)
    const text = html.slice(end, found.index)
    if (name === 'script') {
      // "<!--" in a script can hide its end tag from a browser, which would end it elsewhere.
      if (text.includes('<!--')) fail(end, 'a script whose text holds "<!--"')
      // A browser's input stream turns CR (LF) into LF and NUL into U+FFFD before the hash.
      const inline = !/ src(?= |$)/.test(attributes)
      if (inline && /[\r\0]/.test(text)) fail(end, 'an inline script with a CR or a NUL')
      if (inline) scripts.push(text)
    }
    at = found.index
  }
  if (headEnd === undefined) return fail(0, 'no <head> start tag')
  return { headEnd, scripts }
}
