import { join, resolve } from 'node:path'
import { build, type Rolldown } from 'vite'

const root = resolve(import.meta.dirname, '../..')

/**
 * A module of the app (`entry`, a path from the project root) bundled into one plain script, for
 * a page to carry inline: the not-found page's, which can name no file of the site, and the one
 * every page runs before its entry script (src/app/entry-watch.ts).
 */
export async function inlineScript(entry: string, name: string): Promise<string> {
  const built = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: join(root, entry), formats: ['iife'], name },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const [chunk] = (Array.isArray(built) ? built[0]! : built).output
  if (chunk?.type !== 'chunk') throw new Error(`${entry}: the script was not bundled`)
  // A page reads a script up to the first "</script"; the pages' scan refuses "<!--" in one.
  if (/<\/script|<!--/i.test(chunk.code))
    throw new Error(`${entry}: the bundled script contains "</script" or "<!--"`)
  return chunk.code
}
