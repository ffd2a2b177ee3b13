import type { AsPlainObject } from 'minisearch'
import { DATA_FILES } from '../../src/domain/files/layout'
import { decodeFile } from '../../src/domain/files/check'
import type { Localized } from '../../src/domain/dataset'
import type { SearchManifest } from '../../src/domain/search/shards'
import {
  localEngine,
  openShard,
  type IndexSource,
  type TitleSource,
} from '../../src/domain/search/engine'

/**
 * The search's sources over a folder of data files as the build wrote them (the tests' and the
 * bench's way to search as the browser does, without one): `read` gives a file's JSON by its
 * path, and fails for a file that is not there, as the browser's request would.
 */
export function searchSourcesFromFiles(read: (path: string) => unknown) {
  // Decoded as the app decodes it: the file leaves out what decoding adds (the weeks' dates).
  const index = decodeFile('index', DATA_FILES.index, read(DATA_FILES.index))
  const indexSource: IndexSource = {
    manifest: read(DATA_FILES.searchManifest) as SearchManifest,
    load: async (part, name) =>
      openShard(
        read(
          part === 'shard' ? DATA_FILES.searchShard(name) : DATA_FILES.searchStop(name),
        ) as AsPlainObject,
      ),
  }
  const titles: TitleSource = {
    kips: async (group) => read(DATA_FILES.searchKipTitles(group)) as Record<string, string>,
    threads: async (week) => read(DATA_FILES.searchThreadTitles(week)) as Record<string, Localized>,
  }
  return { index: indexSource, titles, local: localEngine(index), weeks: index.weeks }
}
