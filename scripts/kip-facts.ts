/**
 * Copies into data/kips.json the wiki facts of every KIP of the catalog (the KIP views list them
 * all), and says which KIPs the digests mention that the catalog lacks.
 *
 *   npm run kip-facts -- [--catalog <file>] [--history <file>] [--digests <dir>] [--out <file>]
 *
 * Defaults (relative to the repository root): ../shared/data/kip-catalog.json,
 * ../shared/data/kip-state-history.json, data/digests, data/kips.json. Paths given as flags are
 * relative to the current directory. Maintainers re-run it when digests are added; its output is
 * committed, so the app never reads ../shared. The output is deterministic: the same inputs give the
 * same bytes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { extractKipRefs } from '../src/domain/kip-refs.ts'
import { KIP_WIKI_STATES, type KipFact, type KipWikiState } from '../src/domain/dataset.ts'
import { textOrNull, toKipFact } from '../src/domain/kip-facts.ts'

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

interface Options {
  catalog: string
  history: string
  digests: string
  out: string
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    catalog: resolve(REPO_ROOT, '../shared/data/kip-catalog.json'),
    history: resolve(REPO_ROOT, '../shared/data/kip-state-history.json'),
    digests: resolve(REPO_ROOT, 'data/digests'),
    out: resolve(REPO_ROOT, 'data/kips.json'),
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const eq = arg.indexOf('=')
    const flag = eq >= 0 ? arg.slice(0, eq) : arg
    const key = flag.replace(/^--/, '')
    if (!flag.startsWith('--') || !(key in options)) {
      fail(`unknown argument "${arg}" (expected --catalog, --history, --digests or --out)`)
    }
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i]
    if (!value) fail(`${flag} needs a value`)
    options[key as keyof Options] = resolve(value)
  }
  return options
}

function fail(message: string): never {
  console.error(`kip-facts: ${message}`)
  process.exit(1)
}

function readJson(file: string): unknown {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`)
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    fail(`${file} is not valid JSON: ${(error as Error).message}`)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function state(value: unknown, where: string): KipWikiState {
  if (KIP_WIKI_STATES.includes(value as KipWikiState)) return value as KipWikiState
  fail(`${where}: unknown wiki state ${JSON.stringify(value)}`)
}

/** Every KIP number mentioned in the digests of `dir` (every *.txt, Chinese and English). */
function mentionedKips(dir: string): { kips: number[]; files: string[] } {
  let files: string[]
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.txt'))
      .sort()
  } catch (error) {
    fail(`cannot read digests folder ${dir}: ${(error as Error).message}`)
  }
  const kips = new Set<number>()
  for (const name of files) {
    for (const kip of extractKipRefs(readFileSync(join(dir, name), 'utf8'))) kips.add(kip)
  }
  return { kips: [...kips].sort((a, b) => a - b), files }
}

function main(): void {
  const options = parseArgs(process.argv.slice(2))
  const catalog = readJson(options.catalog)
  const history = readJson(options.history)
  if (!isRecord(catalog) || !Array.isArray(catalog.kips)) {
    fail(`${options.catalog}: expected {"source", "asOf", "kips": [...]}`)
  }
  if (!isRecord(history) || !isRecord(history.kips)) {
    fail(`${options.history}: expected {"source", "kips": {"<number>": [...]}}`)
  }

  const byNumber = new Map<number, Record<string, unknown>>()
  for (const entry of catalog.kips as unknown[]) {
    if (isRecord(entry) && typeof entry.kip === 'number') byNumber.set(entry.kip, entry)
  }
  const historyByKip = history.kips

  const { kips: mentioned, files } = mentionedKips(options.digests)
  if (files.length === 0) console.warn(`kip-facts: warning: no *.txt digests in ${options.digests}`)

  const facts: KipFact[] = []
  // Strict here (a maintainer fixes the catalog), then the one mapping the dataset uses too.
  for (const [kip, entry] of [...byNumber].sort(([a], [b]) => a - b)) {
    const where = `${options.catalog}: KIP-${kip}`
    if (textOrNull(entry.title) === null) fail(`${where} has no title`)
    state(entry.state, where)
    const changes = historyByKip[String(kip)]
    const stateHistory = (Array.isArray(changes) ? changes : []).map((change: unknown) => {
      if (!isRecord(change) || typeof change.date !== 'string') {
        fail(`${options.history}: KIP-${kip}: malformed entry ${JSON.stringify(change)}`)
      }
      return { date: change.date, state: state(change.state, `${options.history}: KIP-${kip}`) }
    })
    facts.push(toKipFact({ ...entry, kip }, stateHistory))
  }
  const missing = mentioned.filter((kip) => !byNumber.has(kip))

  const output = {
    source: textOrNull(catalog.source),
    asOf: textOrNull(catalog.asOf),
    historySource: textOrNull(history.source),
    kips: facts,
    missing,
  }
  writeFileSync(options.out, JSON.stringify(output, null, 2) + '\n')
  for (const kip of missing) {
    console.warn(
      `kip-facts: warning: KIP-${kip} is mentioned in the digests but not in the catalog`,
    )
  }
  console.log(
    `kip-facts: ${facts.length} KIPs written to ${options.out}; the ${files.length} digest file(s) ` +
      `mention ${mentioned.length}` +
      (missing.length ? `, ${missing.length} of them missing from the catalog` : ''),
  )
}

main()
