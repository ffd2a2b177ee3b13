import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useT } from '../i18n/use-t'
import { DataLoadError } from '../data/data-source'
import { ViewCodeLoadError } from '../shared/components/lazy-view'

export function ErrorPanel({ error, retry }: { error: Error; retry: () => void }) {
  const t = useT()
  const unreachable =
    (error instanceof DataLoadError && error.unreachable) || error instanceof ViewCodeLoadError
  return (
    <section className="error-panel" role="alert">
      <h1>{unreachable ? t('notices.offlineHeading') : t('error.heading')}</h1>
      <p>
        {error instanceof ViewCodeLoadError
          ? t('notices.appFailed')
          : unreachable
            ? t('notices.offline', { message: error.message })
            : t('error.loadFailed', { message: error.message })}
      </p>
      <button type="button" onClick={retry}>
        {t('error.retry')}
      </button>
    </section>
  )
}

class Boundary extends Component<
  { children: ReactNode; onReset: () => void; resetKey?: string },
  { error: Error | null }
> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override componentDidUpdate(prev: { resetKey?: string }) {
    // Navigating elsewhere clears the error: the next view gets its own chance.
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null })
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('view failed', error, info.componentStack)
  }
  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <ErrorPanel
        error={error}
        retry={() => {
          if (error instanceof ViewCodeLoadError) error.loadAgain()
          this.props.onReset()
          this.setState({ error: null })
        }}
      />
    )
  }
}

/** Each view fails on its own, with a retry that refetches what failed, never a blank page. */
export function ViewErrorBoundary({
  children,
  resetKey,
}: {
  children: ReactNode
  resetKey?: string
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary onReset={reset} resetKey={resetKey}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  )
}
