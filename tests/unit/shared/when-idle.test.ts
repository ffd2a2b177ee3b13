// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from '../../../src/shared/lib/when-idle'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('runs the task when the browser says it is idle, and not before', () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    vi.stubGlobal('cancelIdleCallback', () => {})
    const task = vi.fn()
    whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    idle.forEach((run) => run())
    expect(task).toHaveBeenCalledOnce()
  })

  it('where there is no idle callback (Safari), runs it after the current work', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const task = vi.fn()
    whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(task).toHaveBeenCalledOnce()
  })

  it('can be cancelled before it runs', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const task = vi.fn()
    whenIdle(task)()
    vi.runAllTimers()
    expect(task).not.toHaveBeenCalled()
  })

  it('fetches nothing ahead for a reader who asked to save data', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } })
    const task = vi.fn()
    whenIdle(task)
    vi.runAllTimers()
    expect(task).not.toHaveBeenCalled()
  })
})
