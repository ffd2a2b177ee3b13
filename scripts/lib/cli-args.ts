/**
 * The command line of a maintainer's command, read with node:util's parseArgs: an option it does
 * not know, or one without its value, is one line saying which and what the command takes, and
 * exit code 2 (a usage error), never a stack trace.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'

type Options = NonNullable<ParseArgsConfig['options']>

/** The options that name a folder; the other string options name a file. */
const FOLDERS = new Set(['digests', 'dist', 'data', 'ssr', 'public', 'work'])

/** "--digests <dir>" for a string option, "--force" for a flag: what `usage` lists. */
function optionUsage(name: string, option: Options[string]): string {
  if (option.type !== 'string') return `--${name}`
  return `--${name} <${FOLDERS.has(name) ? 'dir' : 'file'}>`
}

/** The options parsed from `args` (the process's, after the script), or the process exits. */
export function readOptions<const T extends Options>(
  command: string,
  options: T,
  args: readonly string[] = process.argv.slice(2),
) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: false }).values
  } catch (error) {
    const usage = Object.entries(options)
      .map(([name, option]) => optionUsage(name, option))
      .join(' ')
    // parseArgs's own words, without its advice to use "--" (none of these takes positionals).
    const said = (error as Error).message
      .split('.')[0]
      ?.replace(/^Unknown option/, 'unknown option')
    console.error(`${command}: ${said}; it takes: ${usage}`)
    process.exit(2)
  }
}
