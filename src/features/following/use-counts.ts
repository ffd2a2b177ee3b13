import type { Following } from '../../domain/following'
import { useT } from '../../i18n/use-t'

/** A list's size in words, for a sentence: {kips: "3 KIPs", people: "1 person"}. */
export function useCounts() {
  const t = useT()
  return (list: Following) => ({
    kips: t('following.nKips', { count: list.kips.length }),
    people: t('following.nPeople', { count: list.people.length }),
  })
}
