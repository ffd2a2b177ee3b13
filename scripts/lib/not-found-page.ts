/**
 * The site's `404.html`, which static hosts (GitHub Pages, Netlify, Cloudflare Pages) and nginx's
 * `error_page` serve for any unknown address, at any depth below the site root. It cannot know
 * where it is served from, so it holds everything itself: its stylesheet inline (the policy
 * allows inline styles), no other file, and the not-found message in both languages with a way
 * back. A small inline script (allowed by its hash, finish-page.ts) then shows only the reader's
 * language (the one the address names, else Chinese) and points the way back at the site root,
 * found as the part of the address before its language segment. Without script, both languages
 * show, and the way back goes to SITE_URL when the build was given one, else to the host's root.
 */
import { LANGS, type Lang } from '../../src/domain/dataset'
import { messagesOf } from '../../src/i18n/i18n'

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Runs in the browser, as written here (no build step): keep it plain ES2020. */
const NOT_FOUND_SCRIPT = `(function () {
  var m = /^(.*?\\/)(zh|en)(\\/|$)/.exec(location.pathname);
  var lang = m ? m[2] : 'zh';
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  document.querySelectorAll('[data-lang]').forEach(function (el) {
    el.hidden = el.getAttribute('data-lang') !== lang;
  });
  if (m) document.querySelectorAll('a[data-home]').forEach(function (a) {
    a.setAttribute('href', m[1] + a.getAttribute('data-home') + '/');
  });
})();`

function section(lang: Lang, home: string): string {
  const m = messagesOf(lang)
  return (
    `<section data-lang="${lang}" lang="${lang === 'zh' ? 'zh-CN' : 'en'}" class="not-found">` +
    `<h1>${escape(m.notFound.heading)}</h1><p>${escape(m.notFound.page)}</p>` +
    `<p><a data-home="${lang}" href="${escape(home + lang + '/')}">← ${escape(m.app.title)}</a></p>` +
    `</section>`
  )
}

/**
 * The page, with the app's stylesheet `css` inline; `siteUrl` is SITE_URL, or "" when not given.
 * Both languages' texts must be loaded (loadMessages).
 */
export function notFoundPage(css: string, siteUrl: string): string {
  if (/<\/style/i.test(css)) throw new Error('not-found-page: the stylesheet contains "</style"')
  const home = siteUrl ? (siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`) : '/'
  const title = LANGS.map((lang) => messagesOf(lang).notFound.heading).join(' · ')
  return (
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">' +
    // No file of the site can be named from an unknown depth: no icon, and no request for one.
    '<link rel="icon" href="data:,">' +
    `<title>${escape(title)}</title><style>${css}</style></head>` +
    `<body><main id="main" class="not-found-page">${LANGS.map((l) => section(l, home)).join('')}</main>` +
    `<script>${NOT_FOUND_SCRIPT}</script></body></html>`
  )
}
