/**
 * Builds the API server into one JavaScript file, dist-api/server.mjs, that plain `node` runs. The packages stay
 * in node_modules (imported, not bundled); only the project's own TypeScript is compiled.
 *
 * Why: through tsx every one of the server's few hundred modules is resolved by tsx's loader hooks, which run in a
 * separate thread in Node 20; that slows every start. Once loaded, the code is the same
 * JavaScript either way, so requests are not faster, only the start is.
 *
 * The validators the start-up would compile are compiled here instead, as Ajv standalone code bundled in place of
 * schemas/precompiled-validators.ts (see schemas/validator-compiler.ts): the start no longer compiles them.
 *
 * Modules that find files next to themselves (`new URL('./migrations', import.meta.url)`) keep finding them: each
 * `import.meta.url` is rewritten to the source file's own URL, computed relative to the bundle, so the bundle works
 * wherever the repository is, as long as it stays inside it.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { build, type Plugin } from 'esbuild';
import { createAjv } from '../schemas/ajv';
import { compiledSchemas, validatorKey, type RecordedSchema } from '../schemas/validator-compiler';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const API_BUNDLE = join(ROOT, 'dist-api', 'server.mjs');

/**
 * A source file with each `import.meta.url` turned into that file's own URL, relative to the bundle. The API uses
 * only `import.meta.url`; `dirname` and `filename` would silently name the bundle, so they stop the build.
 */
export function rewriteImportMeta(source: string, sourcePath: string, bundleDir: string): string {
  if (/\bimport\.meta\.(dirname|filename)\b/.test(source)) {
    throw new Error(`${sourcePath}: use import.meta.url (import.meta.dirname and .filename are not rewritten)`);
  }
  const fromBundle = relative(bundleDir, sourcePath).split('\\').join('/');
  return source.replace(/\bimport\.meta\.url\b/g, `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
}

function sourceLocations(bundleDir: string): Plugin {
  return {
    name: 'source-locations',
    setup(context) {
      context.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: rewriteImportMeta(source, args.path, bundleDir), loader: 'ts' };
      });
    },
  };
}

/**
 * What the server's start-up compiles: the modules that compile as they load are imported, and the functions that
 * compile when the server starts are called; the compiler keeps every schema it was given.
 */
export async function startupSchemas(): Promise<RecordedSchema[]> {
  const [{ loadWizardRegistry }, { siteFormValidators }, { loadEnv }] = await Promise.all([
    import('../api/wizards/registry'),
    import('../api/routes/site-form'),
    import('../api/env'),
    import('../api/captcha/captcha-token'),
    import('../api/uploads/find-attachments'),
  ]);
  loadWizardRegistry();
  siteFormValidators();
  loadEnv({});
  return compiledSchemas();
}

/** An ES module exporting the recorded validators as Ajv standalone code, by validatorKey. */
export function precompiledValidatorsModule(recorded: readonly RecordedSchema[]): string {
  const entries = new Map<string, string>();
  for (const { schema, options } of recorded) {
    const ajv = createAjv({ ...options, code: { source: true, lines: false, esm: false } });
    // Standalone code is CommonJS: it assigns module.exports and requires Ajv's runtime helpers.
    entries.set(validatorKey(schema, options), `load((module, exports, require) => {\n${standaloneCode(ajv, ajv.compile(schema))}\n})`);
  }
  return [
    "import { createRequire } from 'node:module';",
    'const require = createRequire(import.meta.url);',
    'const load = (define) => {',
    '  const module = { exports: {} };',
    '  define(module, module.exports, require);',
    '  return module.exports.default ?? module.exports;',
    '};',
    'export const PRECOMPILED_VALIDATORS = new Map([',
    ...[...entries].map(([key, code]) => `  [${JSON.stringify(key)}, ${code}],`),
    ']);',
  ].join('\n');
}

function precompiledValidators(recorded: readonly RecordedSchema[]): Plugin {
  return {
    name: 'precompiled-validators',
    setup(context) {
      context.onResolve({ filter: /\/precompiled-validators$/ }, (args) => ({
        path: join(args.resolveDir, 'precompiled-validators.ts'),
        namespace: 'precompiled-validators',
      }));
      context.onLoad({ filter: /.*/, namespace: 'precompiled-validators' }, () => ({
        contents: precompiledValidatorsModule(recorded),
        loader: 'js',
      }));
    },
  };
}

export async function buildApi(outfile: string = API_BUNDLE): Promise<string> {
  await build({
    entryPoints: [join(ROOT, 'api', 'server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [precompiledValidators(await startupSchemas()), sourceLocations(dirname(outfile))],
  });
  return outfile;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outfile = await buildApi();
  console.log(`API built: ${relative(process.cwd(), outfile)}`);
}
