import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Syntax the whole codebase avoids (no-restricted-syntax); a block that adds its own repeats these. */
const houseSyntax = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'No dangerouslySetInnerHTML: render data as text.',
  },
  {
    selector: "JSXAttribute[name.name='style']",
    message: 'Style with vanilla-extract, not inline styles.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'storybook-static/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'openapi/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ...houseSyntax],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // A request's state is the Request helper's (app/stores/request.ts): stores and pages read it
    // (compare it, isLoading, isFailed) and never write 'loading' or 'failed' themselves.
    files: ['app/stores/**/*.{ts,tsx}', 'app/features/**/*.{ts,tsx}'],
    ignores: ['app/stores/request.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...houseSyntax,
        {
          selector:
            'Literal[value=/^(loading|failed)$/]:not(BinaryExpression > Literal, SwitchCase > Literal, TSLiteralType > Literal)',
          message:
            "Track a request with Request (app/stores/request.ts: run, start, succeed, fail, known), not by setting 'loading' or 'failed' by hand.",
        },
      ],
    },
  },
  {
    // The design system never imports the app (STYLE.md: arrows point one way).
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@app/*', '**/app/*', '@domain/*', '**/domain/*'] }],
    },
  },
  {
    // The server never imports the app: what both need is in domain/ or the contract's generated code.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Any path up into the root's app/ (relative or '@app/'); the server's own app.ts is './app'.
              regex: '^(\\.\\./)+app(/|$)|^@app(/|$)',
              message: 'The server imports nothing of the app: move what both need to domain/ or openapi/generated/.',
            },
          ],
        },
      ],
    },
  },
  {
    // domain/ is the rules alone: it reads the contract's generated types and limits (openapi/generated/),
    // and nothing of the app, the server, React or MobX, so both sides can import it.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Any path up into app/ (relative or '@app/').
              regex: '^(\\.\\./)+app(/|$)|^@app(/|$)',
              message: "domain/ imports nothing of the app: the contract's generated code is in openapi/generated/.",
            },
            { group: ['**/server', '**/server/**'], message: 'domain/ imports nothing of the server.' },
            {
              group: [
                'react',
                'react/**',
                'react-dom',
                'react-dom/**',
                'mobx',
                'mobx-*',
                '@ds',
                '@ds/**',
                '**/design-system/**',
              ],
              message: 'domain/ is plain TypeScript: no React, MobX or design system.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
