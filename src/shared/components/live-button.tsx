import type { ButtonHTMLAttributes } from 'react'
import { useHydrated } from '../hooks/use-hydrated'

/**
 * A button whose action is the app's. On a pre-rendered page it says it is unavailable
 * (aria-disabled) until the app has taken the page over, so that a click in the meantime is not
 * silently lost: a link works without the app, a button cannot. `aria-disabled` rather than
 * `disabled`, so that the button keeps its look and nothing flashes when it comes alive.
 */
export function LiveButton({ type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated()
  return <button type={type} aria-disabled={hydrated ? undefined : true} {...props} />
}
