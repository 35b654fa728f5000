import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/lint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/coverage/**',
      'apps/server/drizzle/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      '**/dev-dist/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web's one-way imports are part of the boundaries rule below.
    },
  },
  {
    // The web asks the API through call(endpoint, input) and names its cache after the
    // endpoint (apps/web/src/lib/query-key.ts): no hand-written query key, no request below
    // call() (its own file aside).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/__tests__/**',
      'apps/web/src/test/**',
      'apps/web/src/lib/api-contract.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression',
          message:
            'Derive the key from the endpoint: queryKeyOf(contract.x, input) (lib/query-key.ts).',
        },
        {
          selector: 'ImportSpecifier[imported.name=/^(apiRequest|sendMultipart)$/]',
          message: 'Send requests with call(contract.x, input) (lib/api-contract.ts).',
        },
      ],
    },
  },
  {
    // One rule for every boundary (see scripts/lint/boundaries.js), so they extend each other.
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
  },
  {
    files: ['apps/server/src/**', 'apps/web/src/**', 'packages/shared/src/**'],
    plugins: { boundaries },
    rules: { 'boundaries/env-in-env-ts': 'error' },
  },
);
