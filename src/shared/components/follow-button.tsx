import { useState } from 'react'
import { isFollowed, NO_FOLLOWING, toggle, type Followable } from '../../domain/following'
import { useT } from '../../i18n/use-t'
import { followingStore, useFollowing } from '../lib/following-store'
import { LiveButton } from './live-button'
import './follow-button.css'

/**
 * Follow or unfollow a KIP or a person, in this browser (the Following view lists them). Pressed
 * when followed. A pre-rendered page shows it not pressed, and the reader's own state once the app
 * has taken the page over (useFollowing is null until then), so both renders match; till then it
 * says it is not yet live (LiveButton).
 * `name` says what it follows where the button stands among others: "KIP-1327", "Jun Rao".
 * `compact`: its star alone shows (in a table's row, where the word took a column's width); its
 * word is still its name, and its tooltip.
 */
export function FollowButton({
  item,
  name,
  compact = false,
}: {
  item: Followable
  name: string
  compact?: boolean
}) {
  const t = useT()
  const list = useFollowing()
  // Where the browser keeps nothing (storage blocked), a press says so instead of doing nothing.
  const [refused, setRefused] = useState(false)
  const on = list !== null && isFollowed(list, item)
  return (
    <>
      <LiveButton
        className={compact ? 'toggle follow-button compact' : 'toggle follow-button'}
        aria-pressed={on}
        title={compact ? t(on ? 'follow.on' : 'follow.off') : undefined}
        onClick={() =>
          setRefused(!followingStore.set(toggle(followingStore.get() ?? NO_FOLLOWING, item)))
        }
      >
        <span aria-hidden="true">{on ? '★' : '☆'}</span>{' '}
        <span className={compact ? 'visually-hidden' : undefined}>
          {t(on ? 'follow.on' : 'follow.off')}
        </span>{' '}
        <span className="visually-hidden">{name}</span>
      </LiveButton>
      {refused && (
        <span role="status" className="follow-refused">
          {t('follow.notKept')}
        </span>
      )}
    </>
  )
}
