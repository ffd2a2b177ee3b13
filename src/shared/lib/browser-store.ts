import { useSyncExternalStore } from 'react'

/**
 * A value this browser keeps for the reader (local storage), as JSON: what they last saw, whom
 * they follow. Nothing of it leaves the browser. Every component that reads it sees the same
 * value, in every tab of the site (the `storage` event). Storage that is blocked (a private
 * window, a setting) or full keeps nothing: reads give null, writes are dropped.
 */
export interface BrowserStore<T> {
  /** The stored value, or null (nothing stored, storage blocked, or not a value of this store). */
  get: () => T | null
  /** Stores the value; false when the browser would not keep it. */
  set: (value: T) => boolean
  /** Calls `listener` when the value changes, here or in another tab. */
  subscribe: (listener: () => void) => () => void
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Reading `localStorage` itself throws where storage is blocked.
    return null
  }
}

/**
 * The store kept under `key`; `parse` turns what was stored (parsed JSON) into a value, or null
 * when it is not one (an older format, a hand edit): it is then as if nothing were stored.
 * browserStore("kcd:following", (raw) => (isFollowing(raw) ? raw : null)).
 */
export function browserStore<T>(key: string, parse: (raw: unknown) => T | null): BrowserStore<T> {
  const listeners = new Set<() => void>()
  // The last text read and its value: the same text gives the same object (useSyncExternalStore
  // compares snapshots by identity).
  let cached: { text: string | null; value: T | null } = { text: null, value: null }
  const read = (): string | null => {
    try {
      return storage()?.getItem(key) ?? null
    } catch {
      return null
    }
  }
  const get = (): T | null => {
    const text = read()
    if (text === cached.text) return cached.value
    let value: T | null = null
    try {
      value = text === null ? null : parse(JSON.parse(text))
    } catch {
      value = null
    }
    cached = { text, value }
    return value
  }
  const notify = () => listeners.forEach((listener) => listener())
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify()
  }
  return {
    get,
    set(value) {
      try {
        const target = storage()
        if (!target) return false
        target.setItem(key, JSON.stringify(value))
      } catch {
        return false
      } finally {
        notify()
      }
      return true
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) window.removeEventListener('storage', onStorage)
      }
    },
  }
}

/**
 * The value of a browser store, kept up to date. Null while the page is pre-rendered and while
 * the app takes it over (the reader's own marks then appear), so both renders match.
 */
export function useBrowserStore<T>(store: BrowserStore<T>): T | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null)
}
