import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // Build output, test and benchmark artefacts, local databases. The locale catalogs are
  // .po files compiled by the Lingui Vite plugin at build time, so nothing generated sits in src/.
  globalIgnores(['dist/', 'coverage/', 'data/', 'test-results/', 'playwright-report/', '.vitest-data/', '.tmp/']),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is checked against its nearest tsconfig.json: sw/ against sw/tsconfig.json
        // (WebWorker lib), everything else against the root one, as `npm run typecheck` does.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      // Fastify plugins and hooks, Kysely's MigrationProvider, Workbox plugin callbacks, async act()
      // and test doubles of async APIs are async by contract: dropping `async` would change what they return.
      '@typescript-eslint/require-await': 'off',
      // `const { key: _key, ...rest } = row` is how the code leaves a field out of a copy; a parameter
      // named `_…` is there for its position (a callback's signature), not its value.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // TanStack Router's redirect() and notFound() are thrown by design; the router catches them.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] },
          ],
        },
      ],
    },
  },

  // The build scripts and this file are plain ESM that no tsconfig includes, so they get the
  // syntax rules without type information.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },

  // The server suite reads the API's JSON answers by path (ApiResponse.body is any) and judges
  // them with expect(); typing every read would restate each assertion as a cast.
  {
    files: ['tests/server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // Says only that the React Compiler would skip a component (useVirtualizer); the build runs no compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
]);
