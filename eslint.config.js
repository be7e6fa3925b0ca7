import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/boundaries.js';

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
    // Imports flow one way: routes → features → ui / lib / i18n; features are used through their public modules
    // (from scripts/ and e2e/ too); no cycles; a module of app/ that uses Node is a *.server module.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error', 'boundaries/no-cycle': 'error', 'boundaries/node-on-server': 'error' },
  },
  {
    // One error (decision 0044): code throws AppError / notFound(); only the modules that turn it
    // (or a form's outcome) into an HTTP answer build a failing answer themselves.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'app/lib/app-error.server.ts', 'app/lib/respond.server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ThrowStatement > CallExpression[callee.name='data']",
          message: "Throw an AppError (notFound(), new AppError('forbidden')…) from lib/app-error.ts; it becomes the HTTP answer in one place (decision 0044).",
        },
        {
          selector: "ThrowStatement > NewExpression[callee.name='Response'], ThrowStatement > CallExpression[callee.object.name='Response']",
          message:
            "Throw an AppError (notFound(), new AppError('invalid')…) from lib/app-error.ts instead of a Response; a resource route may still return one (decision 0044).",
        },
      ],
    },
  },
  {
    // The journeys keep one page per worker (e2e/fixtures.ts, decision 0049): what no reset takes back
    // (the network cut, permissions, a place, extra headers) goes through a helper that puts it back
    // within the journey, whatever its outcome.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(setOffline|grantPermissions|setGeolocation|setExtraHTTPHeaders)$/]',
          message:
            'The next journey in this worker reuses the context: cut the network with whileOffline() from e2e/support.ts, which puts it back (decision 0049).',
        },
      ],
    },
  },
  {
    files: ['public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
);
