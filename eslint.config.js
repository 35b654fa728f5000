import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Server modules with a public entry (modules/<area>/index.ts): reached only through it. */
const SERVER_MODULES_WITH_ENTRY = ['auth', 'users', 'account', 'events', 'preferences'];
/** Modules whose own imports of other modules already go through those entries. */
const SERVER_MODULES_USING_ENTRIES = [
  ...SERVER_MODULES_WITH_ENTRY,
  'couple',
  'health',
  'push',
  'calendar',
];

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
      // Web imports flow one way: components/ui, lib -> features -> app. Never server code.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@doita/server'],
              message: 'The web never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
              message: 'components/ui and lib must not import features or app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@doita/web'],
              message: 'The server never imports web code.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module with a public entry is reached only through it (the others follow as their
    // own imports move onto the entries: add them to SERVER_MODULES_USING_ENTRIES).
    files: SERVER_MODULES_USING_ENTRIES.map((area) => `apps/server/src/modules/${area}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@doita/web'],
              message: 'The server never imports web code.',
            },
            {
              group: SERVER_MODULES_WITH_ENTRY.flatMap((area) => [
                `../${area}/*`,
                `!../${area}/index.js`,
              ]),
              message: "Another module is reached through its public entry: '../<area>/index.js'.",
            },
          ],
        },
      ],
    },
  },
);
