import { decodeFile } from '../../src/domain/files/check'
import { DATA_FILES } from '../../src/domain/files/data-files'
import type { DataFile } from '../../src/domain/files/descriptor'
import { decodeWith } from '../../src/domain/files/decode'
import {
  localEngine,
  openShard,
  type IndexSource,
  type TitleSource,
} from '../../src/domain/search/engine'
import type * as v from 'valibot'

/**
 * The search's sources over a folder of data files as the build wrote them (the tests' and the
 * bench's way to search as the browser does, without one): `read` gives a file's JSON by its
 * path, and fails for a file that is not there, as the browser's request would. Each file is
 * decoded as the app decodes it (the index's weeks get their dates).
 */
export function searchSourcesFromFiles(read: (path: string) => unknown) {
  const file = <S extends v.GenericSchema, A extends unknown[]>(
    kind: DataFile<S, A>,
    ...args: A
  ) => {
    const path = kind.path(...args)
    return decodeWith(kind.schema, path, read(path))
  }
  const index = decodeFile('index', DATA_FILES.index.path(), read(DATA_FILES.index.path()))
  const indexSource: IndexSource = {
    manifest: file(DATA_FILES.searchManifest),
    load: async (part, name) =>
      openShard(file(part === 'shard' ? DATA_FILES.searchShard : DATA_FILES.searchStop, name)),
  }
  const titles: TitleSource = {
    kips: async (group) => file(DATA_FILES.searchKipTitles, group),
    threads: async (week) => file(DATA_FILES.searchThreadTitles, week),
  }
  return { index: indexSource, titles, local: localEngine(index), weeks: index.weeks }
}
