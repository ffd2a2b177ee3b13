/**
 * What the pre-render adds to each page at the top of its `<head>`, before anything it governs:
 * `<base href>`, the site root seen from the page, and the page's Content-Security-Policy.
 *
 * Every pre-rendered page carries its own Content-Security-Policy, in a `<meta>` at the top of its
 * `<head>`: scripts only from the site itself, plus the page's own inline scripts by their hash.
 * Those are the router's hydration data (TanStack Router writes it as inline scripts, different
 * on every page), so no `'unsafe-inline'`: a script that anything else put into the page would
 * not run. The digest text cannot put one there (React writes text as text; the hostile e2e
 * test proves it). deploy/nginx.conf sends the rest of the policy as a header, with what only a
 * header can carry (frame-ancestors).
 */
import { createHash } from 'node:crypto'
import { parse } from 'parse5'
import { DATA_FILES_META, dataFilesContent } from '../../src/data/page-data-files'

type Node = {
  nodeName: string
  tagName?: string
  attrs?: { name: string; value: string }[]
  childNodes?: Node[]
  value?: string
  sourceCodeLocation?: { startTag?: { endOffset: number } }
}

/** The policy of a page whose inline scripts hash to `hashes` (base64 sha256). */
function pagePolicy(hashes: readonly string[]): string {
  const scripts = ["'self'", ...hashes.map((h) => `'sha256-${h}'`)].join(' ')
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ')
}

/**
 * Every node under `root` (itself included) in document order, each `<template>`'s content after
 * its children. With a stack, not nested generators: each `yield*` level re-yields every node
 * below it, which was a seventh of reading a page.
 */
function walk(root: Node): Node[] {
  const nodes: Node[] = []
  const stack = [root]
  for (let node = stack.pop(); node; node = stack.pop()) {
    nodes.push(node)
    // <template> content is a document fragment of its own.
    const content = (node as { content?: Node }).content
    if (content) stack.push(content)
    const children = node.childNodes ?? []
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!)
  }
  return nodes
}

/** The text of each inline `<script>` (one without `src`) among `nodes`, as the browser hashes it. */
function scriptsIn(nodes: readonly Node[]): string[] {
  return nodes
    .filter((n) => n.tagName === 'script' && !n.attrs?.some((a) => a.name === 'src'))
    .map((n) => (n.childNodes ?? []).map((c) => c.value ?? '').join(''))
}

/** The text of each inline `<script>` of the page, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return scriptsIn(walk(parse(html) as unknown as Node))
}

/**
 * The page with `<base href="{base}">` (when given) and its policy first in `<head>`, and the
 * data files it was rendered from named (`dataFiles`, when any). A page without a `<head>` is a
 * bug of the pre-render: an error, never a page without policy.
 */
export function finishPage(html: string, base?: string, dataFiles: readonly string[] = []): string {
  // Parsed once (the pre-render's hot spot was parsing each page twice).
  const nodes = walk(parse(html, { sourceCodeLocationInfo: true }) as unknown as Node)
  const head = nodes.find((n) => n.tagName === 'head')
  const at = head?.sourceCodeLocation?.startTag?.endOffset
  if (at === undefined) throw new Error('finish-page: the page has no <head> start tag')
  const hashes = scriptsIn(nodes).map((code) =>
    createHash('sha256').update(code, 'utf8').digest('base64'),
  )
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(hashes)}">`
  const baseTag = base === undefined ? '' : `<base href="${attribute(base)}">`
  const files =
    dataFiles.length === 0
      ? ''
      : `<meta name="${DATA_FILES_META}" content="${attribute(dataFilesContent(dataFiles))}">`
  return html.slice(0, at) + meta + baseTag + files + html.slice(at)
}

/** Text as the value of a double-quoted attribute. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}
