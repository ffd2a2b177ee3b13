import { useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import type { Lang } from '../../domain/dataset'
import { LiveButton } from '../../shared/components/live-button'
import { useLang } from '../../shared/hooks/use-lang'
import { siteHref, withLangPath } from '../../url/site-paths'

type CopyState = 'idle' | 'copied' | 'failed'

function LinkIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className="icon">
      <path
        fill="currentColor"
        d="M7.8 4.3 9.6 2.5a3.2 3.2 0 0 1 4.5 4.5l-2.3 2.3a3.2 3.2 0 0 1-4.5 0l1-1a1.8 1.8 0 0 0 2.5 0l2.3-2.3a1.8 1.8 0 1 0-2.5-2.5L8.8 5.3zM8.2 11.7l-1.8 1.8a3.2 3.2 0 0 1-4.5-4.5l2.3-2.3a3.2 3.2 0 0 1 4.5 0l-1 1a1.8 1.8 0 0 0-2.5 0L2.9 10a1.8 1.8 0 1 0 2.5 2.5l1.8-1.8z"
      />
    </svg>
  )
}

/**
 * Copies the page's address, in this language or the other: the address names its language, so
 * the colleague sees the same screen in the language chosen for them.
 */
export function CopyLinkButton() {
  const t = useT()
  const lang = useLang()
  const other: Lang = lang === 'zh' ? 'en' : 'zh'
  const { pathname, searchStr } = useLocation()
  const [state, setState] = useState<CopyState>('idle')
  const copy = async (inLang: Lang) => {
    const href = siteHref(withLangPath(pathname, inLang)) + searchStr
    try {
      await navigator.clipboard.writeText(new URL(href, document.baseURI).href)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return (
    <span className="copy-link">
      <LiveButton onClick={() => void copy(lang)}>
        <LinkIcon /> {t('thread.copyLink')}
      </LiveButton>
      <LiveButton className="copy-other" onClick={() => void copy(other)}>
        {t('thread.copyLinkOther')}
      </LiveButton>
      <span role="status" aria-live="polite" className="copy-state">
        {state === 'copied' ? t('thread.copied') : state === 'failed' ? t('thread.copyFailed') : ''}
      </span>
    </span>
  )
}
