/**
 * The page the URL asks for (1 when none) among `pages`, the last one when it asks for a page
 * past the end. pageNumber(7, 3) → 3; pageNumber(undefined, 3) → 1.
 */
export function pageNumber(requested: number | undefined, pages: number): number {
  return Math.min(Math.max(1, requested ?? 1), Math.max(1, pages))
}

/**
 * One page of a long list: the page the URL asks for (pageNumber).
 * paginate([a, b, c], 2, 2) → { items: [c], page: 2, pages: 2 }.
 */
export function paginate<T>(
  items: readonly T[],
  size: number,
  requested: number | undefined,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const page = pageNumber(requested, pages)
  return { items: items.slice((page - 1) * size, page * size), page, pages }
}
