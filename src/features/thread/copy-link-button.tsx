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
        <span aria-hidden="true">🔗</span> {t('thread.copyLink')}
      </button>
      <span role="status" aria-live="polite" className="copy-state">
        {state === 'copied' ? t('thread.copied') : state === 'failed' ? t('thread.copyFailed') : ''}
      </span>
    </span>
  )
}
