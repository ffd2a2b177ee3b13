import type * as v from 'valibot'
import { dataUrl } from '../data/page-data-files'
import type { Lang } from '../domain/dataset'
import { decodeWith } from '../domain/files/decode'
import type { DataFile, FileData } from '../domain/files/descriptor'
import { FILES } from '../domain/files/descriptors'
import type { DataIndex } from '../domain/files/schemas'
import { VIEW_FILES } from '../domain/files/view-descriptors'
import { kipNearMiss, personNearMiss } from '../domain/near-miss'
import {
  askedFor,
  folderBeforeLang,
  siteRootCandidates,
  type Asked,
} from '../url/not-found-address'
import { parseKipParam, toQueryString } from '../url/search-params'
import { appPath, appPathOf, langOfPath, siteHref } from '../url/site-paths'
import { chooseLang, readLangInputs } from './language'

/*
 * The script of the site's 404.html, which scripts/lib/not-found-page.ts writes and bundles this
 * into, inline: a host serves that page at any depth below the site, so it can name no file of
 * the site. This finds the site root the unknown address is below (the folder before its
 * language, else the nearest folder that has the site's index), then shows the page in the
 * reader's language (the address's, else the one they chose before, else their browser's),
 * points the way back at that language's home, makes the search work, and offers what the
 * address may have meant (domain/near-miss.ts) from the site's own data. Without script, or
 * when the site cannot be found, the page stays as written: both languages and a way back.
 */

/** A data file of the site at `root` (one written alone), decoded; undefined if it cannot be had. */
async function dataFile<F extends DataFile<v.GenericSchema, []>>(
  root: URL,
  file: F,
): Promise<FileData<F> | undefined> {
  const path = file.path()
  try {
    const response = await fetch(new URL(dataUrl(path), root))
    return response.ok ? decodeWith(file.schema, path, await response.json()) : undefined
  } catch {
    return undefined
  }
}

/** The site root the address is below, with its index: the first candidate that has one. */
async function findSite(pathname: string): Promise<{ root: URL; index: DataIndex } | undefined> {
  for (const folder of siteRootCandidates(pathname)) {
    const root = new URL(folder, window.location.origin)
    const index = await dataFile(root, FILES.index)
    if (index) return { root, index }
  }
  return undefined
}

/** Fills the section's hint `kind` with a link to `path` (an app path) reading `text`, and shows it. */
function showHint(section: Element, kind: string, href: string, text: string) {
  const hint = section.querySelector<HTMLElement>(`[data-hint="${kind}"]`)
  const link = hint?.querySelector('a')
  if (!hint || !link) return
  link.href = href
  link.textContent = text
  hint.hidden = false
}

/** What the address may have meant, in the section of the page's language. */
async function suggest(section: Element, root: URL, lang: Lang, index: DataIndex, asked: Asked) {
  const href = (...parts: string[]) => new URL(siteHref(appPath(lang, ...parts)), root).href
  const { view, id } = asked
  const kip = view === 'kips' && id !== undefined ? parseKipParam(id) : undefined
  if (kip !== undefined) {
    const catalog = await dataFile(root, VIEW_FILES.catalog)
    const near =
      catalog &&
      kipNearMiss(
        kip,
        catalog.map((row) => row.kip),
      )
    const title = catalog?.find((row) => row.kip === near?.kip)?.title
    if (near)
      showHint(
        section,
        near.highest ? 'highestKip' : 'nearest',
        href('kips', String(near.kip)),
        `KIP-${near.kip}${title ? ` ${title}` : ''}`,
      )
  }
  const person =
    view === 'people' && id !== undefined ? personNearMiss(id, index.people) : undefined
  if (person) showHint(section, 'nearest', href('people', person.id), person.name)
}

async function main() {
  const pathname = window.location.pathname
  const site = await findSite(pathname)
  // Not found (offline, say): the folder before the address's language, if it names one.
  const rootPath = site?.root.pathname ?? folderBeforeLang(pathname)
  const path = rootPath === undefined ? pathname : appPathOf(pathname, rootPath)
  const lang = langOfPath(path) ?? chooseLang(readLangInputs(window))
  let shown: HTMLElement | undefined
  for (const section of document.querySelectorAll<HTMLElement>('[data-lang]')) {
    section.hidden = section.dataset.lang !== lang
    if (!section.hidden) shown = section
  }
  if (!shown) return
  document.documentElement.lang = shown.lang
  document.title = shown.querySelector('h1')?.textContent ?? document.title
  if (rootPath === undefined) return
  const root = new URL(rootPath, window.location.origin)
  const asked = askedFor(path)
  const home = shown.querySelector<HTMLAnchorElement>('a[data-home]')
  if (home) home.href = new URL(siteHref(appPath(lang)), root).href
  const form = shown.querySelector<HTMLFormElement>('form[data-search]')
  const box = form?.querySelector('input')
  if (form && box) {
    box.value = asked.words
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const q = box.value.trim()
      const query = toQueryString(q ? { q } : {})
      window.location.assign(
        new URL(`${siteHref(appPath(lang, 'search'))}${query ? `?${query}` : ''}`, root),
      )
    })
    form.hidden = false
  }
  if (site) await suggest(shown, root, lang, site.index, asked)
}

void main()
