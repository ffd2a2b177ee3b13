/**
 * When the app's code cannot be downloaded (offline, the site gone), the page says so with a
 * retry instead of loading forever: the pre-rendered message in the reader's language
 * (scripts/prerender.ts writes it, styles.css shows it under `html[data-boot-failed]`), or, on a
 * page without a pre-render (vite dev), a line of its own.
 */
export function showAppFailed(error: unknown, doc: Document = document): void {
  console.warn('the app could not be loaded', error)
  const root = doc.documentElement
  // Its retry button reloads the page (src/app/first-screen-boot.ts listens for it).
  root.setAttribute('data-boot-failed', '')
  if (!doc.querySelector('#root > .boot-status'))
    doc.getElementById('root')?.replaceChildren(
      Object.assign(doc.createElement('p'), {
        role: 'alert',
        textContent: 'The app could not be downloaded. 应用无法下载。',
      }),
    )
}
