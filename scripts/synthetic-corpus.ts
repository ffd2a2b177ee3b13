/**
 * Writes a SYNTHETIC corpus of weekly digests (scripts/lib/synthetic-digests.ts says what they
 * hold), for benchmarks and stress tests only:
 *
 *   npx tsx scripts/synthetic-corpus.ts --weeks 520 --out <dir> [--seed 1] [--end 2026-05-11] [--force]
 *
 * --end is the Monday of the last week (default 2026-05-11, the first real week). The same
 * arguments give the same bytes. The output folder must not already hold .txt files, unless
 * --force is given (they are then removed).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseDate, syntheticDigests } from './lib/synthetic-digests.ts'

interface Options {
  weeks: number
  out: string
  seed: number
  end: string
  force: boolean
}

function fail(message: string): never {
  console.error(`synthetic-corpus: ${message}`)
  process.exit(1)
}

function parseArgs(argv: readonly string[]): Options {
  const values = new Map<string, string>()
  let force = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--force') {
      force = true
      continue
    }
    const eq = arg.indexOf('=')
    const flag = eq >= 0 ? arg.slice(0, eq) : arg
    if (!['--weeks', '--out', '--seed', '--end'].includes(flag)) {
      fail(`unknown argument "${arg}" (expected --weeks, --out, --seed, --end, --force)`)
    }
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i]
    if (value === undefined || value === '') fail(`${flag} needs a value`)
    values.set(flag, value)
  }
  const out = values.get('--out') ?? fail('--out <dir> is required')
  const weeks = Number(values.get('--weeks') ?? '520')
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 5000) fail('--weeks must be 1..5000')
  const seed = Number(values.get('--seed') ?? '1')
  if (!Number.isInteger(seed)) fail('--seed must be an integer')
  const end = values.get('--end') ?? '2026-05-11'
  let endDate: Date
  try {
    endDate = parseDate(end)
  } catch (error) {
    fail((error as Error).message)
  }
  if (endDate.getUTCDay() !== 1) fail(`--end ${end} is not a Monday`)
  return { weeks, out: resolve(out), seed, end, force }
}

function main(): void {
  const options = parseArgs(process.argv.slice(2))
  mkdirSync(options.out, { recursive: true })
  const existing = readdirSync(options.out).filter((name) => name.endsWith('.txt'))
  if (existing.length > 0) {
    if (!options.force)
      fail(`${options.out} already holds .txt files (use --force to replace them)`)
    for (const name of existing) rmSync(join(options.out, name))
  }
  const files = syntheticDigests(options)
  let bytes = 0
  for (const { name, text } of files) {
    bytes += Buffer.byteLength(text)
    writeFileSync(join(options.out, name), text)
  }
  console.log(
    `synthetic-corpus: ${options.weeks} weeks (${files[0]!.name.slice(0, 10)} to ${options.end}), ` +
      `${files.length} files, ${bytes} bytes, seed ${options.seed}, in ${options.out}`,
  )
}

main()
