/// <reference types="vitest/config" />
import { defineConfig, type Rolldown } from 'vite'
import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { previewAsHost } from './scripts/lib/preview-as-host.ts'

// `base: './'` keeps every asset URL relative: each pre-rendered page resolves them against its
// `<base href>` (the site root), so the build works from any static server, under any sub-path.
/**
 * The app's own modules that the first screen needs and another chunk shares (a week's section,
 * shared by the timeline and a week's page; the links, badges, queries and schemas), as ONE chunk:
 * left to itself the bundler makes a file of each set of importers (some twenty files under 1 kB),
 * and each file compresses on its own, without the others' words. Only modules the first screen
 * imports (the entry and the app it loads after the first paint, import by import) go there:
 * those only the lazily loaded views use must not ride on the first load.
 */
const APP_CODE = /\/src\//
const FIRST_SCREEN_ROOTS = /\/src\/(entry-client|app\/take-over)\.tsx$/
/**
 * The chunks the entry imports (the first screen's shared code, below, and the bundler's runtime):
 * every page has loaded them before it imports anything later, so no later import preloads them.
 */
const LOADED_WITH_THE_ENTRY = /(^|\/)(shared|rolldown-runtime)-[\w-]+\.js$/

/** Whether `id` is imported (statically, through any chain of modules) by a first-screen root. */
function onFirstScreen(
  id: string,
  ctx: Rolldown.ChunkingContext,
  memo: Map<string, boolean>,
): boolean {
  const known = memo.get(id)
  if (known !== undefined) return known
  // A cycle leads nowhere new: false until the walk that entered it decides.
  memo.set(id, false)
  const found =
    FIRST_SCREEN_ROOTS.test(id) ||
    (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => onFirstScreen(importer, ctx, memo))
  memo.set(id, found)
  return found
}

export default defineConfig(({ isSsrBuild }) => ({
  base: './',
  // scripts/build.ts hands Vite a fresh copy of public/ holding only the data it has just built.
  publicDir: process.env.BUILD_PUBLIC_DIR ?? 'public',
  // SITE_URL (given at build time) writes canonical and preview addresses (src/app/page-head.ts).
  envPrefix: ['VITE_', 'SITE_URL'],
  // `npm start` (vite preview) answers unknown addresses as the hosts of the site do: 404.html.
  plugins: [react(), previewAsHost()],
  build: {
    target: 'es2022',
    // Vite's helper preloads the files a later import needs, from a table of their names in the
    // module that imports it: the app's table named the entry's chunks on every view's line, some
    // 80 bytes of the first load that fetched nothing (tests/build/first-load-size.test.ts).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !LOADED_WITH_THE_ENTRY.test(dep)) : deps,
    },
    sourcemap: false,
    // The pages are written by scripts/prerender.ts, which reads the entry's files from here.
    manifest: !isSsrBuild,
    // The server bundle's entry is given on its command line (scripts/lib/site-build.ts).
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            input: 'src/entry-client.tsx',
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id, ctx) =>
                      APP_CODE.test(id) && onFirstScreen(id, ctx, new Map()) ? 'shared' : null,
                    minShareCount: 2,
                  },
                ],
              },
            },
          },
        }),
  },
  test: {
    testTimeout: 20_000,
    // Every core: Vitest's default leaves one free, which on CI's two cores ran the whole suite
    // in one worker (402 s; 295 s with two).
    maxWorkers: availableParallelism(),
    // Two tiers (docs/testing.md): `npm test` runs the projects unit and dom, in-process tests
    // of pure code and of components; `npm run test:build` runs build, the tests that run a Vite
    // build or one of the project's commands in a process of its own. unit and dom are apart so
    // that only the tests that render pay for a DOM (jsdom and testing-library, set up anew for
    // every test file); a unit test that needs a DOM says so in its file
    // (`// @vitest-environment jsdom`). Every project extends these settings.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // The files of a worker share their modules rather than load them anew each: these test
          // pure code, and what a test stubs (globals, timers, env) it restores after itself. A
          // unit test must leave no state behind in a module; the rendering tests (dom) keep
          // their isolation, as the app's stores and caches live in modules.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx', 'tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] },
      },
    ],
  },
}))
