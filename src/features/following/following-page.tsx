import { Link } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { added, isEmpty, merge, NO_FOLLOWING, sharedList } from '../../domain/following'
import { LiveButton } from '../../shared/components/live-button'
import { useFollowingSearch } from './following-search'
import { useHydrated } from '../../shared/hooks/use-hydrated'
import { useLang } from '../../shared/hooks/use-lang'
import { followingStore, useFollowing } from '../../shared/lib/following-store'
import type { AppSearch } from '../../url/search-params'
import { FollowedChanges } from './followed-changes'
import { FollowedList } from './followed-list'
import { FollowingTools } from './following-tools'
import { useCounts } from './use-counts'
import './following.css'

/**
 * What the reader follows (kept in this browser: shared/lib/following-store.ts) and what changed
 * for it, newest first, a page at a time; or, opened from a share link (`?kip=…&person=…`),
 * someone else's list, read-only, with a button that adds it to the reader's own. A pre-rendered
 * page cannot know either list: it says it is loading until the app has taken it over.
 */
export function FollowingPage() {
  const t = useT()
  const { search } = useFollowingSearch()
  const hydrated = useHydrated()
  const shared =
    search.kip !== undefined ||
    search.person !== undefined ||
    (search.problems ?? []).some((p) => p.param === 'kip' || p.param === 'person')
  return (
    <article className="following-page" aria-labelledby="following-heading">
      <h1 id="following-heading">{t('following.heading')}</h1>
      {!hydrated ? <Loading /> : shared ? <SharedList search={search} /> : <OwnList />}
    </article>
  )
}

function Loading() {
  const t = useT()
  return <p className="loading">{t('common.loading')}</p>
}

function OwnList() {
  const t = useT()
  const list = useFollowing() ?? NO_FOLLOWING
  return (
    <>
      <p className="following-intro">{t('following.intro')}</p>
      {isEmpty(list) ? (
        <p className="notice">{t('following.empty')}</p>
      ) : (
        <Suspense fallback={<Loading />}>
          <FollowedList list={list} editable />
          <FollowedChanges list={list} />
        </Suspense>
      )}
      <FollowingTools list={list} />
    </>
  )
}

function SharedList({ search }: { search: AppSearch }) {
  const t = useT()
  const lang = useLang()
  const counts = useCounts()
  const { list, ignored } = sharedList(search.kip ?? [], search.person ?? [])
  const unread = [
    ...ignored,
    ...(search.problems ?? [])
      .filter((p) => p.param === 'kip' || p.param === 'person')
      .map((p) => `${p.param}=${p.value}`),
  ]
  const [said, setSaid] = useState('')
  const followThese = () => {
    const own = followingStore.get() ?? NO_FOLLOWING
    setSaid(
      followingStore.set(merge(own, list))
        ? t('following.followedThese', counts(added(own, list)))
        : t('following.notKept'),
    )
  }
  return (
    <>
      <h2 className="following-shared">{t('following.shared', counts(list))}</h2>
      <p className="following-intro">{t('following.sharedNote')}</p>
      {unread.length > 0 && (
        <p className="notice">{t('following.sharedBad', { value: unread.join(', ') })}</p>
      )}
      <p className="following-actions">
        <LiveButton className="toggle" onClick={followThese} disabled={isEmpty(list)}>
          {t('following.followThese')}
        </LiveButton>{' '}
        <Link to="/$lang/following/" params={{ lang }} search={{}}>
          {t('following.yourList')}
        </Link>
      </p>
      <p role="status" className="following-message">
        {said}
      </p>
      {!isEmpty(list) && (
        <Suspense fallback={<Loading />}>
          <FollowedList list={list} editable={false} />
          <FollowedChanges list={list} />
        </Suspense>
      )}
    </>
  )
}
