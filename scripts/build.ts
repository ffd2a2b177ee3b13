/**
 * npm run build: the whole build, safe to interrupt (scripts/lib/site-build.ts).
 *
 *   tsx scripts/build.ts [--dist dist] [--data public/data] [--ssr node_modules/.cache/prerender]
 *                        [--public public]
 *
 * What it publishes, what it says when a file or the disk is wrong: docs/building.md.
 */
import { endOnBuildStopped } from './lib/build-hooks.ts'
import { buildSite, readSiteBuildOptions } from './lib/site-build.ts'

await endOnBuildStopped('build', () => buildSite(readSiteBuildOptions()))
