/**
 * `npm run check:html`: the W3C Nu HTML Checker (the `vnu-jar` package, run by Java) reads every page the build
 * pre-rendered into dist/ and must find no error. Warnings are not failures; every error is printed with its page,
 * line and message. Run after `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import vnuJar from 'vnu-jar';
import { pageFileOf } from '../api/routes/static-site';
import { readPageList } from './page-list';

const ROOT = join(import.meta.dirname, '..');
const SITE = join(ROOT, 'dist');
const SSR = join(ROOT, 'dist-ssr');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

function main(): void {
  const files = readPageList(SSR).map((page) => join(SITE, pageFileOf(page.path)));
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')} (run npm run build first)`);
  const run = spawnSync('java', ['-jar', String(vnuJar), '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw new Error(`could not run Java for the Nu HTML Checker: ${run.error.message}`);
  // The checker writes its report to standard error, and exits 1 when it found an error.
  const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  const errors = report.messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
  for (const error of errors) {
    console.error(`${(error.url ?? '').replace(`file:${SITE}`, 'dist')}:${error.lastLine ?? '?'}: ${error.message}`);
  }
  console.log(`Nu HTML Checker: ${files.length} pages, ${errors.length} errors`);
  if (errors.length > 0 || (run.status !== 0 && errors.length === 0)) process.exit(1);
}

main();
