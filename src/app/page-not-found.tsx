import { useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useT } from '../i18n/use-t'
import { InLanguage } from '../i18n/in-language'
import { ErrorPanel } from '../shared/components/error-boundary'
import { NotFound } from '../shared/components/not-found'
import { langOfPath } from '../url/site-paths'

/** The language an address names (else Chinese, the digests' own), for pages outside the shell. */
function usePathLang() {
  return useLocation({ select: (l) => langOfPath(l.pathname) ?? 'zh' })
}

/** An address below a language that no view knows, inside the shell (router.tsx). */
export function ViewNotFound() {
  const t = useT()
  return <NotFound message={t('notFound.page')} />
}

/** An address no route knows, in the language its path names. */
export function PageNotFound() {
  const lang = usePathLang()
  return (
    <InLanguage lang={lang}>
      <main id="main" className="not-found-page">
        <ViewNotFound />
      </main>
    </InLanguage>
  )
}

/**
 * What no view caught, at the root: an address that cannot even be read (a malformed `%` escape)
 * is not found; anything else is an error with a retry. Never the router's bare message.
 */
export function PageFailed({ error }: ErrorComponentProps) {
  const router = useRouter()
  const lang = usePathLang()
  if (error instanceof URIError) return <PageNotFound />
  const failure = error instanceof Error ? error : new Error(String(error))
  return (
    <InLanguage lang={lang}>
      <main id="main">
        <ErrorPanel error={failure} retry={() => void router.invalidate()} />
      </main>
    </InLanguage>
  )
}
