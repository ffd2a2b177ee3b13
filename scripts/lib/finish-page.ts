/**
 * What the pre-render adds to each page at the top of its `<head>` (after only its encoding),
 * before anything it governs: the page's Content-Security-Policy, a script that sends an address
 * with a doubled slash to the one without, one that says so if the entry script cannot be
 * downloaded (when given), and `<base href>`, the site root seen from the page.
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
import { NOT_TAKEN_OVER_ID, ON_DEMAND } from '../../src/app/not-taken-over'
import { DATA_FILES_META, dataFilesContent } from '../../src/data/page-data-files'
import { readPageMarkup } from './page-markup'

/**
 * The first thing every page runs. An address with an empty segment (`en//kips/`, typed or pasted
 * by hand) is served its page (nginx merges the slashes, other servers read the path as files do),
 * but the page's `<base href>` counts the empty segment as a folder: its stylesheet, its code and
 * its links would all point a level too deep. Sent to the address without, before any of them
 * loads. Runs in the browser as written here (no build step): keep it plain ES2020.
 */
const ONE_SLASH_SCRIPT =
  "if(location.pathname.indexOf('//')>=0)location.replace(location.pathname.replace(/\\/{2,}/g,'/')+location.search+location.hash)"

const sha256 = (code: string) => createHash('sha256').update(code, 'utf8').digest('base64')

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

/** What the pre-render knows of a page besides its markup. */
export interface PageFacts {
  /** The site root seen from the page: its `<base href>`. */
  base?: string
  /** The data files it was rendered from, named in a `<meta>` (data/page-data-files.ts). */
  dataFiles?: readonly string[]
  /**
   * The app's scripts, which the entry imports once the page has painted (after-first-paint.ts):
   * fetched with the page as module scripts (`modulepreload`), at low priority.
   */
  appScripts?: readonly string[]
  /**
   * Scripts the page loads only when it needs them, each failing in its place (the JIRA
   * charts): preloaded as the app's are, marked so that the app takes the page over without them.
   */
  onDemandScripts?: readonly string[]
  /**
   * The page's words for when the app cannot take it over (src/app/not-taken-over.ts): written
   * here, unshown, since the app's code and texts are what may be missing then.
   */
  notTakenOver?: { code: string; data: string; retry: string }
  /**
   * The script that shows that notice when the entry script itself cannot be downloaded
   * (src/app/entry-watch.ts, bundled: scripts/lib/inline-script.ts): inline, after the slash
   * script and before anything the page loads, allowed by its hash.
   */
  entryWatch?: string
  /** The page's address or file, for errors. */
  name?: string
}

/**
 * The encoding declaration first in every page's `<head>`: as React writes it (`charSet`, `/>`)
 * and as the redirect and not-found pages do. It must stay within the page's first 1024 bytes
 * (HTML's rule; a browser that is given no charset by the server looks no further), so the tags
 * below come after it, never before: the policy alone is some 500 bytes.
 */
const CHARSET = /^<meta charset="utf-8"\/?>/i

/**
 * The page with its policy, the slash script, then `<base href>`, the data files it was rendered from and the
 * app's scripts (when given), first in `<head>` after its encoding. A page without a `<head>` or
 * without its encoding first in it, or with markup whose scripts cannot be read exactly as a
 * browser reads them, is a bug of the pre-render: an error, never a page without policy or with
 * a wrong one.
 */
export function finishPage(
  html: string,
  {
    base,
    dataFiles = [],
    appScripts = [],
    onDemandScripts = [],
    notTakenOver,
    entryWatch,
    name,
  }: PageFacts = {},
): string {
  const { headEnd, scripts } = readPageMarkup(html, name)
  const charset = CHARSET.exec(html.slice(headEnd, headEnd + 32))
  if (!charset)
    throw new Error(`${name ?? 'a page'}: its <head> does not begin with <meta charset="utf-8">`)
  const at = headEnd + charset[0].length
  const own = entryWatch === undefined ? [ONE_SLASH_SCRIPT] : [ONE_SLASH_SCRIPT, entryWatch]
  const hashes = [...own, ...scripts].map(sha256)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(hashes)}">`
  const ownScripts = own.map((code) => `<script>${code}</script>`).join('')
  const baseTag = base === undefined ? '' : `<base href="${attribute(base)}">`
  const files =
    dataFiles.length === 0
      ? ''
      : `<meta name="${DATA_FILES_META}" content="${attribute(dataFilesContent(dataFiles))}">`
  // `modulepreload`, not `preload as="script"`: the browser prepares a module it preloads as one
  // (parsed and compiled as it arrives, while the rest of the app is still on its way), so the
  // app takes the page over sooner once its last module is there (on a slow phone). The price is
  // on a fast connection, where modules arrive before the paint and are compiled before it: the
  // desktop paints a little later. After <base>, which the addresses are relative to.
  const preload = (src: string, mark = '') =>
    `<link rel="modulepreload" href="${attribute(src)}" fetchpriority="low"${mark}>`
  const preloads =
    appScripts.map((src) => preload(src)).join('') +
    onDemandScripts.map((src) => preload(src, ` ${ON_DEMAND}`)).join('')
  const notice = notTakenOver === undefined ? '' : notTakenOverTemplate(notTakenOver)
  return (
    html.slice(0, at) + meta + ownScripts + baseTag + files + preloads + notice + html.slice(at)
  )
}

/** The notice for a page the app cannot take over: both failures' words, the app keeps one. */
function notTakenOverTemplate({ code, data, retry }: NonNullable<PageFacts['notTakenOver']>) {
  return (
    `<template id="${NOT_TAKEN_OVER_ID}"><section class="error-panel" role="alert">` +
    `<p data-failure="code">${text(code)}</p><p data-failure="data">${text(data)}</p>` +
    `<button type="button">${text(retry)}</button></section></template>`
  )
}

/** Text as the content of an element. */
function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Text as the value of a double-quoted attribute. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}
