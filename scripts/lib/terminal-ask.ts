/**
 * The prompts of npm run review on a terminal (@inquirer/prompts): a choice is a key and Enter
 * (`expand` where every key is a letter or digit, which it requires, else `rawlist`, whose keys
 * may be "+" and "-"), a text a line with its default (Enter keeps it, Tab edits it).
 */
import { expand, input, rawlist } from '@inquirer/prompts'
import type { Ask } from './review-session'

type Context = Parameters<typeof input>[1]
/** A key expand takes: one lower-case letter or digit, "h" (its help) excepted. */
type ExpandKey = Exclude<Parameters<typeof expand>[0]['default'], 'h' | undefined>
const isExpandKey = (key: string): key is ExpandKey => /^[a-gi-z0-9]$/.test(key)

/** An Ask on the terminal; `context` (other streams) for a test. */
export function terminalAsk(context?: Context): Ask {
  return {
    async choose(message, choices, defaultKey) {
      const keyed = choices.flatMap((c) => (isExpandKey(c.key) ? [{ ...c, key: c.key }] : []))
      if (keyed.length === choices.length)
        return expand(
          {
            // The keys with a word each ("d done · a agreed · …"); h lists them in full.
            message: `${message} ${keyed.map((c) => `${c.key} ${c.name.split(/[:(]/)[0]!.trim()}`).join(' · ')}`,
            choices: keyed,
            ...(defaultKey && isExpandKey(defaultKey) ? { default: defaultKey } : {}),
          },
          context,
        )
      const preset = choices.find((c) => c.key === defaultKey)
      return rawlist(
        { message, choices, ...(preset ? { default: preset.value } : {}), loop: false },
        context,
      )
    },
    async text(message, defaultText, validate) {
      return input(
        { message: `${message} (Enter keeps it, Tab edits it)`, default: defaultText, validate },
        context,
      )
    },
  }
}
