import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { Lang } from '../domain/dataset'
import { i18nFor, type Resources } from './i18n'

/** Renders its children in one language (UI texts, dates, numbers). */
export function InLanguage({
  lang,
  messages,
  children,
}: {
  lang: Lang
  messages?: Resources | undefined
  children: ReactNode
}) {
  return <I18nextProvider i18n={i18nFor(lang, messages)}>{children}</I18nextProvider>
}
