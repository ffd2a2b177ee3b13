// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserStore } from '../../../src/shared/lib/browser-store'

const numbers = (raw: unknown) =>
  Array.isArray(raw) && raw.every((n) => typeof n === 'number') ? (raw as number[]) : null

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('browserStore', () => {
  it('keeps a value as JSON, and gives the same object while the stored text is the same', () => {
    const store = browserStore('test:numbers', numbers)
    expect(store.get()).toBeNull()
    expect(store.set([1327, 1163])).toBe(true)
    expect(localStorage.getItem('test:numbers')).toBe('[1327,1163]')
    const first = store.get()
    expect(first).toEqual([1327, 1163])
    expect(store.get()).toBe(first)
  })

  it('reads what it cannot understand as nothing stored', () => {
    const store = browserStore('test:numbers', numbers)
    localStorage.setItem('test:numbers', '{"not": "numbers"}')
    expect(store.get()).toBeNull()
    localStorage.setItem('test:numbers', 'not json')
    expect(store.get()).toBeNull()
  })

  it('tells its listeners of a change here and in another tab', () => {
    const store = browserStore('test:numbers', numbers)
    const listener = vi.fn()
    const stop = store.subscribe(listener)
    store.set([1])
    expect(listener).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new StorageEvent('storage', { key: 'test:numbers' }))
    expect(listener).toHaveBeenCalledTimes(2)
    window.dispatchEvent(new StorageEvent('storage', { key: 'another' }))
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    store.set([2])
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('keeps nothing, and never throws, where storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const store = browserStore('test:numbers', numbers)
    expect(store.set([1])).toBe(false)
    expect(store.get()).toBeNull()
  })
})
