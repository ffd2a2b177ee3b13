/**
 * Build step after `vite build`: pre-renders the first screen (the home page, in Chinese and in
 * English) into <dist>/index.html from <dist>/data, so that content paints before the JavaScript
 * has run, and lists the data files that screen needs as preloads in the page's
 * `<template id="after-first-paint">` (src/app/after-first-paint.ts starts them after the paint).
 * src/app/lang-boot.ts shows the reader's language before the first paint (CSS hides the other);
 * the app then hydrates it (src/app/start.tsx).
 *
 *   tsx scripts/prerender.ts [--dist dist] [--ssr node_modules/.cache/prerender]
 *
 * --ssr is the output of `vite build --ssr src/app/prerender-entry.tsx --outDir <ssr>`. Running it
 * again (say, after swapping the data folder, as scripts/e2e-site.ts does) replaces what it wrote.
 * No inline script in the pre-rendered markup: the Content-Security-Policy allows only the boot
 * script, by its hash.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { FirstScreen } from '../src/app/prerender-entry'
import type { FetchJson } from '../src/data/data-source'
import { LANGS, type Lang } from '../src/domain/dataset'
import { resources } from '../src/i18n/i18n'

const root = resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: join(root, 'dist') },
    ssr: { type: 'string', default: join(root, 'node_modules/.cache/prerender') },
  },
})
const dist = resolve(values.dist)
const entry = pathToFileURL(join(resolve(values.ssr), 'prerender-entry.js')).href
const { renderFirstScreen } = (await import(entry)) as {
  renderFirstScreen: (fetchJson: FetchJson, lang: Lang) => Promise<FirstScreen>
}

const fetchJson: FetchJson = async (path) =>
  JSON.parse(await readFile(join(dist, 'data', path), 'utf8')) as unknown
const screens = await Promise.all(LANGS.map((lang) => renderFirstScreen(fetchJson, lang)))
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
/**
 * Under the pre-rendered header, what a page other than home shows until the app has rendered
 * it (a loading line), or if the app's code cannot be downloaded (a message and a retry, shown by
 * src/main.tsx): never a blank page, in the reader's language before any script has run.
 */
const bootStatus = (lang: Lang) => {
  const m = resources[lang].translation
  return (
    `<div class="boot-status" data-boot="${lang}">` +
    `<p class="loading" role="status">${escapeText(m.common.loading)}</p>` +
    `<div class="boot-failed" role="alert"><h1>${escapeText(m.notices.offlineHeading)}</h1>` +
    `<p>${escapeText(m.notices.appFailed)}</p>` +
    `<button type="button" data-boot-retry>${escapeText(m.error.retry)}</button></div></div>`
  )
}
const html =
  screens.map((screen, i) => `<div data-prerender="${LANGS[i]}">${screen.html}</div>`).join('') +
  LANGS.map(bootStatus).join('')
const dataFiles = [...new Set(screens.flatMap((screen) => screen.dataFiles))]
if (/<script/i.test(html)) {
  console.error('prerender: the first screen holds a <script>; the CSP forbids inline scripts')
  process.exit(1)
}

const START = '<!--prerender-->'
const END = '<!--/prerender-->'
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
const preloads = dataFiles
  .map((f) => `<link rel="preload" as="fetch" crossorigin href="./data/${escapeAttr(f)}">`)
  .join('')

const file = join(dist, 'index.html')
let page = await readFile(file, 'utf8')
const root_ = /<div id="root">(?:<!--prerender-->[\s\S]*<!--\/prerender-->)?<\/div>/
const slot = /<!--preload-->[\s\S]*?<!--\/preload-->/
if (!root_.test(page) || !slot.test(page)) {
  console.error(`prerender: ${file} has no empty <div id="root"></div> or no <!--preload--> slot`)
  process.exit(1)
}
page = page
  .replace(root_, () => `<div id="root">${START}${html}${END}</div>`)
  .replace(slot, () => `<!--preload-->${preloads}<!--/preload-->`)
await writeFile(file, page)
console.log(
  `prerender: ${file}: ${(html.length / 1024).toFixed(1)} kB of first-screen HTML, ${dataFiles.length} data file(s) to preload`,
)
