import { act, render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyView, ViewCodeLoadError } from '../../../src/shared/components/lazy-view'

let caught: Error | null = null

// Stands in for the view error boundary: shows the error and keeps it for the test.
class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    caught = error
    return { error }
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.name}</p> : this.props.children
  }
}

describe('lazyView', () => {
  it('says a failed download is unreachable, never retries by itself, and loads again on loadAgain', async () => {
    let calls = 0
    const View = lazyView('Hello', async () => {
      calls++
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return ({ name }: { name: string }) => <p>hello {name}</p>
    })
    const tree = (key: number) => (
      <Catch key={key}>
        <Suspense fallback={<p>loading</p>}>
          <View name="Ada" />
        </Suspense>
      </Catch>
    )
    // A view that suspends on a download is rendered in an awaited act (React's rule for `use`).
    const { rerender } = await act(async () => render(tree(1)))
    expect(await screen.findByText('failed: ViewCodeLoadError')).toBeInTheDocument()
    expect(caught).toBeInstanceOf(ViewCodeLoadError)
    expect((caught as ViewCodeLoadError).unreachable).toBe(true)
    expect(calls).toBe(1)
    // what the error boundary's "Try again" does: loadAgain, then render the view again
    ;(caught as ViewCodeLoadError).loadAgain()
    await act(async () => rerender(tree(2)))
    expect(await screen.findByText('hello Ada')).toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it('renders at once, without its fallback, once the router has preloaded it', async () => {
    const View = lazyView('Hello', async () => ({ name }: { name: string }) => <p>hello {name}</p>)
    await View.preload()
    render(
      <Suspense fallback={<p>loading</p>}>
        <View name="Ada" />
      </Suspense>,
    )
    // Synchronously: the first render is the view (a pre-rendered page is hydrated in one go).
    expect(screen.getByText('hello Ada')).toBeInTheDocument()
    expect(screen.queryByText('loading')).toBeNull()
  })

  it("never rejects its preload: the failure is the view's to show, inside its boundary", async () => {
    const View = lazyView('Hello', () => Promise.reject(new TypeError('offline')))
    await expect(View.preload()).resolves.toBeUndefined()
    await act(async () =>
      render(
        <Catch>
          <Suspense fallback={<p>loading</p>}>
            <View />
          </Suspense>
        </Catch>,
      ),
    )
    expect(screen.getByText('failed: ViewCodeLoadError')).toBeInTheDocument()
  })
})
