import root from '../../eslint.config.js';

/**
 * The root config, with the feature-boundary rule corrected for this app: the root pattern `../*\/**`
 * also matches `../../components/…` (`*` matches `..`), which blocks the shared folders features must use.
 * Here a feature may import `./…` and `../../{api,components,lib,shell}/…`, never `../<other feature>/…`
 * nor `../../features/…`.
 */
export default [
  ...root,
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./(?:api|components|lib|shell)/)',
              message:
                'A feature folder never imports another feature: move what both need to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
];
