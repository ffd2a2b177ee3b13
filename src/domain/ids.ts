/**
 * Ids become file names of the built site (`people/<id>.json`, `weeks/<id>.json`), so whatever
 * ingest accepts must be writable by the build: one check, used by ingest (people-registry.ts,
 * people.ts) and by the build before it writes (files/layout.ts checkDataPaths).
 */

/**
 * The longest id in UTF-8 bytes: file systems take 255 bytes per name, less room for ".json"
 * and a margin. 200 bytes are 200 Latin letters or 66 Chinese characters.
 */
export const MAX_ID_BYTES = 200

/** Bytes of a string in UTF-8: utf8Length("黃a") → 4. (No TextEncoder: src/domain uses no host API.) */
export function utf8Length(text: string): number {
  let bytes = 0
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4
  }
  return bytes
}

/**
 * What keeps an id from being a file name, or undefined when it can be one.
 * idProblem("jun-rao") → undefined; idProblem("") → "is empty"; idProblem("黃".repeat(120)) →
 * "is 360 bytes long in UTF-8; a file name takes at most 200".
 */
export function idProblem(id: string): string | undefined {
  if (id === '') return 'is empty'
  if (id === '.' || id === '..' || /[/\\\0]/.test(id)) return 'is not a file name'
  const bytes = utf8Length(id)
  if (bytes > MAX_ID_BYTES)
    return `is ${bytes} bytes long in UTF-8; a file name takes at most ${MAX_ID_BYTES}`
  return undefined
}
