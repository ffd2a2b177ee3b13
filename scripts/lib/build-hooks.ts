/**
 * What a build (scripts/lib/site-build.ts, scripts/lib/data-build.ts) tells whoever runs it, and
 * how it stops. Its commands (scripts/build.ts, scripts/build-data.ts) give no hooks; a test
 * gives its own (tests/helpers/held-build.ts holds a build at a checkpoint and kills it there).
 */

export interface BuildHooks {
  /**
   * Called as the build reaches each moment it prints (`build: <moment>`), before it goes on:
   * while the hook runs, nothing of the build moves, so what is on disk is what a kill there
   * would leave.
   */
  onCheckpoint?: (moment: string) => void
}

/** Prints where the build is (`build: <moment>`) and tells the hooks. */
export function checkpoint(moment: string, hooks: BuildHooks) {
  console.log(`build: ${moment}`)
  hooks.onCheckpoint?.(moment)
}

/**
 * A build that stops, having said what it must first (the errors it found): its command prints
 * the message alone, without a trace, and exits with the code.
 */
export class BuildStopped extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message)
  }
}

/** Runs a build as its command `script`: a BuildStopped ends the process with its message and code. */
export async function endOnBuildStopped(script: string, build: () => Promise<void>) {
  try {
    await build()
  } catch (err) {
    if (!(err instanceof BuildStopped)) throw err
    console.error(`${script}: ${err.message}`)
    process.exit(err.exitCode)
  }
}
