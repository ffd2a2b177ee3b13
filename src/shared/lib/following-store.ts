import { parseStored, type Following } from '../../domain/following'
import { browserStore, useBrowserStore } from './browser-store'

/** The KIPs and people this reader follows, kept in this browser only (domain/following.ts). */
export const followingStore = browserStore('kcd:following', parseStored)

/** The reader's list; null while the page is pre-rendered or taken over, and when nothing is kept. */
export const useFollowing = (): Following | null => useBrowserStore(followingStore)
