/**
 * The stylesheets of the views that the first screen does not need: each route names its own
 * (`staticData.stylesheets`, in its module of app/routes/, linked by root-document.tsx), so that
 * its page, pre-rendered or opened in the app, shows once they have loaded, and no other page
 * downloads them. Built by Vite (minified, content-hashed, cached for good); only their addresses
 * ride on the first load.
 */

/**
 * An imported asset's address as Vite writes it (in the browser, absolute, resolved from the
 * importing module's own address; in the pre-render, from the server's root: "/assets/…") → its
 * address from the site root ("assets/…"), which every page's `<base href>` resolves, under any
 * sub-path, and which reads the same in the page written at build time and in the app.
 */
export function assetHref(url: string): string {
  const at = url.lastIndexOf('/assets/')
  return at < 0 ? url : url.slice(at + 1)
}

/** A view's stylesheets (their `?url` imports), in cascade order: its own rules after those it shares. */
export const sheets = (...urls: string[]) => urls.map(assetHref)
