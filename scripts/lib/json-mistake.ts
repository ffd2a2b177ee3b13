/**
 * Where a text that is not JSON goes wrong, and what to do about it, for the hand-kept files the
 * build reads (data/people.json, data/kips.json, …). JSON.parse says only "at position 5394", and
 * not always that: this reads the text by the grammar of RFC 8259 to the first mistake and names it
 * by line and column, as an editor shows them (columns count characters, from 1).
 *
 * findJsonMistake('{\n  "a": 1,\n}') → { line: 2, column: 9, message: 'a comma after the last entry …' }
 */
export interface JsonMistake {
  line: number
  column: number
  message: string
}

/** The first mistake of `text` as JSON; undefined when it is JSON. */
export function findJsonMistake(text: string): JsonMistake | undefined {
  const reader = new Reader(text)
  try {
    reader.document()
    return undefined
  } catch (err) {
    if (!(err instanceof Mistake)) throw err
    return { ...lineAndColumn(text, err.at), message: err.message }
  }
}

class Mistake extends Error {
  constructor(
    readonly at: number,
    message: string,
  ) {
    super(message)
  }
}

const WORD = /[\w$.+-]/

class Reader {
  private at = 0
  constructor(private readonly text: string) {}

  document() {
    if (this.text.startsWith('\uFEFF'))
      throw new Mistake(
        0,
        'the file starts with a byte-order mark (U+FEFF): save it as UTF-8 without one',
      )
    this.space()
    if (this.at === this.text.length)
      throw new Mistake(0, 'the file is empty (or only blank): expected a JSON value')
    this.value()
    this.space()
    if (this.at < this.text.length)
      throw new Mistake(
        this.at,
        `expected the end of the file after the JSON value, found ${this.found()}: remove it, or put it inside the value`,
      )
  }

  private value(): void {
    const c = this.text[this.at]
    if (c === '{') return this.object()
    if (c === '[') return this.array()
    if (c === '"') return this.string()
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number()
    for (const word of ['true', 'false', 'null'])
      if (this.text.startsWith(word, this.at) && !WORD.test(this.text[this.at + word.length] ?? ''))
        return void (this.at += word.length)
    if (c === "'")
      throw new Mistake(this.at, 'expected a value, found \': JSON strings take double quotes (")')
    throw new Mistake(
      this.at,
      `expected a value (a string in double quotes, a number, true, false, null, { or [), found ${this.found()}`,
    )
  }

  private object() {
    this.at++
    this.space()
    if (this.text[this.at] === '}') return void this.at++
    for (;;) {
      if (this.text[this.at] !== '"')
        throw new Mistake(
          this.at,
          this.text[this.at] === "'"
            ? 'expected a property name, found \': JSON names take double quotes (")'
            : `expected a property name in double quotes, found ${this.found()}`,
        )
      this.string()
      this.space()
      if (this.text[this.at] !== ':')
        throw new Mistake(this.at, `expected ':' after the property name, found ${this.found()}`)
      this.at++
      this.space()
      this.value()
      if (this.afterEntry('}')) return
    }
  }

  private array() {
    this.at++
    this.space()
    if (this.text[this.at] === ']') return void this.at++
    for (;;) {
      this.value()
      if (this.afterEntry(']')) return
    }
  }

  /** After an entry: true at the closing bracket; at a comma, steps over it (and what follows). */
  private afterEntry(close: '}' | ']'): boolean {
    this.space()
    const c = this.text[this.at]
    if (c === close) {
      this.at++
      return true
    }
    if (c !== ',') {
      const missing = c === '"' || c === '{' || c === '[' || (c !== undefined && WORD.test(c))
      throw new Mistake(
        this.at,
        `expected ',' or '${close}' after the entry, found ${this.found()}` +
          (missing ? ': a comma is missing between two entries' : ''),
      )
    }
    const comma = this.at
    this.at++
    this.space()
    if (this.text[this.at] === close)
      throw new Mistake(
        comma,
        `a comma after the last entry, before '${close}': JSON allows none; remove this comma`,
      )
    return false
  }

  private string() {
    const start = this.at
    this.at++
    for (;;) {
      const c = this.text[this.at]
      if (c === undefined)
        throw new Mistake(start, 'this string is never closed: end it with a double quote (")')
      if (c === '"') return void this.at++
      if (c === '\n' || c === '\r')
        throw new Mistake(
          this.at,
          'a line break inside a string: close the string with " before it, or write \\n',
        )
      if (c < ' ')
        throw new Mistake(
          this.at,
          `the control character U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} inside a string: remove it, or write it as \\u escape`,
        )
      if (c === '\\') {
        const next = this.text[this.at + 1] ?? ''
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 2, this.at + 6)))
            throw new Mistake(this.at, 'expected four hexadecimal digits after \\u')
          this.at += 6
          continue
        }
        if (!'"\\/bfnrt'.includes(next) || next === '')
          throw new Mistake(
            this.at,
            `\\${next} is not an escape of JSON (those are \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX): write \\\\ for a backslash`,
          )
        this.at += 2
        continue
      }
      this.at++
    }
  }

  private number() {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.at))
    const end = this.at + (match?.[0].length ?? 0)
    if (!match || match[0] === '-' || WORD.test(this.text[end] ?? ''))
      throw new Mistake(
        this.at,
        `expected a number (digits, no leading zero, a dot and digits for a fraction), found ${this.found()}`,
      )
    this.at = end
  }

  private space() {
    while (' \t\n\r'.includes(this.text[this.at] ?? 'x')) this.at++
    const two = this.text.slice(this.at, this.at + 2)
    if (two === '//' || two === '/*')
      throw new Mistake(this.at, 'a comment: JSON has none; remove it')
  }

  /** What is at the reading point, quoted: a word whole, else one character, or the end. */
  private found(): string {
    if (this.at >= this.text.length) return 'the end of the file'
    const word = /^[\w$.+-]+/.exec(this.text.slice(this.at, this.at + 40))?.[0]
    const what = word ?? String.fromCodePoint(this.text.codePointAt(this.at)!)
    return `'${what}'`
  }
}

/** Line and column (in characters, both from 1) of a UTF-16 offset. */
function lineAndColumn(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at)
  const lineStart = before.lastIndexOf('\n') + 1
  return {
    line: before.split('\n').length,
    column: [...before.slice(lineStart)].length + 1,
  }
}
