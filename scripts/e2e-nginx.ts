/**
 * Serves the e2e site (`.site/`, prepared by scripts/e2e-site.ts) with Debian's nginx and the
 * production config, deploy/nginx.conf, as a maintainer would publish the build:
 *   http://127.0.0.1:$PORT/kafka-digest/  (and /fixture/, /hostile/, /long-words/, /gold-dev/, /synthetic/)
 *
 * nginx runs in the foreground, unprivileged or as root, in a temporary prefix of its own
 * (config, pid, logs, temp folders), never touching /etc/nginx or /var/log/nginx. Stop it with
 * SIGTERM or SIGINT: nginx stops, the prefix is deleted, the exit code is 0.
 *
 *   PORT=4175 tsx scripts/e2e-nginx.ts      (NGINX=/path/to/nginx to use another binary)
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const site = join(root, '.site')
const port = process.env.PORT ?? '4175'
// Not in a normal user's PATH on Debian (/usr/sbin).
const nginx = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')
// deploy/nginx.conf's brotli_static: Debian's libnginx-mod-http-brotli-static. Loaded by its full
// path: Debian's own line for it names it relative to nginx's prefix, and this one is temporary.
const brotliModule =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/** The sub-paths that scripts/e2e-site.ts prepares; the first is the one deploy/nginx.conf names. */
const SUB_PATHS = [
  'kafka-digest',
  'fixture',
  'hostile',
  'long-words',
  'gold-dev',
  'synthetic',
] as const

/** A path as one nginx argument, whatever it holds (the checkout may have a space in its path). */
const quote = (path: string) => `"${path.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`

/**
 * deploy/nginx.conf made to serve `siteDir` on 127.0.0.1:`port`, with the sub-path section
 * repeated for every test site. Throws when the file no longer has the shape this relies on,
 * rather than serving something else than what production gets.
 */
function testConfig(production: string, siteDir: string, port: string): string {
  const once = (pattern: RegExp, what: string) => {
    const found = production.match(new RegExp(pattern.source, 'gm')) ?? []
    if (found.length !== 1)
      throw new Error(`deploy/nginx.conf: expected ${what} once, found it ${found.length} times`)
    return found[0]
  }
  const start = once(/^[ \t]*# ---- sub-path \/kafka-digest\/:.*$/, 'the sub-path start marker')
  const end = once(
    /^[ \t]*# ---- end of sub-path \/kafka-digest\/ ----$/,
    'the sub-path end marker',
  )
  once(/^[ \t]*root[ \t]+[^;]+;$/, 'a root directive')
  const section = production.slice(production.indexOf(start), production.indexOf(end))
  if (!/^[ \t]*listen[ \t]/m.test(production))
    throw new Error('deploy/nginx.conf: no listen directive')
  if (/^[ \t]*listen[ \t]/m.test(section))
    throw new Error('deploy/nginx.conf: a listen in the sub-path section')

  const others = SUB_PATHS.slice(1).map((name) => section.replaceAll('/kafka-digest', `/${name}`))
  let listened = false
  return (
    production
      // Replacer functions: the config's own `$` (nginx variables) must stay as written.
      .replace(section, () => [section, ...others].join('\n'))
      .replace(/^[ \t]*root[ \t]+[^;]+;$/m, () => `    root ${quote(siteDir)};`)
      .replace(/^[ \t]*listen[ \t]+[^;]+;\n/gm, () => {
        // Every listen of production (80, [::]:80, 443 ...) becomes one local port.
        if (listened) return ''
        listened = true
        return `    listen 127.0.0.1:${port};\n`
      })
  )
}

function main() {
  if (!existsSync(join(site, 'kafka-digest', 'index.html'))) {
    console.error('e2e-nginx: no .site/kafka-digest/index.html; run scripts/e2e-site.ts first')
    process.exit(1)
  }
  if (!existsSync(brotliModule)) {
    console.error(
      `e2e-nginx: no ${brotliModule} (deploy/nginx.conf needs it): apt-get install libnginx-mod-http-brotli-static, or give its path in NGINX_BROTLI_MODULE`,
    )
    process.exit(1)
  }
  const prefix = mkdtempSync(join(tmpdir(), 'kafka-digest-nginx-'))
  for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir))
  writeFileSync(
    join(prefix, 'kafka-digest.conf'),
    testConfig(readFileSync(join(root, 'deploy/nginx.conf'), 'utf8'), site, port),
  )
  const temp = (name: string) => quote(join(prefix, 'temp', name))
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      // In the foreground: this script owns the process, Playwright owns this script.
      'daemon off;',
      'worker_processes 1;',
      `load_module ${quote(brotliModule)};`,
      // As root, nginx would run its workers as nobody, who may not be allowed into the
      // checkout (CI runs as root, perhaps under /root). This server only listens on 127.0.0.1.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `pid ${quote(join(prefix, 'nginx.pid'))};`,
      // Below crit are the missing files and folder listings that the tests ask for; what is
      // not their answer (a file nginx may not read, a bad config) is crit or worse.
      'error_log stderr crit;',
      'events { worker_connections 256; }',
      'http {',
      // Nothing else from Debian's /etc/nginx/nginx.conf (mime.types, gzip): deploy/nginx.conf
      // must not need it.
      `  access_log ${quote(join(prefix, 'logs', 'access.log'))};`,
      `  client_body_temp_path ${temp('client_body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${quote(join(prefix, 'kafka-digest.conf'))};`,
      '}',
      '',
    ].join('\n'),
  )

  // -e: the error log nginx opens before it has read its config (else /var/log/nginx/error.log).
  const server = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  let stopping = false
  const stop = () => {
    stopping = true
    // TERM: nginx's fast shutdown (the signal may already have reached it through the group).
    server.kill('SIGTERM')
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  server.on('error', (error) => {
    console.error(`e2e-nginx: cannot run ${nginx} (apt-get install nginx): ${error.message}`)
    rmSync(prefix, { recursive: true, force: true })
    process.exit(1)
  })
  server.on('exit', (code, signal) => {
    rmSync(prefix, { recursive: true, force: true })
    // 0: it was told to stop, maybe by the signal Playwright sends the whole process group,
    // which can reach nginx before this script has seen it.
    if (stopping || code === 0) process.exit(0)
    console.error(`e2e-nginx: nginx stopped (${signal ?? `exit code ${code}`})`)
    process.exit(1)
  })
  console.log(
    `e2e-nginx: starting nginx on http://127.0.0.1:${port}/kafka-digest/ (prefix ${prefix})`,
  )
}

main()
