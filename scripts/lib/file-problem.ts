/**
 * A failure of the disk or the file system (a full disk, a file where a folder was expected, no
 * right to write), said the way a maintainer can act on it: which file, what is wrong, what to
 * do. The scripts print a FileProblem's message alone, without a stack trace; anything else is a
 * bug and keeps its trace.
 */
export class FileProblem extends Error {}

/** What each error code of the file system means, and what to do about it. */
const CAUSES: Record<string, { wrong: string; todo: string }> = {
  ENOSPC: {
    wrong: 'the disk is full',
    todo: 'free some space on that disk, or choose a place on another one',
  },
  EDQUOT: {
    wrong: 'the disk quota of this user is used up',
    todo: 'free some space, or choose a place on another disk',
  },
  EACCES: {
    wrong: 'this user has no permission there',
    todo: 'give this user the right to write (or read) it, or choose another place',
  },
  EPERM: {
    wrong: 'the operation is not permitted there',
    todo: 'check the owner and permissions of that place, or choose another one',
  },
  EROFS: { wrong: 'the file system is read-only', todo: 'choose a place that can be written' },
  ENOTDIR: {
    wrong: 'a part of this path is a file, not a folder',
    todo: 'give the path of a folder',
  },
  EISDIR: { wrong: 'this is a folder, not a file', todo: 'give the path of a file' },
  ENOENT: { wrong: 'nothing is at this path', todo: 'check the path' },
  EXDEV: {
    wrong: 'the source and the destination are on different file systems',
    todo: 'choose a place on the same file system',
  },
}

/**
 * The FileProblem that `err` is, when it is a failure of the file system: "<path>: could not
 * <doing>: <what is wrong> (<code>); <what to do>[. <after>]". Anything else is thrown again.
 *
 *   fileProblem(enospc, '/srv/dataset.json', 'write it', 'the file is left as it was')
 *   → "/srv/dataset.json: could not write it: the disk is full (ENOSPC); free some space on that
 *      disk, or choose a place on another one. The file is left as it was."
 */
export function fileProblem(err: unknown, path: string, doing: string, after = ''): FileProblem {
  const code = (err as NodeJS.ErrnoException | undefined)?.code
  const cause = code === undefined ? undefined : CAUSES[code]
  if (!cause) throw err
  const tail = after ? `. ${after[0]!.toUpperCase()}${after.slice(1)}.` : ''
  return new FileProblem(
    `${path}: could not ${doing}: ${cause.wrong} (${code}); ${cause.todo}${tail}`,
  )
}

/** Runs a script's work; a FileProblem ends it with its message alone (no trace), exit code 1. */
export async function endOnFileProblem(script: string, work: () => Promise<void>): Promise<void> {
  try {
    await work()
  } catch (err) {
    if (!(err instanceof FileProblem)) throw err
    console.error(`${script}: ${err.message}`)
    process.exit(1)
  }
}
