/** How the KIP cards are sorted: last discussed (the default), KIP number, number of people. */
export const KIP_SORTS = ['recent', 'number', 'people'] as const
export type KipSort = (typeof KIP_SORTS)[number]

/**
 * The KIP cards' reading of the shared `sort` param: "people" → "people"; absent → "recent"
 * (the default); another view's column ("first-seen") → "recent" with `ignored: true`, so the
 * page can say so.
 */
export function kipSortOf(sort: string | undefined): { sort: KipSort; ignored: boolean } {
  if (sort === undefined) return { sort: 'recent', ignored: false }
  const known = KIP_SORTS.find((kipSort) => kipSort === sort)
  return known ? { sort: known, ignored: false } : { sort: 'recent', ignored: true }
}
