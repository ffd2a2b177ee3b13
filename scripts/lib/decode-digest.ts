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

// Bytes below 0x20 that no text file holds (all but tab, line ends, form feed and escape); NUL
// is counted apart, as UTF-16 text has one in every other byte.
const isControlByte = (b: number) =>
  b > 0 && b < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(b)

/** What the first 4 KiB say a file is, when it is not text in an 8-bit or multi-byte encoding. */
function shapeOf(bytes: Uint8Array): 'binary' | 'utf-16le' | 'utf-16be' | null {
  const sample = bytes.subarray(0, 4096)
  const zeros = (parity: number) => sample.filter((b, i) => b === 0 && i % 2 === parity).length
  const controls = sample.filter(isControlByte).length
  const [even, odd] = [zeros(0), zeros(1)]
  if ((controls >= 2 && controls * 100 > sample.length) || Math.min(even, odd) > sample.length / 16)
    return 'binary'
  if (odd > sample.length / 8) return 'utf-16le'
  if (even > sample.length / 8) return 'utf-16be'
  return null
}

/** What a file that is not UTF-8 looks like, for the message. */
function guessEncoding(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return 'UTF-16 LE (it starts with the byte-order mark FF FE)'
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return 'UTF-16 BE (it starts with the byte-order mark FE FF)'
  const shape = shapeOf(bytes)
  if (shape === 'utf-16le') return 'UTF-16 LE without a byte-order mark (every other byte is 0)'
  if (shape === 'utf-16be') return 'UTF-16 BE without a byte-order mark (every other byte is 0)'
  if (decodes(bytes, 'gbk')) return 'GBK / GB 18030 (simplified Chinese, as Windows saves it)'
  if (decodes(bytes, 'big5')) return 'Big5 (traditional Chinese)'
  return 'an 8-bit encoding such as Windows-1252'
}

const hex = (bytes: Uint8Array) =>
  [...bytes].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ')

/**
 * decodeDigest(bytes of "a\nb") → { ok: true, text: "a\nb" };
 * decodeDigest(GBK bytes) → { ok: false, line: 1, message: "not UTF-8 … looks like GBK …" }.
 */
export function decodeDigest(bytes: Uint8Array): Decoded {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)
  // NUL is valid UTF-8 but never in a text file: UTF-16 without a byte-order mark has one in
  // every other byte of Latin text.
  const nul = bytes.indexOf(0)
  const invalid = firstInvalidUtf8(bytes)
  const bad = utf16 ? 0 : nul >= 0 ? nul : invalid
  if (bad < 0) return { ok: true, text: new TextDecoder('utf-8').decode(bytes) }
  const lineOf = (at: number) => bytes.subarray(0, at).filter((b) => b === 0x0a).length + 1
  const shape = utf16 ? null : shapeOf(bytes)
  if (shape === 'binary') {
    const sample = bytes.subarray(0, 4096)
    const controls = sample.filter((b) => b === 0 || isControlByte(b)).length
    return {
      ok: false,
      line: 1,
      message:
        `expected a text file, found binary data (${controls} of its first ${sample.length} ` +
        `bytes are control bytes no text holds): is it a digest? A digest is a text file saved as UTF-8`,
    }
  }
  // Stray NULs in a file that is otherwise UTF-8: those bytes, not the file's encoding.
  if (!utf16 && shape === null && invalid < 0) {
    const more = bytes.filter((b) => b === 0).length - 1
    return {
      ok: false,
      line: lineOf(nul),
      message:
        `expected text, found a NUL byte (00) at byte ${nul}${more > 0 ? ` and ${more} more` : ''}, ` +
        'in a file that is otherwise UTF-8: delete it (an editor or a copy from a terminal left it there)',
    }
  }
  return {
    ok: false,
    line: lineOf(bad),
    message:
      `expected UTF-8, found bytes that are not (${hex(bytes.subarray(bad, bad + 4))} at byte ` +
      `${bad}); the file looks like ${guessEncoding(bytes)}: save it as UTF-8`,
  }
}
