import type { Thread } from '../dataset'
import { DataFileError } from './decode'

/**
 * What the timeline's filters read of each thread: its id, week, status, KIPs and people. The
 * first filter a reader sets downloads it for every thread of the history, so the file is written
 * compactly (thread-facets.json): the threads grouped by week, each a tuple, and each person an
 * index into one list of ids: a third of the bytes of the same fields as objects with the titles
 * (threads.json, which the Following view reads), and far quicker to parse.
 */
export type ThreadFacets = Pick<Thread, 'id' | 'week' | 'status' | 'kips' | 'participants'>

/** One thread in the file: id, status, KIPs, and its people as indexes into `people`. */
type FacetsTuple = [id: string, status: Thread['status'], kips: number[], people: number[]]

export interface ThreadFacetsFile {
  /** Every participant's id, once. */
  people: string[]
  /** Each week with its threads, in the dataset's order. */
  weeks: [week: string, threads: FacetsTuple[]][]
}

/** Threads (in the dataset's order: by week, then digest order) → the file. */
export function encodeThreadFacets(threads: readonly ThreadFacets[]): ThreadFacetsFile {
  const people: string[] = []
  const personIndex = new Map<string, number>()
  const indexOf = (id: string) => {
    let i = personIndex.get(id)
    if (i === undefined) {
      i = people.push(id) - 1
      personIndex.set(id, i)
    }
    return i
  }
  const weeks: ThreadFacetsFile['weeks'] = []
  for (const { id, week, status, kips, participants } of threads) {
    if (weeks.at(-1)?.[0] !== week) weeks.push([week, []])
    weeks.at(-1)![1].push([id, status, kips, participants.map(indexOf)])
  }
  return { people, weeks }
}

/**
 * The file (already checked against its schema) → the threads, in the file's order. A person
 * index with no person is a broken file: a DataFileError naming the field, as the schema's are.
 */
export function decodeThreadFacets(path: string, file: ThreadFacetsFile): ThreadFacets[] {
  const threads: ThreadFacets[] = []
  file.weeks.forEach(([week, tuples], w) =>
    tuples.forEach(([id, status, kips, people], t) => {
      const participants = people.map((i, p) => {
        const person = file.people[i]
        if (person === undefined)
          throw new DataFileError(path, `weeks.${w}.1.${t}.3.${p}`, `no person ${i} in people`)
        return person
      })
      threads.push({ id, week, status, kips, participants })
    }),
  )
  return threads
}
