import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist', 'public/data', 'node_modules', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The domain layer is shared by the browser, the build scripts and the tests:
    // it must stay pure (no React, no DOM, no Node built-ins).
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'node:*', 'fs', 'path', 'url'],
              message: 'src/domain is pure TypeScript.',
            },
            {
              group: ['**/features/**', '**/app/**', '**/shared/**'],
              message: 'src/domain imports nothing from the UI.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features never import each other: shared code flows shared → features → app.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'features do not import the app layer.' },
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message: 'features never import each other: move shared code to src/shared.',
            },
          ],
        },
      ],
    },
  },
)
