import { describe, expect, it } from 'vitest'
import { codeSpans } from '../../../src/shared/lib/code-spans'

/** The digests write names of code as Markdown code spans: `INVALID_REQUEST`. */
describe('the code spans of a digest text', () => {
  it('are told apart from the words around them, without their backticks', () => {
    expect(codeSpans('returning an `INVALID_REQUEST` error, `a-b` too')).toEqual([
      { text: 'returning an ', code: false },
      { text: 'INVALID_REQUEST', code: true },
      { text: ' error, ', code: false },
      { text: 'a-b', code: true },
      { text: ' too', code: false },
    ])
  })

  it('leave a text without any as it is', () => {
    expect(codeSpans('no code here')).toEqual([{ text: 'no code here', code: false }])
    expect(codeSpans('')).toEqual([])
  })

  it('need both backticks: a lone one, or an empty pair, stays as written', () => {
    expect(codeSpans('a ` b')).toEqual([{ text: 'a ` b', code: false }])
    expect(codeSpans('a `` b')).toEqual([{ text: 'a `` b', code: false }])
    expect(codeSpans('`x` and ` y')).toEqual([
      { text: 'x', code: true },
      { text: ' and ` y', code: false },
    ])
  })

  it('hold what is between as text, markup included: nothing else of Markdown or HTML', () => {
    expect(codeSpans('`<script>alert(1)</script>` **bold**')).toEqual([
      { text: '<script>alert(1)</script>', code: true },
      { text: ' **bold**', code: false },
    ])
  })
})
