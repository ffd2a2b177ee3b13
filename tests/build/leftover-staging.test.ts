// @vitest-environment node
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFolder, MADE_UP, runScript, siteBuildArgs, snapshot } from '../helpers/build-runs'
import { ROOT } from '../helpers/datasets'

/**
 * A data build (scripts/build-data.ts) interrupted once its staging folder is written leaves
 * `public/.data.tmp-<pid>/` beside `public/data/`; a build copies the public folder into the
 * site. Nothing but the build's own output is published: a leftover of a data build that has
 * ended is removed (and said so), one of a data build still running stops the build, naming it.
 * The public folder is a copy of the project's (with an editor's swap file beside the styles),
 * in a temporary folder (tests/helpers/build-runs.ts); the weeks are the MADE-UP three-weeks.
 */
const tmp = buildFolder('leftover-staging')
const pub = join(tmp, 'public')
mkdirSync(pub)
const statics = readdirSync(join(ROOT, 'public')).filter((name) => name !== 'data')
for (const name of statics) copyFileSync(join(ROOT, 'public', name), join(pub, name))
writeFileSync(join(pub, '.print.css.swp'), 'an editor swap file')
const data = join(pub, 'data')
const dist = join(tmp, 'dist')
const build = () => runScript([...siteBuildArgs(tmp), '--public', pub], MADE_UP).ended

/** A data build into public/data, held once its staging folder is written. */
async function heldDataBuild(name: string) {
  const run = runScript(
    ['scripts/build-data.ts'],
    { ...MADE_UP, DATA_OUT: data },
    { hold: ['data staged'], go: join(tmp, `go-${name}`) },
  )
  await run.reached('data staged')
  const staging = readdirSync(pub).filter((n) => n.startsWith('.data.tmp-'))
  expect(staging).toHaveLength(1)
  return { run, staging: join(pub, staging[0]!), pid: Number(staging[0]!.split('-').at(-1)) }
}

describe('what a data build leaves beside public/data', () => {
  it('while its data build runs: the build stops, naming it, and changes nothing', async () => {
    const first = await heldDataBuild('first')
    const refused = await build()
    expect(refused.status).toBe(1)
    expect(refused.output).toContain(
      `${first.staging} is being written by a data build that is still running (pid ${first.pid}): ` +
        `wait for it to end, or stop it (kill ${first.pid}), then build again; nothing was changed`,
    )
    expect(existsSync(dist)).toBe(false)
    expect(existsSync(first.staging)).toBe(true)
    await first.run.kill()

    // Killed: the next data build removes what it left, and says so.
    const second = await heldDataBuild('second')
    await second.run.kill()
    expect(await second.run.ended.then((r) => r.output)).toContain(
      `removed ${first.staging}, left by an interrupted data build (pid ${first.pid} is no longer running)`,
    )
    expect(existsSync(first.staging)).toBe(false)
  }, 60_000)

  it('once it is gone: the build removes it, says so, and publishes nothing hidden, only the site', async () => {
    const [left] = readdirSync(pub).filter((n) => n.startsWith('.data.tmp-'))
    expect(left).toBeDefined()
    const built = await build()
    expect(built.status, built.output).toBe(0)
    expect(built.output).toContain(`removed ${join(pub, left!)}, left by an interrupted data build`)
    expect(readdirSync(pub).sort()).toEqual([...statics, '.print.css.swp', 'data'].sort())
    const files = Object.keys(snapshot(dist))
    expect(files).toEqual(expect.arrayContaining([...statics, 'index.html', 'data/index.json']))
    expect(files.filter((f) => f.split('/').some((part) => part.startsWith('.')))).toEqual([])
  }, 120_000)
})
