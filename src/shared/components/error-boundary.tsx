import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { DataLoadError } from '../../data/data-source'
import { ViewCodeLoadError } from './lazy-view'

/** What failed and its retry, in place of a view (a `part` of one: a heading below the view's). */
export function ErrorPanel({
  error,
  retry,
  part,
}: {
  error: Error
  retry: () => void
  part?: boolean
}) {
  const t = useT()
  const unreachable =
    (error instanceof DataLoadError && error.unreachable) || error instanceof ViewCodeLoadError
  const Heading = part ? 'h2' : 'h1'
  return (
    <section className="error-panel" role="alert">
      <Heading>{unreachable ? t('notices.offlineHeading') : t('error.heading')}</Heading>
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
  { children: ReactNode; onReset: () => void; resetKey?: string; part?: boolean },
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
        part={this.props.part}
        retry={() => {
          if (error instanceof ViewCodeLoadError) error.loadAgain()
          this.props.onReset()
          this.setState({ error: null })
        }}
      />
    )
  }
}

/**
 * Each view fails on its own, with a retry that refetches what failed, never a blank page; a
 * `part` of a view (a week of the timeline) fails in its place, the rest of the view staying.
 */
export function ViewErrorBoundary({
  children,
  resetKey,
  part,
}: {
  children: ReactNode
  resetKey?: string
  part?: boolean
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary onReset={reset} resetKey={resetKey} part={part}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  )
}
