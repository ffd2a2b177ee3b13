import type { Lang } from '../domain/dataset'
import { LANGS } from '../domain/dataset'
import { messagesOf } from '../i18n/i18n'
import { absoluteHref, siteHref, withLangPath } from '../url/site-paths'

/** What a page says about itself to a tab, a bookmark, a search engine and a link preview. */
export interface PageMeta {
  /** The page's own title, without the site's name ("KIP-1327: …"); undefined on home. */
  title?: string
  description: string
  /** The page's Atom feed (src/domain/feeds.ts): its address and what a feed reader calls it. */
  feed?: { path: string; title: string }
}

/** The site's address when the build was given one (SITE_URL): canonical and preview URLs. */
const SITE_URL: string = import.meta.env?.SITE_URL ?? ''

/** "zh/kips/" → "https://example.org/digest/zh/kips/" with that site URL; without one, as it is. */
const absolute = (href: string) => absoluteHref(href, SITE_URL)

/** A description short enough for a preview card: cut at a word (or character) near 200. */
function shortDescription(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if ([...flat].length <= max) return flat
  const cut = [...flat].slice(0, max).join('')
  const atSpace = cut.lastIndexOf(' ')
  return `${atSpace > max * 0.6 ? cut.slice(0, atSpace) : cut}…`
}

const OG_LOCALE: Record<Lang, string> = { zh: 'zh_CN', en: 'en_US' }
const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' }

/** `lang` as `<html lang>` and `hreflang` write it: "zh" → "zh-CN". */
export function htmlLang(lang: Lang): string {
  return HTML_LANG[lang]
}

/**
 * The head tags of a page at app path `path` in `lang`, for the router's `head` option: title,
 * description, Open Graph and Twitter card (in the page's language), the same page in the other
 * language (`hreflang`), its Atom feed if it has one, and the canonical address when the build
 * knows the site's URL.
 */
export function pageHead(path: string, lang: Lang, meta: PageMeta) {
  const site = messagesOf(lang).app.title
  const title = meta.title ? `${meta.title} · ${site}` : site
  const description = shortDescription(meta.description)
  const self = withLangPath(path, lang)
  const url = absolute(siteHref(self))
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site },
      { property: 'og:title', content: meta.title ?? site },
      { property: 'og:description', content: description },
      { property: 'og:locale', content: OG_LOCALE[lang] },
      ...(SITE_URL ? [{ property: 'og:url', content: url }] : []),
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: meta.title ?? site },
      { name: 'twitter:description', content: description },
    ],
    links: [
      ...(SITE_URL ? [{ rel: 'canonical', href: url }] : []),
      ...LANGS.map((other) => ({
        rel: 'alternate',
        hrefLang: htmlLang(other),
        href: absolute(siteHref(withLangPath(self, other))),
      })),
      // Found by feed readers given the page's address (relative to <base> without SITE_URL).
      ...(meta.feed
        ? [
            {
              rel: 'alternate',
              type: 'application/atom+xml',
              title: meta.feed.title,
              href: absolute(siteHref(meta.feed.path)),
            },
          ]
        : []),
    ],
  }
}
