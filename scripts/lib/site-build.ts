/**
 * The whole build, safe to interrupt (npm run build: scripts/build.ts). Every step writes into a
 * fresh folder of its own (`.build/run-<pid>/`); only when all of them have succeeded are the new
 * `dist/` and `public/data/` renamed into place (scripts/lib/publish.ts). Killed at any moment, or
 * failing at any step, it leaves the previous `dist/` and `public/data/` whole, and what it left
 * behind is deleted by the next build, never published: nothing is read from an earlier run's
 * folder. Two builds of the same folders never run at once: the second waits
 * (scripts/lib/build-lock.ts).
 *
 * Steps: data (scripts/build-data.ts, DIGESTS_DIR etc. as there), and beside it client (vite build)
 * → ssr (the pre-render entry); then prerender → feeds → compress → publish. Each prints
 * "build: <step>" as it starts (a checkpoint: scripts/lib/build-hooks.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { BuildStopped, checkpoint, type BuildHooks } from './build-hooks.ts'
import { FileProblem } from './file-problem.ts'
import { lockFolders } from './build-lock.ts'
import { clearLeftoverStaging, isRunning } from './leftovers.ts'
import { publish, recoverPublished, targets } from './publish.ts'
import { readOptions } from './cli-args.ts'

const root = resolve(import.meta.dirname, '../..')

/** The folders a build reads and publishes (absolute paths). */
export interface SiteBuildOptions {
  dist: string
  data: string
  /** The pre-render bundle, kept for scripts/e2e-site.ts, which pre-renders made-up data again. */
  ssr: string
  /** The site's static files (icons, styles), copied as they are; the data folder may be in it. */
  public: string
}

/**
 * The build's options from its command line:
 *
 *   tsx scripts/build.ts [--dist dist] [--data public/data] [--ssr node_modules/.cache/prerender]
 *                        [--public public]
 */
export function readSiteBuildOptions(
  args: readonly string[] = process.argv.slice(2),
): SiteBuildOptions {
  const values = readOptions(
    'build',
    {
      dist: { type: 'string', default: join(root, 'dist') },
      data: { type: 'string', default: join(root, 'public/data') },
      ssr: { type: 'string', default: join(root, 'node_modules/.cache/prerender') },
      public: { type: 'string', default: join(root, 'public') },
    },
    args,
  )
  return {
    dist: resolve(values.dist),
    data: resolve(values.data),
    ssr: resolve(values.ssr),
    public: resolve(values.public),
  }
}

/**
 * Builds the site and publishes it. Refusing to start (a data build still writing) or a step
 * failing is a BuildStopped, once it has cleaned up after itself; nothing is published then.
 */
