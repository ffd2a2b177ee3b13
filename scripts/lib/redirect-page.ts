/**
 * A page that sends its reader on to another address of the site, for addresses that name the
 * same thing another way: a person by an alias (`people/黃竣陽/` → `people/ken-huang/`), a thread by
 * an id it had before (data/published-ids.json). Without script: an immediate refresh, and a link
 * for a client that ignores refreshes; its canonical address is the target, so search engines
 * and link previews file it there.
 */
const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** `target` is relative to the site root (finish-page.ts puts the page's `<base href>` first). */
export function redirectPage(target: string, htmlLang: string, title: string): string {
  const href = escape(target)
  return (
    `<!doctype html><html lang="${escape(htmlLang)}"><head><meta charset="utf-8">` +
    `<meta http-equiv="refresh" content="0; url=${href}"><link rel="canonical" href="${href}">` +
    `<meta name="robots" content="noindex"><link rel="icon" href="favicon.svg" type="image/svg+xml">` +
    `<title>${escape(title)}</title></head>` +
    `<body><p><a href="${href}">${escape(title)}</a></p></body></html>`
  )
}
