import type { Lang } from '../domain/dataset'
import { LANGS } from '../domain/dataset'

/**
 * Where each page of the site lives. Every view has a real address, its language first:
 * `zh/thread/2026-W20-kip-1327/`, `en/kips/1327/`, `en/` (home); the site root `./` is the entry
 * page that sends a reader to their language. Each address is a pre-rendered file
 * (`zh/thread/…/index.html`), so any static server serves it, under any sub-path, with no rewrite
 * rule: every page carries `<base href>` pointing at the site root (`../../../` on a thread page),
 * and every link the app writes is relative to that root (`zh/kips/1327/`). Pure and table-tested.
 *
 * "App paths" are what the router sees: the address below the site root, with a leading slash
 * (`/zh/thread/x/`), whatever sub-path the site is served under.
 */

export function isLang(value: unknown): value is Lang {
  return LANGS.some((lang) => lang === value)
}

/**
 * A language as links from anywhere write it, read leniently by its primary language tag:
 * "en", "EN", "en-US", "en_GB", "en?x=1" (a chat app's parameter glued on) → "en"; "zh-CN",
 * "zh-Hant" → "zh". Anything else ("xx", "english", "") → undefined.
 */
export function parseLang(value: unknown): Lang | undefined {
  if (typeof value !== 'string') return undefined
  const primary = /^\s*([a-z]+)(?![a-z])/i.exec(value)?.[1]?.toLowerCase()
  return isLang(primary) ? primary : undefined
}

/** The segments of a path: "/zh/thread/x/" → ["zh", "thread", "x"]. */
function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '')
}

/**
 * The address of a view: appPath("en", "thread", "2026-W20-kip-1327") → "/en/thread/2026-W20-kip-1327/";
 * appPath("zh") → "/zh/". Each segment is percent-encoded (an id may hold any letter).
 */
export function appPath(lang: Lang, ...parts: string[]): string {
  return `/${[lang, ...parts].map(encodeURIComponent).join('/')}/`
}

/**
 * From a page to the site root, as `<base href>` writes it: "/zh/thread/x/" → "../../../";
 * "/zh/" → "../"; "/" → "./". An address without its final slash ("/zh/thread/x") is one level
 * less deep: static servers redirect it to the slash form, and the app writes only that form.
 */
export function rootFrom(path: string): string {
  const depth = segments(path).length - (path.endsWith('/') ? 0 : 1)
  return depth <= 0 ? './' : '../'.repeat(depth)
}

/**
 * An app href → the href written into the page, relative to the site root (`<base href>`):
 * "/zh/thread/x/?kip=1#a" → "zh/thread/x/?kip=1#a"; "/" → "./"; "/?q=1" → "./?q=1".
 */
export function siteHref(href: string): string {
  const relative = href.replace(/^\/+/, '')
  return relative === '' || /^[?#]/.test(relative) ? `./${relative}` : relative
}

/**
 * A href relative to the site root, absolute when the site's address is known (SITE_URL):
 * absoluteHref("zh/kips/", "https://example.org/digest") → "https://example.org/digest/zh/kips/";
 * absoluteHref("zh/kips/", "") → "zh/kips/".
 */
export function absoluteHref(href: string, siteUrl: string): string {
  return siteUrl ? new URL(href, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href : href
}

/**
 * The address below the site root, from the browser's path and the site root's path (the
 * pathname of `document.baseURI`): appPathOf("/kafka-digest/zh/kips/", "/kafka-digest/") →
 * "/zh/kips/"; a path outside the site root stays as it is.
 */
export function appPathOf(pathname: string, sitePath: string): string {
  const root = sitePath.endsWith('/') ? sitePath : `${sitePath}/`
  return pathname.startsWith(root) ? `/${pathname.slice(root.length)}` : pathname
}

/**
 * The address of a feed, next to the page it follows (src/domain/feeds.ts says which there are):
 * feedPath("en", "kips", "1327") → "/en/kips/1327/feed.xml"; feedPath("zh") → "/zh/feed.xml".
 */
export function feedPath(lang: Lang, ...parts: string[]): string {
  return `${appPath(lang, ...parts)}feed.xml`
}

/** The file at an address that names one: "/en/people/jun-rao/feed.xml" → "en/people/jun-rao/feed.xml". */
export function fileAt(path: string): string {
  return segments(path).map(decodeURIComponent).join('/')
}

/** The file a page is written to: "/zh/thread/x/" → "zh/thread/x/index.html"; "/" → "index.html". */
export function pageFile(path: string): string {
  return [...segments(path).map(decodeURIComponent), 'index.html'].join('/')
}

/** The language of an app path: "/en/kips/" → "en"; "/" or "/fr/" → undefined. */
export function langOfPath(path: string): Lang | undefined {
  const first = segments(path)[0]
  return isLang(first) ? first : undefined
}

/** The same page in another language: otherLangPath("/zh/kips/1327/", "en") → "/en/kips/1327/". */
export function withLangPath(path: string, lang: Lang): string {
  const rest = segments(path)
  if (isLang(rest[0])) rest.shift()
  return `/${[lang, ...rest].join('/')}/`
}

/**
 * Whether a location hash is a link of the earlier hash form, which every address of the first
 * site was (`#/thread/2026-W20-3?lang=en`): "#/…" → true; "", "#", "#main" → false. Where it
 * leads today: hash-links.ts, loaded only for such a link.
 */
export function isHashLink(hash: string): boolean {
  return hash.startsWith('#/')
}
