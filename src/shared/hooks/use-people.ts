import { useMemo } from 'react'
import type { Person } from '../../domain/dataset'
import { useIndex } from '../../data/queries'

/** Person id → person, from the index every view has. */
export function usePeople(): Map<string, Person> {
  const index = useIndex()
  return useMemo(() => new Map(index.people.map((p) => [p.id, p])), [index.people])
}