export async function buildSite(options: SiteBuildOptions, hooks: BuildHooks = {}) {
  const { dist: distDir, data: dataDir } = options
  // Next to dist/, on its file system: dist/ is swapped in by a rename, and the other folders are
  // brought beside theirs first, copied if they are on another (scripts/lib/publish.ts).
  const work = join(dirname(distDir), '.build')
  const run = join(work, `run-${process.pid}`)
  const published = targets([distDir, dataDir, options.ssr])

  // One build at a time of these folders, taken before anything is touched: a second build waits
  // for the first, saying who it is, then builds (docs/building.md).
  const unlock = await lockFolders(
    published.map((target) => target.path),
    (line) => console.warn(`build: ${line}`),
  )
  process.once('exit', unlock)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      unlock()
      // Ended as by the signal, as before there was a lock to release.
      process.kill(process.pid, signal)
    })

  // A data build run by itself (scripts/build-data.ts) writes public/data through a staging folder
  // beside it: one still being written stops this build, one left by an interrupted run goes.
  const refusal = clearLeftoverStaging(dataDir, (line) => console.warn(`build: ${line}`))
  if (refusal) throw new BuildStopped(refusal)
  for (const path of recoverPublished(published))
    console.warn(`build: ${path} was put back from the interrupted build before`)
  // Whatever an interrupted or failed build left is deleted, never used; the work folder of a
  // build of another dist/ beside this one (another lock) is its own.
  mkdirSync(work, { recursive: true })
  for (const name of readdirSync(work)) {
    const pid = Number(/^run-(\d+)$/.exec(name)?.[1])
    if (pid === process.pid || (pid > 0 && !isRunning(pid)))
      rmSync(join(work, name), { recursive: true, force: true })
  }

  const stage = {
    // Apart: Vite copies the public folder while the data is being written.
    public: join(run, 'public'),
    data: join(run, 'data'),
    dist: join(run, 'dist'),
    ssr: join(run, 'ssr'),
  }

  /** The steps' processes under way, each with its end: a step that fails takes the others with it. */
  const running = new Map<ChildProcess, Promise<number | null>>()
  let failing = false

  /** Runs one step's command; a step that fails stops the build, and nothing is published. */
  async function step(
    name: string,
    command: string,
    args: string[],
    env: Record<string, string> = {},
  ) {
    checkpoint(name, hooks)
    const started = performance.now()
    const status = await start(command, args, env)
    // Killed because the step beside it failed: that one ends the build.
    if (failing) return new Promise<never>(() => {})
    if (status !== 0) {
      failing = true
      // The step beside it (the bundles beside the data) must not write on into what is deleted.
      for (const other of running.keys()) other.kill()
      await Promise.all(running.values())
      rmSync(run, { recursive: true, force: true })
      throw new BuildStopped(
        `step "${name}" failed; ${distDir} and ${dataDir} are left as they were`,
        status ?? 1,
      )
    }
    // Where a build's time goes, for whoever waits for it.
    console.log(`build: ${name} took ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }

  /** Starts a step's process; resolves with its exit code (null: it could not start, or was killed). */
  function start(command: string, args: string[], env: Record<string, string>) {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    const ended = new Promise<number | null>((done) => {
      child.once('error', () => done(null))
      child.once('exit', (code) => done(code))
    })
    running.set(child, ended)
    return ended.finally(() => running.delete(child))
  }

  const bin = (name: string) => join(root, 'node_modules/.bin', name)
  // Vite copies the public folder into dist/: a copy without any data, of this build or an
  // earlier one; the data goes in once it is written.
  // Nothing hidden is the site's (an editor's swap file, a data build's staging folder
  // `.data.tmp-<pid>/`), at any depth.
  for (const entry of readdirSync(options.public))
    if (!entry.startsWith('.') && entry !== 'data' && !entry.startsWith('data.'))
      cpSync(join(options.public, entry), join(stage.public, entry), {
        recursive: true,
        filter: (path) => !basename(path).startsWith('.'),
      })
  const vite = bin('vite')
  // A production build whoever runs it (a test runner sets NODE_ENV=test): the server bundle's
  // JSX must match the React that the pre-render loads.
  const viteEnv = { BUILD_PUBLIC_DIR: stage.public, NODE_ENV: 'production' }
  // The data step is one process, and the bundles need no data: on a machine of two cores, they
  // are built on the other one meanwhile.
  await Promise.all([
    step('data', bin('tsx'), ['scripts/build-data.ts'], { DATA_OUT: stage.data }),
    (async () => {
      await step(
        'client',
        vite,
        ['build', '--outDir', stage.dist, '--emptyOutDir', '--logLevel', 'warn'],
        viteEnv,
      )
      await step(
        'ssr',
        vite,
        [
          'build',
          '--ssr',
          'src/app/render-page.tsx',
          '--outDir',
          stage.ssr,
          '--emptyOutDir',
          '--logLevel',
          'warn',
        ],
        viteEnv,
      )
    })(),
  ])
  cpSync(stage.data, join(stage.dist, 'data'), { recursive: true })
  // The pre-render reads which files the client build made from Vite's manifest; the site does
  // not need to publish it.
  mkdirSync(stage.ssr, { recursive: true })
  renameSync(join(stage.dist, '.vite/manifest.json'), join(stage.ssr, 'client-manifest.json'))
  rmSync(join(stage.dist, '.vite'), { recursive: true, force: true })
  // React and the router run their production code, as in the browser. The server bundle imports
  // them from the project's node_modules, wherever the build's work folder is (a --dist outside
  // the checkout, as the benchmark's).
  await step(
    'prerender',
    bin('tsx'),
    ['scripts/prerender.ts', '--dist', stage.dist, '--ssr', stage.ssr],
    {
      NODE_ENV: 'production',
      NODE_PATH: join(root, 'node_modules'),
    },
  )
  // The Atom feeds, from the same data files as the pages (SITE_URL, if given, makes their links absolute).
  await step('feeds', bin('tsx'), ['scripts/feeds.ts', '--dist', stage.dist])
  await step('compress', bin('tsx'), ['scripts/compress.ts', '--dist', stage.dist])

  checkpoint('publish', hooks)
  try {
    publish(
      [
        { staged: stage.dist, target: published[0]! },
        { staged: stage.data, target: published[1]! },
        { staged: stage.ssr, target: published[2]! },
      ],
      (moment) => checkpoint(`publish: ${moment}`, hooks),
    )
  } catch (err) {
    // The disk, not the build: said as a maintainer can act on it (scripts/lib/file-problem.ts).
    if (err instanceof FileProblem) throw new BuildStopped(err.message)
    throw err
  }
  rmSync(run, { recursive: true, force: true })
  console.log(`build: done: ${distDir}, ${dataDir}`)
}
