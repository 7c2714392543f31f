import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** What the whole core may not import: it reaches the browser only through the Platform port. */
const CORE_IMPORT_PATHS = [
  { name: 'webextension-polyfill', message: 'Use the Platform port.' },
  { name: 'redaxios', message: 'Use the gateway.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.data/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'reports/',
      '.stryker-tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The core, the features and the app reach the browser only through the Platform port (DESIGN.md).
    files: ['src/core/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use platform.storage.' },
        { name: 'sessionStorage', message: 'Use platform.sessionStorage.' },
        { name: 'fetch', message: 'Use the gateway.' },
        { name: 'chrome', message: 'Use the Platform port.' },
        { name: 'browser', message: 'Use the Platform port.' },
      ],
      'no-restricted-imports': ['error', { paths: CORE_IMPORT_PATHS }],
    },
  },
  {
    // The contract floor (the pure rules both the page and the worker apply) imports nothing above it
    // and touches no browser API: core and platform stand on it, not the other way round.
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!\\./)', message: 'The contract is pure: it imports only its own files.' }],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'The contract is pure.' },
        { name: 'localStorage', message: 'The contract is pure.' },
        { name: 'chrome', message: 'The contract is pure.' },
        { name: 'browser', message: 'The contract is pure.' },
      ],
    },
  },
  {
    // The core serves the features and knows none of them; the app (src/app), which composes,
    // names them, and nothing imports the app but the shells' entries.
    files: ['src/core/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    ignores: ['src/core/resources/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: CORE_IMPORT_PATHS,
          patterns: [
            {
              group: ['**/features/**', '**/app/**', '**/entries/**'],
              message: 'Only the app composes features; nothing imports the app but the entries.',
            },
          ],
        },
      ],
    },
  },
  {
    // The reference server stands beside the console, not on it: of src it reads only the contract
    // (the area declarations, the message catalogue), never the core, a feature, the app or a shell.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/src/(?!contract/)',
              message: 'The server imports only src/contract of the console (ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Platform code (both shells' gateways, stores, the worker) stands on the contract alone: it
    // imports nothing of the core, and the shells' entries (src/entries) are what put them together.
    files: ['src/platform/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/core/**', '**/entries/**', '**/features/**'],
              message: 'Platform code imports only src/contract: the core reaches it through the Platform port.',
            },
          ],
        },
      ],
    },
  },
  {
    // The resources framework knows no feature: areas (src/features/<group>/areas.ts) declare their fields,
    // actions and dialogs and register; the framework renders what it is given (ARCHITECTURE.md).
    files: ['src/core/resources/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: CORE_IMPORT_PATHS,
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message:
                'The resources framework imports no feature: declare it in src/features/<group> and register it.',
            },
          ],
        },
      ],
    },
  },
);
