import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '../../helpers/datasets'

// The house rules live in eslint.config.js. Each case plants one forbidden line in a file of
// the layer it breaks and expects `npm run lint` (this very config) to reject it.
let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
})

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

describe('architecture rules (eslint.config.js)', () => {
  it.each([
    ['src/features/kips/planted.ts', "import { x } from '../thread/thread-title'"],
    ['src/features/kips/planted.ts', "import { x } from '../../features/thread/thread-title'"],
    [
      'src/features/kips/planted.ts',
      "export { x } from '../../../src/features/people/people-table'",
    ],
    ['src/features/kips/planted.ts', "const m = import('../timeline/first-screen')"],
    ['src/features/kips/planted.ts', "import { x } from '../../app/router'"],
    ['src/shared/components/planted.tsx', "import { x } from '../../features/kips/kip-card'"],
    ['src/shared/planted.ts', "import { x } from '../features/thread/thread-title'"],
    ['src/data/planted.ts', "import { x } from '../features/people/people-table'"],
    ['src/data/planted.ts', "import { x } from '../shared/hooks/use-lang'"],
    ['src/domain/planted.ts', "import { x } from '../url/search-params'"],
  ])('%s: `%s` is rejected', async (file, line) => {
    expect(await ruleIds(file, `${line}\nexport const y = x\n`)).toContain('layers/boundaries')
  })

  it.each([
    'export const w = window.location.hash',
    'export const d = document.title',
    'export const p = process.env.HOME',
    'export const n = navigator.language',
    'export const s = localStorage.getItem("a")',
    'export const b = Buffer.from("a")',
    'export const g = globalThis.document',
    'export const f = fetch("x")',
  ])('src/domain: `%s` is rejected', async (line) => {
    expect(await ruleIds('src/domain/planted.ts', line)).toContain('no-restricted-globals')
  })

  it.each(['node:fs', 'react'])('src/domain: importing %s is rejected', async (spec) => {
    expect(
      await ruleIds('src/domain/planted.ts', `import x from '${spec}'\nexport const y = x\n`),
    ).toContain('no-restricted-imports')
  })

  it('src/data: a cast of what a file holds is rejected (its schema decodes it), `as const` is not', async () => {
    const cast = "export const f = JSON.parse('{}') as { weeks: string[] }\n"
    expect(await ruleIds('src/data/planted.ts', cast)).toContain(
      '@typescript-eslint/consistent-type-assertions',
    )
    const angle = "export const f = <{ weeks: string[] }>JSON.parse('{}')\n"
    expect(await ruleIds('src/data/planted.ts', angle)).toContain(
      '@typescript-eslint/consistent-type-assertions',
    )
    expect(await ruleIds('src/data/planted.ts', "export const k = ['a'] as const\n")).toEqual([])
  })

  // The address's state is read by valibot schemas and type guards (src/url/search-params.ts): a
  // cast there, or where the routes and hooks read it, would let a value no schema read through.
  it.each([
    'src/url/planted.ts',
    'src/shared/hooks/planted.ts',
    'src/app/routes/planted.tsx',
    'src/app/router.tsx',
    'src/app/lang-route.tsx',
  ])('%s: a cast is rejected, `as const` is not', async (file) => {
    expect(await ruleIds(file, 'export const s = ({} as { kip?: number[] }).kip\n')).toContain(
      '@typescript-eslint/consistent-type-assertions',
    )
    expect(await ruleIds(file, "export const k = ['kip'] as const\n")).toEqual([])
  })

  // A view reads its own route's search (useViewSearch), typed to the parameters it declares: the
  // router's loose search of every route (`strict: false`) would be one untyped bag again.
  it('src: reading the search of every route at once is rejected', async () => {
    const line =
      "import { useSearch } from '@tanstack/react-router'\nexport const useS = () => useSearch({ strict: false })\n"
    expect(await ruleIds('src/features/kips/planted.ts', line)).toContain('no-restricted-syntax')
  })

  it('allows what the layers are for: own feature, shared, domain; the language in domain', async () => {
    const feature = [
      "import { a } from './kip-card'",
      "import { b } from '../../shared/hooks/use-lang'",
      "import { c } from '../../domain/files/layout'",
      'export const all = [a, b, c]',
    ].join('\n')
    expect(await ruleIds('src/features/kips/planted.ts', feature)).toEqual([])
    const domain = 'export const n = JSON.stringify(new Map([[1, Math.max(1, 2)]]))\n'
    expect(await ruleIds('src/domain/planted.ts', domain)).toEqual([])
  })
})
