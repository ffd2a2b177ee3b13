/**
 * The little of jsdom's API that a test uses directly (tests/unit/build/not-found-page.test.ts
 * and entry-watch.test.ts, pages run at addresses of their own); jsdom ships no types. Vitest's jsdom environment needs none.
 */
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string
    runScripts?: 'dangerously' | 'outside-only'
    beforeParse?: (window: Window & typeof globalThis) => void
    virtualConsole?: VirtualConsole
  }
  /** Where a page's console and jsdom's own errors ("Not implemented: navigation …") go. */
  export class VirtualConsole {
    on(event: 'jsdomError', listener: (error: Error) => void): this
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions)
    readonly window: Window & typeof globalThis
  }
}
