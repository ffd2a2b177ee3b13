import { fileAt, type DataFile } from './descriptor'
import { FILES } from './descriptors'
import { VIEW_FILES } from './view-descriptors'

/**
 * Every kind of data file, by name: the first screen's (descriptors.ts) and the views'
 * (view-descriptors.ts). For the build, its checks and the tests: the app's code imports the
 * kinds it reads from their own modules, so that the first load carries the first screen's alone.
 */
export const DATA_FILES = { ...FILES, ...VIEW_FILES }

export type DataFileKind = keyof typeof DATA_FILES

/** The kind of the file at `path`, or undefined: fileOfPath("weeks/2026-W20.json") → DATA_FILES.week. */
export const fileOfPath = (path: string): DataFile | undefined => fileAt(DATA_FILES, path)

/**
 * The name of the kind of the file at `path`, or undefined for a path the layout has no place for.
 * kindOfPath("weeks/2026-W20.json") → "week"; kindOfPath("index.json") → "index".
 */
export function kindOfPath(path: string): DataFileKind | undefined {
  const file = fileOfPath(path)
  return Object.keys(DATA_FILES)
    .filter(isKind)
    .find((kind) => DATA_FILES[kind] === file)
}

const isKind = (name: string): name is DataFileKind => Object.hasOwn(DATA_FILES, name)
