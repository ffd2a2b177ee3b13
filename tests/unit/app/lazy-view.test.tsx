import { render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { lazyView, ViewCodeLoadError } from '../../../src/app/lazy-view'

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
    const { rerender } = render(tree(1))
    expect(await screen.findByText('failed: ViewCodeLoadError')).toBeInTheDocument()
    expect(caught).toBeInstanceOf(ViewCodeLoadError)
    expect((caught as ViewCodeLoadError).unreachable).toBe(true)
    expect(calls).toBe(1)
    // what the error boundary's "Try again" does: loadAgain, then render the view again
    ;(caught as ViewCodeLoadError).loadAgain()
    rerender(tree(2))
    expect(await screen.findByText('hello Ada')).toBeInTheDocument()
    expect(calls).toBe(2)
  })
})
