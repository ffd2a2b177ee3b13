import { existsSync, readFileSync } from 'node:fs'

/**
 * Prints where the build is. tests/unit/build/interrupted-build.test.ts looks at what the build
 * has left at each of these moments, and kills it at some: BUILD_TEST_HOLD=<name>,<name>… stops
 * it at each moment named, until it is killed or the file BUILD_TEST_GO names says that moment's
 * name. The wait is synchronous, so nothing of this process moves while it is held: the moment is
 * exact, not a guess by timing, and what the test sees is what a kill there would leave.
 */
export function checkpoint(name: string) {
  console.log(`build: ${name}`)
  if (!process.env.BUILD_TEST_HOLD?.split(',').includes(name)) return
  const go = process.env.BUILD_TEST_GO
  const pause = new Int32Array(new SharedArrayBuffer(4))
  while (!go || !existsSync(go) || readFileSync(go, 'utf8') !== name) Atomics.wait(pause, 0, 0, 20)
}
