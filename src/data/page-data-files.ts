/**
 * The data files a pre-rendered page was rendered from, named in the page itself (a `<meta>` the
 * pre-render adds: scripts/lib/finish-page.ts), so that the browser can ask for them as soon as
 * the page has painted, at the same time as the app's code, instead of after it (the app would
 * find them only in its hydration data, once its code has arrived and run).
 */
export const DATA_FILES_META = 'data-files'

/** A data file's address, relative to the page's `<base href>`: the same under any sub-path. */
export const dataUrl = (path: string) => `./data/${path}`

/** The files as the meta's content: paths relative to the data folder, space-separated. */
export function dataFilesContent(paths: readonly string[]): string {
  return paths.map(encodeURI).join(' ')
}

/** The files a page names ([] for a page that names none). */
export function pageDataFiles(doc: Document): string[] {
  const content = doc.querySelector(`meta[name="${DATA_FILES_META}"]`)?.getAttribute('content')
  return content ? content.split(' ').filter(Boolean).map(decodeURI) : []
}

/**
 * Asks for the files the page names, now; each answer is for the app to use once (take-over.tsx).
 * A failure is the app's to report when it uses the answer, not an unhandled rejection here.
 */
export function askForPageData(doc: Document): Map<string, Promise<Response>> {
  return new Map(
    pageDataFiles(doc).map((path) => {
      const response = fetch(dataUrl(path))
      response.catch(() => undefined)
      return [path, response] as const
    }),
  )
}
