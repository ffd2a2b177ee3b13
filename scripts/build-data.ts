/**
 * Build step: digests in data/digests/ (or DIGESTS_DIR) → the static JSON the app loads, in
 * public/data/ (Vite copies it into dist/), or DATA_OUT (scripts/lib/data-build.ts; its other
 * settings, PUBLISHED_IDS and the hand-kept files, are read there).
 */
import { endOnBuildStopped } from './lib/build-hooks.ts'
import { buildData, readDataBuildOptions } from './lib/data-build.ts'

await endOnBuildStopped('build-data', () => buildData(readDataBuildOptions()))
