/**
 * Which options of a combobox (weeks, KIPs, people) a reader's typing picks out: an option
 * matches when every word typed is part of its text or of one of its keywords ("1327" finds
 * "KIP-1327 · …", "2026-w20" finds a week by its id, 黃竣陽 finds 黄竣阳), folded as search folds
 * text (domain/search/terms.ts). Only the first `limit` are drawn: ten years are thousands of
 * options, and a reader narrows them by typing, not by scrolling.
 */
import { foldText } from '../../domain/search/terms'

export interface SelectOption {
  value: string
  /** What the option shows, and what the field shows once it is chosen. */
  text: string
  /** Other words that find it: a week's id, a person's other names. */
  keywords?: readonly string[]
}

export interface OptionMatches<O> {
  /** The first `limit` matches, in the options' order. */
  shown: O[]
  /** How many more match than are shown. */
  more: number
}

/** The words of a query, folded; none for a blank one. */
function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean)
}

/**
 * A matcher over `options`, each folded once (a field's options are matched again at every key
 * the reader types).
 */
export function optionMatcher<O extends SelectOption>(options: readonly O[]) {
  const folded = options.map((option) =>
    [option.text, ...(option.keywords ?? [])].map(foldText).join('\n'),
  )
  return (query: string, limit: number): OptionMatches<O> => {
    const words = queryWords(query)
    const shown: O[] = []
    let matching = 0
    options.forEach((option, i) => {
      if (!words.every((word) => folded[i]!.includes(word))) return
      matching += 1
      if (shown.length < limit) shown.push(option)
    })
    return { shown, more: matching - shown.length }
  }
}
