/**
 * Where a value goes in a text, so that something other than text (a link) can be put there:
 * t("common.labelled", { label, value: VALUE_PLACE }) → "Perhaps you meant: \0".
 */
export const VALUE_PLACE = '\u0000'

/** The text before and after VALUE_PLACE: "Perhaps you meant: \0" → ["Perhaps you meant: ", ""]. */
export function aroundValue(text: string): [before: string, after: string] {
  const at = text.indexOf(VALUE_PLACE)
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + VALUE_PLACE.length)]
}
