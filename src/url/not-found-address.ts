import { MAX_VALUE_LENGTH } from './search-params'
import { isLang } from './site-paths'

/** What an address no page has, below the site root, asked for. */
export interface Asked {
  /** The view it names: the segment after its language (or first, when it names none). */
  view?: string
  /** What it names in that view: the segment after it. */
  id?: string
  /** Words to search the site for: its last segment as text ("" when too long to search for). */
  words: string
}

/** A segment as text: decoded where its escapes can be read, else as written. */
function asText(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * What an address of the site that no page has asked for, for the not-found page to offer
 * something near it and a search.
 * askedFor("/en/kips/99999/") → { view: "kips", id: "99999", words: "99999" };
 * askedFor("/people/jun-ra/") → { view: "people", id: "jun-ra", words: "jun-ra" }.
 */
export function askedFor(path: string): Asked {
  const parts = path.split('/').filter(Boolean).map(asText)
  if (isLang(parts[0])) parts.shift()
  const [view, id] = parts
  const last = parts.at(-1) ?? ''
  return {
    ...(view === undefined ? {} : { view }),
    ...(id === undefined ? {} : { id }),
    words: last.length > MAX_VALUE_LENGTH ? '' : last,
  }
}

/**
 * The folder before an address's first language segment, where the site root is when the
 * address is one of its pages: "/kafka-digest/en/nope/" → "/kafka-digest/"; "/nope/" → undefined.
 */
export function folderBeforeLang(pathname: string): string | undefined {
  const parts = pathname.split('/')
  const at = parts.findIndex((part, i) => i > 0 && isLang(part))
  return at < 0 ? undefined : `${parts.slice(0, at).join('/')}/`
}

/** How many folders the not-found page tries at most: a site is seldom deep below its host. */
const MAX_CANDIDATES = 6

/**
 * The folders the site root may be for an address no page has, likeliest first: the folder
 * before its language, then each folder the address is in, from the nearest up (the highest
 * ones, when there are too many to try).
 * siteRootCandidates("/kafka-digest/en/nope/") → ["/kafka-digest/", "/kafka-digest/en/", "/"];
 * siteRootCandidates("/kafka-digest/nope") → ["/kafka-digest/", "/"].
 */
export function siteRootCandidates(pathname: string): string[] {
  const parts = pathname.split('/').slice(1, -1)
  const folders = [...parts.map((_, i) => `/${parts.slice(0, parts.length - i).join('/')}/`), '/']
  // The address itself is no root: the root has a page.
  if (pathname.endsWith('/') && parts.length > 0) folders.shift()
  const named = folderBeforeLang(pathname)
  const others = folders.filter((folder) => folder !== named)
  return named ? [named, ...others.slice(1 - MAX_CANDIDATES)] : others.slice(-MAX_CANDIDATES)
}
