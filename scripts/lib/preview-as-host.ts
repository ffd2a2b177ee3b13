/**
 * `npm start`'s server (`vite preview`) made to answer as the hosts the site is published on do
 * (deploy/nginx.conf, GitHub Pages, a plain static server): a file, or a folder's page at its
 * address with the final slash; the address of a folder without it redirected there; anything
 * else the site's 404.html, with status 404. Vite's own fallback answers every unknown address
 * with the site root's page and status 200: an unstyled page whose relative links lead deeper
 * into nowhere (`en/nope/` → `en/nope/en/`), and a malformed escape with an empty 404.
 */
import { readFileSync, statSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { Duplex } from 'node:stream'
import type { Plugin } from 'vite'

export type HostAnswer =
  { kind: 'file' } | { kind: 'redirect'; location: string } | { kind: 'not-found' }

const NOT_FOUND: HostAnswer = { kind: 'not-found' }

/** What is at `file`: a file, a folder, or nothing. */
function entryAt(file: string): 'file' | 'folder' | undefined {
  const stat = statSync(file, { throwIfNoEntry: false })
  return stat?.isFile() ? 'file' : stat?.isDirectory() ? 'folder' : undefined
}

/**
 * What the site in `dist` answers to a request for `url` (its path and query, as the request
 * line has them): hostAnswer(dist, "/en/kips/") → file; "/en/kips?kip=1" → redirect to
 * "/en/kips/?kip=1"; "/en/nope/", "/en/%ZZ/", "/../x" → not found.
 */
export function hostAnswer(dist: string, url: string): HostAnswer {
  const queryAt = url.search(/[?#]/)
  const path = queryAt < 0 ? url : url.slice(0, queryAt)
  const query = queryAt < 0 ? '' : url.slice(queryAt)
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return NOT_FOUND
  }
  // No file name holds a control character; nothing outside the site is served.
  if (/\p{Cc}/u.test(decoded)) return NOT_FOUND
  const root = resolve(dist)
  const file = resolve(root, `.${decoded}`)
  if (file !== root && !file.startsWith(root + sep)) return NOT_FOUND
  const entry = entryAt(file)
  if (entry === 'file') return path.endsWith('/') ? NOT_FOUND : { kind: 'file' }
  if (entry !== 'folder' || entryAt(join(file, 'index.html')) !== 'file') return NOT_FOUND
  return path.endsWith('/') ? { kind: 'file' } : { kind: 'redirect', location: `${path}/${query}` }
}

/** The not-found page's head fields and body, read at each answer: a new build may have written it. */
function notFoundAnswer(dist: string) {
  const page = readFileSync(join(dist, '404.html'))
  const head = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(page.length),
    'Cache-Control': 'no-cache',
  }
  return { head, page }
}

/** The plugin: in front of Vite's own answers, it sends on what is not a file of the build. */
export function previewAsHost(): Plugin {
  return {
    name: 'kafka-digest:preview-as-host',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const answer = hostAnswer(dist, req.url ?? '/')
        if (answer.kind === 'file') return next()
        if (answer.kind === 'redirect') {
          res.writeHead(301, { Location: answer.location })
          return res.end()
        }
        const { head, page } = notFoundAnswer(dist)
        res.writeHead(404, head)
        res.end(req.method === 'HEAD' ? undefined : page)
      })
      // An address longer than Node reads (16 kB of request head) reaches no middleware: Vite
      // answers it with a bare 431, which the browser shows as its own error page. Before that
      // answer (Vite's handler leaves a socket already answered alone, though it logs its
      // warning), the not-found page.
      server.httpServer?.prependListener('clientError', (error: Error, socket: Duplex) => {
        if ((error as NodeJS.ErrnoException).code !== 'HPE_HEADER_OVERFLOW' || !socket.writable)
          return
        const { head, page } = notFoundAnswer(dist)
        const fields = Object.entries({ ...head, Connection: 'close' })
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('')
        socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 404 Not Found\r\n${fields}\r\n`), page]))
      })
    },
  }
}
