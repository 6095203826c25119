import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverModulePatterns = [
  {
    regex: '^\\.\\./[^./][^/]*/(?!index$)',
    message: "Import another module through its public face ('../<module>', its index.ts), never its files.",
  },
  {
    regex: '^\\.\\./\\.\\./(?!(?:lib|providers|plugins|config|deps|jobs)(?:/|$))',
    message: 'A module imports ../../{lib,providers,plugins,config,deps,jobs} and other modules only.',
  },
];
/** The same rules for a file in a module's sub-folder (modules/<module>/<part>/…): one level deeper. */
const nestedModulePatterns = serverModulePatterns.map((pattern) => ({
  ...pattern,
  regex: pattern.regex.replace('^', '^\\.\\./'),
}));
const withTestHelpers = (pattern) => ({
  ...pattern,
  regex: pattern.regex.replace('(?!(?:lib', '(?!\\.\\./test/|(?:lib'),
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // a feature may import ./…, ../../{api,components,lib,shell}/… (../../../… from a feature's sub-folder)
    // and packages, never another feature
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!(?:\\.\\./)+(?:api|components|lib|shell)/)',
              message:
                'A feature folder never imports another feature: move what both need to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // a server module may import ./…, ../../{lib,providers,plugins,config,deps,jobs}… and packages, and another
    // module only through its public face: '../<module>' (its index.ts), never '../<module>/<file>'
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverModulePatterns }],
    },
  },
  {
    // a module's tests may also use the shared test helpers in apps/server/test/
    files: ['apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverModulePatterns.map(withTestHelpers) }],
    },
  },
  {
    // a module's sub-folder (modules/messaging/push/…) reaches its module's own files through ../
    files: ['apps/server/src/modules/*/*/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: nestedModulePatterns }],
    },
  },
  {
    files: ['apps/server/src/modules/*/*/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: nestedModulePatterns.map(withTestHelpers) }],
    },
  },
  {
    // outside modules/ (app.ts, main.ts, jobs/) a module is reached through its index.ts as well
    files: ['apps/server/src/*.ts', 'apps/server/src/{jobs,lib,plugins,providers}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\.?/)+modules/[^/]+/(?!index$)',
              message: "Import a module through its public face ('./modules/<module>'), not its files.",
            },
          ],
        },
      ],
    },
  },
);
