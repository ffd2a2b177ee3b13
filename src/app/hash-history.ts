import { createHashHistory, type RouterHistory } from '@tanstack/react-router'

/**
 * Hash routing (`#/thread/2026-W20-3?lang=en`) whose links are relative: a link's href is just
 * its hash, so it works under any sub-path, and the pre-rendered first screen (written at build
 * time, when the deploy path is unknown) has the very hrefs the app renders over it.
 */
export function createRelativeHashHistory(): RouterHistory {
  const history = createHashHistory()
  history.createHref = (href) => `#${href}`
  return history
}
