/**
 * Where every benchmark leaves its full results: `bench-results/` at the repository's root (not committed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const RESULTS_DIR = resolve(import.meta.dirname, '..', '..', 'bench-results');

/** Writes `contents` (an object is written as indented JSON) to bench-results/<fileName>; returns the file's path. */
export function writeBenchResult(fileName: string, contents: string | object): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, fileName);
  writeFileSync(path, typeof contents === 'string' ? contents : `${JSON.stringify(contents, null, 2)}\n`);
  return path;
}
