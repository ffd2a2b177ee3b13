import { createHash } from 'node:crypto'
import { build, type Plugin, type Rolldown } from 'vite'

/**
 * Puts what the first paint waits for inside index.html itself, so that the pre-rendered page
 * paints from the HTML response alone, as a plain text page would:
 *
 * - the boot script (src/app/lang-boot.ts: picks the language before the first paint, with the
 *   app's own modules, bundled here into one small function) replaces
 *   the `<!--lang-boot-->` placeholder. As a file it was a parser-blocking request. The page's
 *   Content-Security-Policy allows it by its hash (`'sha256-…'` added to script-src), so no
 *   'unsafe-inline' is needed and any other inline script is still refused;
 * - in the build, the entry's stylesheet becomes a `<style>` element instead of a render-blocking
 *   `<link>` (about 50 ms of a cold load from a local static server, in Debian's Chromium), and
 *   the CSS file is dropped from the output: nothing else loads it.
 */
export function inlineFirstPaint(bootScript: string): Plugin {
  let base = './'
  let boot: Promise<string> | undefined
  return {
    name: 'inline-first-paint',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        boot ??= bundleBootScript(bootScript)
        const code = await boot
        const hash = createHash('sha256').update(code).digest('base64')
        const csp =
          /(<meta\s+http-equiv="Content-Security-Policy"\s+content="[^"]*script-src 'self')/
        if (!html.includes('<!--lang-boot-->') || !csp.test(html))
          throw new Error(
            "inline-first-paint: index.html needs a <!--lang-boot--> placeholder and a CSP meta tag with script-src 'self'",
          )
        let page = html
          .replace('<!--lang-boot-->', () => `<script>${code}</script>`)
          .replace(csp, (policy) => `${policy} 'sha256-${hash}'`)

        const bundle = ctx.bundle
        if (!bundle) return page
        page = page.replace(
          /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g,
          (tag, href: string) => {
            const fileName = href.startsWith(base) ? href.slice(base.length) : href
            const asset = bundle[fileName]
            if (asset?.type !== 'asset') return tag
            const css = String(asset.source)
            if (/<\/style/i.test(css))
              throw new Error(`inline-first-paint: ${fileName} contains "</style"`)
            delete bundle[fileName]
            return `<style>${css}</style>`
          },
        )
        return page
      },
    },
  }
}

/** The boot script and what it imports → one minified classic script (an IIFE), as inline text. */
async function bundleBootScript(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'langBoot', fileName: 'lang-boot' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk')
  if (!chunk) throw new Error(`inline-first-paint: bundling ${entry} gave no code`)
  const code = chunk.code.trim()
  if (/<\/script/i.test(code)) throw new Error(`inline-first-paint: ${entry} contains "</script"`)
  return code
}
