import { expect, type Page, type TestType } from '@playwright/test'

/** Every test of the file fails on an uncaught error or a console error of its page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any test type of Playwright's
export function failOnPageErrors(test: TestType<any, any>) {
  const errorsOf = new WeakMap<Page, string[]>()
  test.beforeEach(({ page }: { page: Page }) => {
    const errors: string[] = []
    errorsOf.set(page, errors)
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
  })
  test.afterEach(({ page }: { page: Page }) => expect(errorsOf.get(page)).toEqual([]))
}
