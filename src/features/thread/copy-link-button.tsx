import { useState } from 'react'
import { useTranslation } from 'react-i18next'

type CopyState = 'idle' | 'copied' | 'failed'

/** Copies the page's address, which carries the language, so the colleague sees the same screen. */
export function CopyLinkButton() {
  const { t } = useTranslation()
  const [state, setState] = useState<CopyState>('idle')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return (
    <span className="copy-link">
      <button type="button" onClick={() => void copy()}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className="icon">
          <path
            fill="currentColor"
            d="M7.8 4.3 9.6 2.5a3.2 3.2 0 0 1 4.5 4.5l-2.3 2.3a3.2 3.2 0 0 1-4.5 0l1-1a1.8 1.8 0 0 0 2.5 0l2.3-2.3a1.8 1.8 0 1 0-2.5-2.5L8.8 5.3zM8.2 11.7l-1.8 1.8a3.2 3.2 0 0 1-4.5-4.5l2.3-2.3a3.2 3.2 0 0 1 4.5 0l-1 1a1.8 1.8 0 0 0-2.5 0L2.9 10a1.8 1.8 0 1 0 2.5 2.5l1.8-1.8z"
          />
        </svg>{' '}
        {t('thread.copyLink')}
      </button>
      <span role="status" aria-live="polite" className="copy-state">
        {state === 'copied' ? t('thread.copied') : state === 'failed' ? t('thread.copyFailed') : ''}
      </span>
    </span>
  )
}
