/**
 * Builds the API server into one JavaScript file, dist-api/server.mjs, that plain `node` runs. The packages stay
 * in node_modules (imported, not bundled); only the project's own TypeScript is compiled.
 *
 * Why: through tsx every one of the server's few hundred modules is resolved by tsx's loader hooks, which run in a
 * separate thread in Node 20, a noticeable part of every start. Once loaded, the code is the same
 * JavaScript either way, so requests are not faster, only the start is.
 *
 * Modules that find files next to themselves (`new URL('./migrations', import.meta.url)`) keep finding them: each
 * `import.meta.url` is rewritten to the source file's own URL, computed relative to the bundle, so the bundle works
 * wherever the repository is, as long as it stays inside it.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

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
    plugins: [sourceLocations(dirname(outfile))],
  });
  return outfile;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outfile = await buildApi();
  console.log(`API built: ${relative(process.cwd(), outfile)}`);
}
