// Lint rules: typescript-eslint's recommended set, React hooks rules, and the architecture's import boundaries,
// enforced with eslint-plugin-import-x (no-restricted-paths for the boundaries, no-cycle for import cycles). Run
// without ESLint's cache: no-cycle reads across files, and a per-file cache would miss a cycle closed elsewhere.
import { readdirSync, statSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const wizardIds = readdirSync(`${root}/forms`).filter((name) => statSync(`${root}/forms/${name}`).isDirectory());

/** One boundary: files under `target` may not import from any of `from` (paths from the repository root). */
const zone = (target, from, message) => ({ target: `./${target}`, from: from.map((path) => `./${path}`), message });

/** The rooms of the wizard renderer, from the bottom up: what each holds and the rooms it may import. */
const wizardRooms = [
  { name: 'data', uses: [], holds: 'the rules that change form data (patches, derived and computed values)' },
  { name: 'typing', uses: ['data'], holds: "what carries the visitor's input to the machine" },
  { name: 'form', uses: ['typing', 'data'], holds: "the rjsf form's templates and what it hands every widget" },
  { name: 'widgets', uses: ['form', 'typing', 'data'], holds: 'the widgets, with the rules and lookups of each' },
  { name: 'step', uses: ['form', 'typing', 'data'], holds: "what frames a step's fields (header, notices, navigation)" },
  { name: 'review', uses: ['form', 'typing', 'data'], holds: 'the review step' },
  { name: 'sending', uses: ['form', 'typing', 'data'], holds: 'sending a request and what the visitor sees meanwhile and after' },
  { name: 'progress', uses: ['form', 'typing', 'data'], holds: 'the progress that survives a reload (history, device, drafts)' },
];

export const boundaryZones = [
  zone('config', ['src', 'api', 'engine', 'schemas', 'forms', 'staff', 'json', 'text'], 'config/ is the agency identity, pure data: it imports nothing of the project.'),
  zone('json', ['src', 'api', 'engine', 'schemas', 'forms', 'staff', 'config', 'text'], 'json/ holds general helpers for JSON data: it imports nothing of the project.'),
  zone('text', ['src', 'api', 'engine', 'schemas', 'forms', 'staff', 'config', 'json'], 'text/ holds general helpers for text people read: it imports nothing of the project.'),
  zone(
    'src/browser',
    ['src/app', 'src/wizard', 'src/pages', 'src/islands', 'src/components', 'src/content', 'src/captcha', 'engine', 'schemas', 'forms', 'config', 'json', 'text'],
    'src/browser/ holds helpers for the browser\'s main thread shared by the app shell and the renderer: it imports nothing of the project.',
  ),
  zone('forms', ['src', 'api'], 'forms/ holds wizard definitions only; it must not depend on the app or the API.'),
  zone('schemas', ['src', 'api', 'engine', 'workbench'], 'schemas/ is shared by the browser and the API and sits below the engine.'),
  zone('engine', ['src', 'api', 'workbench'], 'engine/ is shared by the browser and the API.'),
  zone('src', ['api', 'staff', 'workbench'], 'The public front end talks to the API over HTTP only, and holds nothing of the staff inbox.'),
  zone('api', ['src', 'staff', 'workbench'], 'The API never imports a front end; what both need lives in config/, engine/ or schemas/.'),
  zone('staff', ['src', 'api', 'engine', 'forms'], 'The staff inbox talks to the API over HTTP only; what it shares with the API lives in config/ or schemas/.'),
  zone(
    'src/wizard',
    ['src/pages', 'src/app', 'forms'],
    'The generic renderer names no page, no part of the app shell and no wizard: wizards reach it as data.',
  ),
  // The renderer's rooms: its core (the files at the top of src/wizard) assembles them, and no room imports the core.
  ...wizardRooms.map(({ name, uses, holds }) => ({
    target: `./src/wizard/${name}`,
    from: './src/wizard',
    except: [name, ...uses].map((room) => `./${room}`),
    message: `src/wizard/${name}/ holds ${holds}; it may import ${uses.length ? `${uses.join('/, ')}/ and ` : ''}nothing else of the renderer.`,
  })),
  // No wizard imports another: each folder may import only from itself.
  ...wizardIds.map((id) => ({
    target: `./forms/${id}`,
    from: './forms',
    except: [`./${id}`],
    message: 'One wizard never imports another: a wizard folder is the whole wizard.',
  })),
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-ssr', 'dist-dev', 'dist-ssr-dev', 'dist-api', 'bench-results', 'data', 'test-results', 'playwright-report', 'api/db/migrations'] },
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'staff/**/*.{ts,tsx}', 'workbench/**/*.{ts,tsx}'],
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
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // The modules an import leads to are parsed as TypeScript too, so no-cycle follows them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
