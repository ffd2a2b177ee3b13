/**
 * The data build (npm run build's data step, scripts/build-data.ts): the digests → the static JSON
 * the app loads. A malformed digest stops it with the parser's errors and leaves the previous data
 * untouched.
 *
 * Thread ids are public: it checks them against the record of published ids, fails when one would
 * be dropped or point at another thread, and adds the ids it publishes for the first time to the
 * record, like a lockfile.
 *
 * Every file is checked against its schema (src/domain/files/schemas.ts) before any is written:
 * a file that does not hold what the app will decode stops the build, naming file and field.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { checkDataFiles } from '../../src/domain/files/check.ts'
import { bundleFiles } from '../../src/domain/files/bundles.ts'
import { checkDataPaths, DIGEST_TEXTS } from '../../src/domain/files/layout.ts'
import { splitDataset } from '../../src/domain/files/split.ts'
import { BuildStopped, checkpoint, type BuildHooks } from './build-hooks.ts'
import { clearLeftoverStaging, stagingFolder } from './leftovers.ts'
import { FileProblem, fileProblem } from './file-problem.ts'
import {
  buildFromDisk,
  formatFailure,
  publishedIdsFor,
  writeFileAtomic,
  type BuildFromDiskOptions,
} from './read-digests.ts'

const root = resolve(import.meta.dirname, '../..')

/** What a data build reads, and the folder it writes. */
export interface DataBuildOptions extends BuildFromDiskOptions {
  outDir: string
}

/**
 * The data build's options from its environment: data/digests/ (or DIGESTS_DIR) → public/data/
 * (or DATA_OUT); the record of published ids is data/published-ids.json, or PUBLISHED_IDS=<file>
 * (PUBLISHED_IDS= for none; a DIGESTS_DIR other than data/digests has none unless given);
 * PEOPLE_FILE, KIPS_FILE, REVIEWS_FILE and COMMITTERS_FILE name the hand-kept files.
 */
export function readDataBuildOptions(env: NodeJS.ProcessEnv = process.env): DataBuildOptions {
  const digestsDir = resolve(env.DIGESTS_DIR ?? join(root, 'data/digests'))
  return {
    digestsDir,
    // DATA_OUT lets the e2e set-up build made-up data next to the real build.
    outDir: resolve(env.DATA_OUT ?? join(root, 'public/data')),
    peopleFile: env.PEOPLE_FILE ?? join(root, 'data/people.json'),
    kipsFile: env.KIPS_FILE ?? join(root, 'data/kips.json'),
    reviewsFile: env.REVIEWS_FILE ?? join(root, 'data/reviews.json'),
    publishedIdsFile: publishedIdsFor(root, digestsDir, env.PUBLISHED_IDS),
    committersFile: env.COMMITTERS_FILE ?? join(root, 'data/committers.json'),
  }
}

/** Builds the data and swaps it in; what stops it is a BuildStopped, and nothing is written then. */
export async function buildData(options: DataBuildOptions, hooks: BuildHooks = {}) {
  const { digestsDir, outDir, publishedIdsFile } = options
  const refusal = clearLeftoverStaging(outDir, (line) => console.warn(`build-data: ${line}`))
  if (refusal) throw new BuildStopped(refusal)

  const result = await buildFromDisk(options)
  for (const note of result.notes) console.warn(`note: ${note}`)
  if (!result.ok) {
    for (const line of formatFailure(result.errors, result.warnings)) console.error(line)
    throw new BuildStopped(`${result.errors.length} error(s) in ${digestsDir}; nothing written`)
  }
  for (const warning of result.warnings) console.warn(`warning: ${warning}`)

  // Write everything into a fresh folder, then swap it in: readers never see half a dataset. The
  // folder is hidden (a dot name): npm run build copies nothing hidden of the public folder. It is
  // removed if writing fails, and by the next run if this one is killed (scripts/lib/leftovers.ts).
  // (npm run build gives a DATA_OUT in its own fresh folder.)
  const staging = stagingFolder(outDir)
  await rm(staging, { recursive: true, force: true })
  let files: Map<string, unknown>
  try {
    const split = splitDataset(result.dataset)
    checkDataFiles(split)
    // Each file in its bundle (src/domain/files/bundles.ts): what is written.
    files = bundleFiles(split)
    checkDataPaths([...files.keys()])
  } catch (err) {
    throw new BuildStopped(`${(err as Error).message}\nnothing written`)
  }
  try {
    // Synchronously, each folder made once: some 15,000 files at ten years of weeks, which the
    // asynchronous calls (a folder made for every file) wrote at half the speed.
    for (const folder of new Set([...files.keys()].map((path) => dirname(join(staging, path)))))
      mkdirSync(folder, { recursive: true })
    for (const [path, value] of files) writeFileSync(join(staging, path), JSON.stringify(value))
    // The digests themselves, as written: a thread page links the line it was read from.
    mkdirSync(join(staging, DIGEST_TEXTS), { recursive: true })
    for (const week of result.dataset.weeks)
      for (const file of Object.values(week.sources))
        copyFileSync(join(digestsDir, file), join(staging, DIGEST_TEXTS, file))
    checkpoint('data staged', hooks)
    await rm(outDir, { recursive: true, force: true })
    await rename(staging, outDir)
  } catch (err) {
    await rm(staging, { recursive: true, force: true })
    const problem = fileProblem(err, outDir, 'write the data', `${outDir} is left as it was`)
    throw new BuildStopped(problem.message)
  }
  console.log(
    `build-data: ${result.dataset.weeks.length} week(s), ${result.dataset.threads.length} thread(s), ${files.size} file(s) from ${digestsDir} → ${outDir}`,
  )

  // After the data: ids are recorded only once a build could publish them.
  const { record, added } = result.publishedIds
  if (publishedIdsFile && added.length > 0) {
    try {
      await writeFileAtomic(publishedIdsFile, `${JSON.stringify(record, null, 2)}\n`)
    } catch (err) {
      if (err instanceof FileProblem) throw new BuildStopped(err.message)
      throw err
    }
    console.log(
      `build-data: ${publishedIdsFile} changed: ${added.length} new thread id(s) recorded ` +
        `(${added.slice(0, 5).join(', ')}${added.length > 5 ? ', …' : ''}); commit it with the digests`,
    )
  } else if (!publishedIdsFile) {
    console.log(
      'build-data: no record of published thread ids for these digests (PUBLISHED_IDS=<file> keeps ' +
        'one): ids checked against none, recorded nowhere',
    )
  }
}
