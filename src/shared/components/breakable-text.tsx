import { Fragment } from 'react'
import { identifierBreaks } from '../lib/identifier-breaks'

/** A title whose long identifiers may break where a reader expects (identifierBreaks), as text. */
export function BreakableText({ text }: { text: string }) {
  return identifierBreaks(text).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ))
}
