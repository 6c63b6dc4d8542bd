// Lint rules: typescript-eslint's recommended set, React hooks rules, and the architecture's import boundaries.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * `allowed`: the one module of a forbidden folder a boundary lets through, as its path from the folder ("content/agency").
 * Expressed as a regular expression, since the glob patterns cannot re-include a file below an excluded folder.
 */
const boundary = (from, forbidden, why, allowed) => ({
  files: [`${from}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((group) =>
          allowed
            ? { regex: `(^|/)${group}/(?!${allowed}$)`, message: why }
            : { group: [`**/${group}/**`, `../${group}/*`], message: why },
        ),
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-ssr', 'dist-dev', 'dist-ssr-dev', 'dist-api', 'bench-results', 'data', 'test-results', 'playwright-report', 'api/db/migrations'] },
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  boundary('forms', ['src', 'api'], 'forms/ holds wizard definitions only; it must not depend on the app or the API.'),
  boundary('schemas', ['src', 'api', 'engine'], 'schemas/ is shared by the browser and the API.'),
  boundary('engine', ['src', 'api'], 'engine/ is shared by the browser and the API.'),
  boundary('src', ['api'], 'The front end talks to the API over HTTP only.'),
  // One exception: the agency's identity (name, phone, e-mail, hours) is pure data, and the e-mails the API sends
  // must say exactly what the site says; importing that one file beats keeping a second copy in step.
  boundary('api', ['src'], 'The API never imports the front end (only src/content/agency.ts, the agency identity).', 'content/agency'),
);
