/**
 * The little of jsdom's API that a test uses directly (tests/unit/build/not-found-page.test.ts,
 * a page run at addresses of its own); jsdom ships no types. Vitest's jsdom environment needs none.
 */
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string
    runScripts?: 'dangerously' | 'outside-only'
    beforeParse?: (window: Window & typeof globalThis) => void
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions)
    readonly window: Window & typeof globalThis
  }
}
