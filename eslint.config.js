import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/', 'drizzle/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Imports flow one way: routes → features → ui / lib / i18n. Building blocks never reach up.
    files: ['app/ui/**', 'app/lib/**', 'app/i18n/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['#app/features/*', '#app/routes/*', '../features/*', '../routes/*'], message: 'ui, lib and i18n must not depend on features or routes.' }] }],
    },
  },
  {
    files: ['app/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['#app/routes/*', '../../routes/*'], message: 'Features must not import route modules.' }] }],
    },
  },
  {
    files: ['public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
);
