/**
 * The site's `404.html`, which static hosts (GitHub Pages, Netlify, Cloudflare Pages), nginx's
 * `error_page` and `npm start`'s server (scripts/lib/preview-as-host.ts) serve for any unknown
 * address, at any depth below the site root. It cannot know where it is served from, so it holds
 * everything itself: its stylesheet inline (the policy allows inline styles), its script inline
 * (allowed by its hash, finish-page.ts), no other file. The page says "not found" in both
 * languages, with a way back; its script (src/app/not-found-script.ts, bundled here) finds the
 * site, shows only the reader's language, points the way back at its home, and adds the search and
 * what the address may have meant, each written here in both languages and hidden until then.
 * Without script, both languages show, and the way back goes to SITE_URL when the build was given
 * one, else to the host's root.
 */
import { LANGS, type Lang } from '../../src/domain/dataset'
import { aroundValue, VALUE_PLACE } from '../../src/i18n/around-value'
import { i18nFor } from '../../src/i18n/i18n'
import { inlineScript } from './inline-script'

/** The translate function of a language's texts (i18next's `t` reads `this`). */
function textsOf(lang: Lang) {
  const i18n = i18nFor(lang)
  return i18n.t.bind(i18n)
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The page's script, bundled from src/app/not-found-script.ts into one plain script. */
export const notFoundScript = () => inlineScript('src/app/not-found-script.ts', 'notFoundPage')

/** A hint of the script's (`kind`), hidden: "Perhaps you meant: <a></a>". */
function hint(lang: Lang, kind: 'nearest' | 'highestKip'): string {
  const t = textsOf(lang)
  const [before, after] = aroundValue(
    t('common.labelled', { label: t(`notFound.${kind}`), value: VALUE_PLACE }),
  )
  return (
    `<p class="not-found-hint" data-hint="${kind}" hidden>` +
    `${escape(before)}<a href="./"></a>${escape(after)}</p>`
  )
}

function section(lang: Lang, home: string): string {
  const t = textsOf(lang)
  return (
    `<section data-lang="${lang}" lang="${lang === 'zh' ? 'zh-CN' : 'en'}" class="not-found">` +
    `<h1>${escape(t('notFound.heading'))}</h1><p>${escape(t('notFound.page'))}</p>` +
    hint(lang, 'nearest') +
    hint(lang, 'highestKip') +
    // The search works with script only (it goes to the site's search page, which the page
    // finds by script): hidden until then.
    `<form role="search" data-search hidden><label class="field">${escape(t('search.label'))}` +
    `<input type="search" name="q"></label>` +
    `<p><button type="submit">${escape(t('search.open'))}</button></p></form>` +
    `<p><a data-home="${lang}" href="${escape(home + lang + '/')}">← ${escape(t('app.title'))}</a></p>` +
    `</section>`
  )
}

/**
 * The page, with the app's stylesheet `css` and the page's `script` (notFoundScript) inline;
 * `siteUrl` is SITE_URL, or "" when not given. Both languages' texts must be loaded (loadMessages).
 */
export function notFoundPage(css: string, siteUrl: string, script: string): string {
  if (/<\/style/i.test(css)) throw new Error('not-found-page: the stylesheet contains "</style"')
  if (/<\/script|<!--/i.test(script))
    throw new Error('not-found-page: the script contains "</script" or "<!--"')
  const home = siteUrl ? (siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`) : '/'
  const title = LANGS.map((lang) => textsOf(lang)('notFound.heading')).join(' · ')
  return (
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">' +
    // No file of the site can be named from an unknown depth: no icon, and no request for one.
    '<link rel="icon" href="data:,">' +
    `<title>${escape(title)}</title><style>${css}</style></head>` +
    `<body><main id="main" class="not-found-page">${LANGS.map((l) => section(l, home)).join('')}</main>` +
    `<script>${script}</script></body></html>`
  )
}
