import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One lint config for the repo, with the one-way dependency graph enforced. */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-data/**', 'packages/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@vault/server*', '@vault/web*', '@vault/recognition*', '**/server/**', '**/web/**'] }],
    },
  },
  {
    files: ['packages/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@vault/server*', '@vault/recognition*', '**/packages/server/**'],
          // The app's own Form (browser validation bubbles off) and Table (a dash in empty cells).
          paths: [{ name: 'antd', importNames: ['Form', 'Table'], message: 'Use Form from components/form/Form and Table from components/Table.' }],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/components/form/Form.tsx', 'packages/web/src/components/Table.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@vault/server*', '@vault/recognition*', '**/packages/server/**'] }],
    },
  },
  {
    files: ['packages/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@vault/web*', '**/packages/web/**'] }] },
  },
  {
    files: ['packages/recognition/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@vault/server*', '@vault/web*', '@vault/contract*'] }] },
  },
);
