import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import tseslint from 'typescript-eslint'
import layers from './eslint/layers.js'

/**
 * The one lint configuration, house rules included (tests/unit/lint/architecture.test.ts plants
 * a forbidden import of each kind and expects this config to fail it).
 *
 * Layers of src/, one way: domain (pure) ← url, i18n, data, shared ← features ← app.
 */
const LAYERS = [
  {
    from: 'src/features/*',
    disallow: ['src/features/*', 'src/app'],
    message: 'features never import each other nor the app: move shared code to src/shared',
  },
  {
    from: 'src/shared',
    disallow: ['src/features', 'src/app'],
    message: 'src/shared is used by features, it never imports them',
  },
  {
    from: 'src/data',
    disallow: ['src/features', 'src/app', 'src/shared'],
    message: 'src/data is used by features, it never imports them',
  },
  {
    from: 'src/domain',
    disallow: ['src/features', 'src/app', 'src/shared', 'src/data', 'src/url', 'src/i18n'],
    message: 'src/domain is pure TypeScript: it imports nothing from the UI',
  },
]

// Globals of browsers and Node that are not part of the language itself: src/domain runs in the
// browser, the build scripts and the tests alike, so it may use none of them (tsc cannot tell:
// the project's lib includes the DOM).
const language = new Set([...Object.keys(globals.es2024), 'globalThis'])
const HOST_GLOBALS = [
  ...new Set([...Object.keys(globals.browser), ...Object.keys(globals.node), 'globalThis']),
].filter((name) => name === 'globalThis' || !language.has(name))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'public/data',
      'node_modules',
      'test-results',
      'playwright-report',
      '.site',
      '.build',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'jsx-a11y': jsxA11y,
      layers,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'layers/boundaries': ['error', ...LAYERS],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: 'Use useT (src/i18n/use-t.ts): it says why.',
            },
          ],
        },
      ],
    },
  },
  {
    // What a data file holds is its schema's to say (src/domain/files/descriptor.ts), and the
    // address's state is read by valibot schemas and type guards (src/url/search-params.ts): the
    // data layer and where the address is read and routed never cast (`as const` is no cast).
    files: [
      'src/data/**/*.{ts,tsx}',
      'src/url/**/*.ts',
      'src/shared/hooks/**/*.ts',
      'src/app/routes/**/*.tsx',
      'src/app/router.tsx',
      'src/app/lang-route.tsx',
    ],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },
  {
    // Each view reads its own route's search (shared/hooks/use-view-search.ts), typed to the
    // parameters its route declares: not the loose search of every route at once.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='useSearch'] Property[key.name='strict'][value.value=false]",
          message: "Read the view's own route: useViewSearch(useSearch({ from: '/$lang/…' })).",
        },
      ],
    },
  },
  {
    // The domain layer is shared by the browser, the build scripts and the tests:
    // it must stay pure (no React, no DOM, no Node built-ins, no host globals).
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...HOST_GLOBALS.map((name) => ({
          name,
          message: `src/domain is pure TypeScript: no "${name}" (a browser or Node global).`,
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'node:*', 'fs', 'path', 'url'],
              message: 'src/domain is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
)
