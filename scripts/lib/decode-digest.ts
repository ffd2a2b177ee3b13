/**
 * A digest file's bytes → its text, or why it is not UTF-8: "not UTF-8, looks like UTF-16 LE",
 * "… like GBK". Invalid bytes are never turned into U+FFFD: a digest is data, a replaced
 * character is a lost one. (Node side: src/domain takes text, it never sees bytes.)
 */

export type Decoded = { ok: true; text: string } | { ok: false; line: number; message: string }

/** Offset of the first byte that is not valid UTF-8, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!
    const need =
      b < 0x80
        ? 0
        : b >= 0xc2 && b <= 0xdf
          ? 1
          : b >= 0xe0 && b <= 0xef
            ? 2
            : b >= 0xf0 && b <= 0xf4
              ? 3
              : -1
    if (need < 0) return i
    for (let k = 1; k <= need; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i
    // Overlong three-byte forms and surrogates (E0 80–9F, ED A0–BF), beyond U+10FFFF (F0 80–8F, F4 90+).
    const c = bytes[i + 1] ?? 0
    if ((b === 0xe0 && c < 0xa0) || (b === 0xed && c > 0x9f)) return i
    if ((b === 0xf0 && c < 0x90) || (b === 0xf4 && c > 0x8f)) return i
    i += need + 1
  }
  return -1
}

function decodes(bytes: Uint8Array, encoding: string): boolean {
  try {
    new TextDecoder(encoding, { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/** What a file that is not UTF-8 looks like, for the message. */
function guessEncoding(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return 'UTF-16 LE (it starts with the byte-order mark FF FE)'
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return 'UTF-16 BE (it starts with the byte-order mark FE FF)'
  const sample = bytes.subarray(0, 4096)
  const zeros = (parity: number) => sample.filter((b, i) => b === 0 && i % 2 === parity).length
  if (zeros(1) > sample.length / 8)
    return 'UTF-16 LE without a byte-order mark (every other byte is 0)'
  if (zeros(0) > sample.length / 8)
    return 'UTF-16 BE without a byte-order mark (every other byte is 0)'
  if (decodes(bytes, 'gbk')) return 'GBK / GB 18030 (simplified Chinese, as Windows saves it)'
  if (decodes(bytes, 'big5')) return 'Big5 (traditional Chinese)'
  return 'an 8-bit encoding such as Windows-1252'
}

/**
 * decodeDigest(bytes of "a\nb") → { ok: true, text: "a\nb" };
 * decodeDigest(GBK bytes) → { ok: false, line: 1, message: "not UTF-8 … looks like GBK …" }.
 */
export function decodeDigest(bytes: Uint8Array): Decoded {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)
  // NUL is valid UTF-8 but never in a text file: UTF-16 without a byte-order mark has one in
  // every other byte of Latin text.
  const nul = bytes.indexOf(0)
  const bad = utf16 ? 0 : nul >= 0 ? nul : firstInvalidUtf8(bytes)
  if (bad < 0) return { ok: true, text: new TextDecoder('utf-8').decode(bytes) }
  const line = bytes.subarray(0, bad).filter((b) => b === 0x0a).length + 1
  const at = [...bytes.subarray(bad, bad + 4)]
    .map((b) => b.toString(16).toUpperCase().padStart(2, '0'))
    .join(' ')
  return {
    ok: false,
    line,
    message:
      `expected UTF-8, found bytes that are not (${at} at byte ${bad}); the file looks like ` +
      `${guessEncoding(bytes)}: save it as UTF-8`,
  }
}
