/**
 * Build step after pre-rendering: writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the built
 * site (pages, scripts, styles, SVG, sitemap), compressed once at the highest levels. The server sends the copy the
 * browser accepts (api/routes/static-site.ts), so no response is compressed per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.webmanifest']);
/** Below this, the headers of a compressed answer outweigh what compression saves. */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

function precompress(dir: string): { files: number; bytes: number; gzip: number; brotli: number } {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const gzip = gzipSync(content, { level: 9 });
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${path}.gz`, gzip);
    writeFileSync(`${path}.br`, brotli);
    totals.files += 1;
    totals.bytes += content.length;
    totals.gzip += gzip.length;
    totals.brotli += brotli.length;
  }
  return totals;
}

const totals = precompress(resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist'));
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
console.log(`precompressed ${totals.files} files: ${kB(totals.bytes)} -> gzip ${kB(totals.gzip)}, brotli ${kB(totals.brotli)}`);
