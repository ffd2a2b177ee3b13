/**
 * Lower-cases and unifies widths and spaces so that search is insensitive to them: the build
 * writes search.json with it and every search box compares with it.
 * normalizeForSearch("ＫＩＰ-1327  Share") → "kip-1327 share".
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ')
}
