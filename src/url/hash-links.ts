import type { Lang } from '../domain/dataset'
import { fromQueryString } from './search-params'
import { appPath, isHashLink, isLang, parseLang, siteHref } from './site-paths'

/**
 * Where a link of the earlier hash form leads today. Loaded by the entry (entry-client.tsx) only
 * when the address holds one: no other page needs it.
 */

/**
 * A part of an old link's path as the text it names: decoded where its escapes can be read, else
 * as written ("%ZZ", "%E0%A4%A": an id no page has, so the reader lands on not-found, never on an
 * address a server refuses). A control character is in no id and no server takes one in a path:
 * such a part is taken as written too. Empty parts and folders up or here ("..", "%2e") are none.
 */
function readablePart(part: string): string | undefined {
  let text = part
  try {
    text = decodeURIComponent(part)
  } catch {
    // as written
  }
  if (/\p{Cc}/u.test(text)) text = part
  return text === '' || text === '.' || text === '..' ? undefined : text
}

/**
 * A location hash of the earlier form (`#/thread/2026-W20-3?lang=en&kip=1`) → its page today,
 * relative to the site root: "en/thread/2026-W20-3/?kip=1". The link's own language wins (read
 * leniently), else `fallback`. A hash that is no route ("", "#", "#main") → undefined. An old
 * thread id lands on a page that sends it on to its thread (published ids); whatever cannot be
 * read lands on a page of the site that says it is not found.
 */
export function hashLinkTarget(hash: string, fallback: Lang): string | undefined {
  if (!isHashLink(hash)) return undefined
  const whole = hash.slice(1)
  const anchorAt = whole.indexOf('#')
  const link = anchorAt < 0 ? whole : whole.slice(0, anchorAt)
  const anchor = anchorAt < 0 ? '' : whole.slice(anchorAt)
  const queryAt = link.indexOf('?')
  const params = fromQueryString(queryAt < 0 ? '' : link.slice(queryAt + 1))
  const lang = parseLang(params.lang) ?? fallback
  const rest = new URLSearchParams(params)
  rest.delete('lang')
  const search = rest.toString()
  const parts = (queryAt < 0 ? link : link.slice(0, queryAt))
    .split('/')
    .map(readablePart)
    .filter((part) => part !== undefined)
  if (isLang(parts[0])) parts.shift()
  return `${siteHref(appPath(lang, ...parts))}${search ? `?${search}` : ''}${anchor}`
}
