import type { ReactNode } from 'react'
import { shownIn, textIn, type Lang, type Localized } from '../../domain/dataset'
import { useLang } from '../hooks/use-lang'

/**
 * A digest text in the reader's language: the English edition when the week has one, else the
 * Chinese original marked with lang="zh" (so screen readers and fonts treat it right).
 * Always rendered as text: React escapes it, digest text is never HTML.
 */
export function LocalizedText({
  text,
  as: Tag = 'span',
  className,
  render = (shown) => shown,
}: {
  text: Localized
  as?: 'span' | 'p' | 'div'
  className?: string
  /** How the text is shown, as React elements of it (code spans: thread-body.tsx); as it is by default. */
  render?: (text: string) => ReactNode
}) {
  const lang = useLang()
  const shownLang = shownIn(text, lang)
  return (
    <Tag className={className} lang={shownLang === lang ? undefined : shownLang}>
      {render(textIn(text, lang))}
    </Tag>
  )
}

/** True when the reader asked for English but only Chinese exists. */
export function isChineseFallback(lang: Lang, text: Localized): boolean {
  return shownIn(text, lang) !== lang
}
