import type { Thread } from '../dataset'

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

/** Where in the file a person index points at no person, and which index. */
export interface MissingPerson {
  at: [weeks: 'weeks', week: number, threads: 1, thread: number, people: 3, person: number]
  person: number
}

/**
 * The file (already checked against its schema: the files' schema decodes it with this,
 * view-schemas.ts) → the threads, in the file's order; or the first person index with no person,
 * for the schema to name with its field as its own checks do.
 */
export function decodeThreadFacets(file: ThreadFacetsFile): ThreadFacets[] | MissingPerson {
  const threads: ThreadFacets[] = []
  for (const [w, [week, tuples]] of file.weeks.entries())
    for (const [t, [id, status, kips, people]] of tuples.entries()) {
      const participants: string[] = []
      for (const [p, i] of people.entries()) {
        const person = file.people[i]
        if (person === undefined) return { at: ['weeks', w, 1, t, 3, p], person: i }
        participants.push(person)
      }
      threads.push({ id, week, status, kips, participants })
    }
  return threads
}
