import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'

/** People listed before the rest of a long list of them fold away. */
export const PEOPLE_SHOWN = 12

/**
 * A list of people whose first PEOPLE_SHOWN are listed and the rest folded under "97 more
 * people". Over years a KIP or a person gathers a hundred people and more: listed whole they were
 * most of their page (873 of the busiest KIP's 1,512 elements at 520 synthetic weeks), and a
 * closed <details> is not laid out, so the fold costs the page's first paint nothing. An ordered
 * list goes on counting in the fold.
 */
export function FoldedPeople<T>({
  people,
  ordered = false,
  className,
  render,
}: {
  people: readonly T[]
  ordered?: boolean
  className: string
  /** One person's item, its key included. */
  render: (person: T) => ReactNode
}) {
  const t = useT()
  const List = ordered ? 'ol' : 'ul'
  const folded = people.slice(PEOPLE_SHOWN)
  return (
    <>
      <List className={className}>{people.slice(0, PEOPLE_SHOWN).map(render)}</List>
      {folded.length > 0 && (
        <details className="folded-people">
          <summary>{t('common.morePeople', { count: folded.length })}</summary>
          <List className={className} start={ordered ? PEOPLE_SHOWN + 1 : undefined}>
            {folded.map(render)}
          </List>
        </details>
      )}
    </>
  )
}
