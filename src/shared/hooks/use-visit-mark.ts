import { useEffect } from 'react'
import * as v from 'valibot'
import {
  markAllRead,
  markSince,
  recordVisit,
  type VisitMark,
  type VisitRecord,
} from '../../domain/last-visit'
import { browserStore, useBrowserStore } from '../lib/browser-store'

const weekId = v.pipe(v.string(), v.regex(/^\d{4}-W\d{2}$/))
const day = v.pipe(v.string(), v.isoDate())
const visitRecord = v.object({
  newest: weekId,
  at: v.number(),
  day,
  mark: v.nullable(
    v.object({ after: weekId, since: day, by: v.picklist(['visit', 'chosen', 'read']) }),
  ),
})

/** The reader's visits, in this browser only (domain/last-visit.ts). */
const visits = browserStore<VisitRecord>('kcd:visits', (raw) => {
  const parsed = v.safeParse(visitRecord, raw)
  return parsed.success ? parsed.output : null
})

/** The reader's calendar day: "2026-05-18". */
function today(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export interface VisitMarks {
  /** What is new to the reader (useVisitMark). */
  mark: VisitMark | null
  /** Whether this browser keeps the reader's visits (false where storage is blocked, and at first). */
  remembered: boolean
  markAllRead: () => void
  /** Marks as new the week holding `day` (YYYY-MM-DD) and every later one. */
  markSince: (day: string) => void
}

/**
 * What is new to the reader (domain/last-visit.ts): null on a first visit, where storage is
 * blocked, and while the page is pre-rendered and taken over (the marks then appear).
 */
export function useVisitMark(): VisitMark | null {
  return useBrowserStore(visits)?.mark ?? null
}

/**
 * Records that the reader looks at the site, whose newest week is `newest` (recordVisit: pages of
 * the same visit keep its marks, so every view that shows them may record).
 */
export function useRecordVisit(newest: string | undefined): void {
  useEffect(() => {
    if (newest) visits.set(recordVisit(visits.get(), newest, Date.now(), today()))
  }, [newest])
}

/**
 * "Since your last visit" (issue 17): records this look at the site, whose newest week is
 * `newest` (useRecordVisit), and gives what it marks as new with the reader's controls.
 */
export function useVisitMarks(newest: string | undefined): VisitMarks {
  const record = useBrowserStore(visits)
  useRecordVisit(newest)
  return {
    mark: record?.mark ?? null,
    remembered: record !== null,
    markAllRead: () => {
      const current = visits.get()
      if (current) visits.set(markAllRead(current, today()))
    },
    markSince: (chosen: string) => {
      const current = visits.get()
      if (current) visits.set(markSince(current, chosen))
    },
  }
}
