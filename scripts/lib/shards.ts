/**
 * A build step's work shared out among processes, one per core: the script runs itself again
 * with `--shard k/n` for k = 0 … n-1, and each child does the items i with i % n = k. Processes,
 * not worker threads: each step is synchronous work (rendering, compressing) on files.
 */
import { spawn } from 'node:child_process'

export interface Shard {
  k: number
  n: number
}

/** "k/n" → { k, n }, with 0 ≤ k < n; `step` names the script in the error. */
export function parseShard(text: string, step: string): Shard {
  const [k, n] = text.split('/').map(Number)
  if (!Number.isInteger(k) || !Number.isInteger(n) || k! < 0 || n! < 1 || k! >= n!)
    throw new Error(`${step}: --shard ${text} is not k/n with 0 ≤ k < n`)
  return { k: k!, n: n! }
}

/** The items of `shard`. */
export function shardOf<T>(items: readonly T[], shard: Shard): T[] {
  return items.filter((_, i) => i % shard.n === shard.k)
}

/** What a shard tells its parent, on a line of its standard output. */
export function reportShard(total: number): void {
  console.log(`shard-total=${total}`)
}

/**
 * Runs this script (with its arguments) in `jobs` child processes, each with `--shard k/jobs`;
 * the sum of what they reported (reportShard). One that fails stops the others: the step has
 * failed, and nothing more is written.
 */
export async function runInShards(jobs: number, step: string): Promise<number> {
  const children = Array.from({ length: jobs }, (_, k) =>
    // process.execArgv carries tsx's loader into the child.
    spawn(
      process.execPath,
      [...process.execArgv, ...process.argv.slice(1), '--shard', `${k}/${jobs}`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    ),
  )
  const shards = children.map(
    (child, k) =>
      new Promise<number>((done, failed) => {
        let out = ''
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
        child.on('error', failed)
        child.on('exit', (code) =>
          code === 0
            ? done(Number(/shard-total=(\d+)/.exec(out)?.[1] ?? 0))
            : failed(new Error(`${step}: shard ${k}/${jobs} failed (exit code ${code})`)),
        )
      }),
  )
  try {
    return (await Promise.all(shards)).reduce((a, b) => a + b, 0)
  } catch (error) {
    for (const child of children) child.kill()
    throw error
  }
}
