/**
 * Serves the production build the way a maintainer would publish it: by a plain static file
 * server, under sub-paths. Run `npm run build` first.
 *   /kafka-digest/  the build with the real data
 *   /fixture/       the same build with the made-up three weeks (tests/fixtures/three-weeks)
 *   /hostile/       the same build with a made-up hostile digest (tests/fixtures/hostile)
 *   /long-words/    the same build with a made-up week of very long words (tests/fixtures/long-words)
 *   /gold-dev/      the same build with the ten made-up, labelled dev weeks (tests/fixtures/gold-dev):
 *                   votes and withdrawals, some of which the real wiki facts contradict
 *   /synthetic/     the same build with 30 SYNTHETIC weeks (scripts/synthetic-corpus.ts): the long
 *                   history the views page
 */
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const site = join(root, '.site')
const dist = join(root, 'dist')
if (!existsSync(join(dist, 'index.html'))) {
  console.error('e2e-site: no dist/index.html; run `npm run build` first')
  process.exit(1)
}

rmSync(site, { recursive: true, force: true })
mkdirSync(site, { recursive: true })
symlinkSync(dist, join(site, 'kafka-digest'))

const FIXTURE_PEOPLE = 'tests/fixtures/people.json'
// The synthetic weeks are written where the site is, made anew with it.
const syntheticDigests = join(site, '.synthetic-digests')
execFileSync(
  'npx',
  ['tsx', join(root, 'scripts/synthetic-corpus.ts'), '--weeks', '30', '--out', syntheticDigests],
  { cwd: root, stdio: 'inherit' },
)
for (const [name, digests, people] of [
  ['fixture', 'tests/fixtures/three-weeks', FIXTURE_PEOPLE],
  ['hostile', 'tests/fixtures/hostile', FIXTURE_PEOPLE],
  ['long-words', 'tests/fixtures/long-words', FIXTURE_PEOPLE],
  ['gold-dev', 'tests/fixtures/gold-dev', 'tests/fixtures/gold-dev/people.json'],
  ['synthetic', syntheticDigests, 'data/people.json'],
] as const) {
  // The build's code and icons, not its pages or data: those are written from the made-up data.
  const target = join(site, name)
  mkdirSync(target, { recursive: true })
  for (const file of ['assets', 'favicon.svg', 'print.css', 'edition.css'])
    cpSync(join(dist, file), join(target, file), { recursive: true })
  execFileSync('npx', ['tsx', join(root, 'scripts/build-data.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DIGESTS_DIR: resolve(root, digests),
      PEOPLE_FILE: join(root, people),
      // The real facts of the KIPs the fixtures name, not the whole catalog's 2,600 pages.
      KIPS_FILE: join(root, 'tests/fixtures/kips-subset.json'),
      DATA_OUT: join(target, 'data'),
      // Made-up digests: no record of published ids (never data/published-ids.json).
      PUBLISHED_IDS: '',
    },
  })
  // Every page and feed of the site, from its own data, and the gzip copies the server hands out.
  for (const script of ['scripts/prerender.ts', 'scripts/feeds.ts', 'scripts/compress.ts'])
    execFileSync('npx', ['tsx', join(root, script), '--dist', target], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
}

// A host serves its site's 404.html for any unknown address (GitHub Pages, Netlify, and
// http-server from the folder it serves): the real site's, which finds its way back by itself.
cpSync(join(dist, '404.html'), join(site, '404.html'))

const port = process.env.PORT ?? '4174'
const server = spawn(
  join(root, 'node_modules/.bin/http-server'),
  // -b -g: serve the build's brotli copies, else its gzip copies, as a production host would
  // compress.
  [site, '-a', '127.0.0.1', '-p', port, '-s', '-b', '-g', '-c-1'],
  {
    stdio: 'inherit',
  },
)
const stop = () => server.kill()
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
