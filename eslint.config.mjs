// ESLint: typescript-eslint's recommended rules and the React hooks rules, over the site, the
// scripts and the tests. Formatting is Prettier's (.prettierrc), not ESLint's. `npm run lint`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-es/',
      '.build*.staging/',
      '.build*.previous/',
      '.docusaurus/',
      '.cache/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'static/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'react-hooks': reactHooks},
    rules: {
      // The two classic hooks rules. Version 7's React Compiler rules (recommended-latest) are left
      // off: the site does not use the compiler, and they flag about twenty deliberate patterns
      // (a code block reading its ref while it hydrates, client-only data set in effects).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `_name` marks what is unused on purpose; `{left, ...rest}` leaves `left` out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true},
      ],
      // Every regex here that names a control character does so on purpose: hostile URLs, header
      // checks, the search engine's ASCII fast path.
      'no-control-regex': 'off',
    },
  },
  {
    // Tests read loosely typed shapes (the Docusaurus config, Algolia answers); swizzled theme
    // components stay close to Docusaurus's own code; the search engine builds Algolia's
    // free-form JSON hits.
    files: ['tests/**', 'src/theme/**', 'src/search/engine.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
);
