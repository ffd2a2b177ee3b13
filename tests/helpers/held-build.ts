/**
 * A build run as its command runs it, but with the test's hook: held at the checkpoints named
 * (scripts/lib/build-hooks.ts), for tests/helpers/build-runs.ts.
 *
 *   tsx tests/helpers/held-build.ts <go file> <moment>[,<moment>…] scripts/build.ts [its options]
 *   tsx tests/helpers/held-build.ts <go file> <moment>[,<moment>…] scripts/build-data.ts
 *
 * At each moment named, the build waits until it is killed or the go file says that moment's name.
 * The wait is synchronous, so nothing of this process moves while it is held: the moment is exact,
 * not a guess by timing, and what the test sees is what a kill there would leave.
 */
import { existsSync, readFileSync } from 'node:fs'
import { endOnBuildStopped, type BuildHooks } from '../../scripts/lib/build-hooks'
import { buildData, readDataBuildOptions } from '../../scripts/lib/data-build'
import { buildSite, readSiteBuildOptions } from '../../scripts/lib/site-build'

const [go = '', moments = '', command, ...args] = process.argv.slice(2)
const held = new Set(moments.split(','))
const pause = new Int32Array(new SharedArrayBuffer(4))
const hooks: BuildHooks = {
  onCheckpoint: (moment) => {
    if (!held.has(moment)) return
    while (!existsSync(go) || readFileSync(go, 'utf8') !== moment) Atomics.wait(pause, 0, 0, 20)
  },
}

if (command === 'scripts/build.ts')
  await endOnBuildStopped('build', () => buildSite(readSiteBuildOptions(args), hooks))
else if (command === 'scripts/build-data.ts')
  await endOnBuildStopped('build-data', () => buildData(readDataBuildOptions(), hooks))
else throw new Error(`held-build: no build is run as "${command}"`)
