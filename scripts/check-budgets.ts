/**
 * The performance budgets, checked on the production build (run after `npm run build`; CI runs it) rather than in a
 * browser, so the figures do not depend on the machine. Prints them every time and exits 1 when a budget is
 * exceeded:
 *
 * - JavaScript a page can download, gzip-compressed: the entry with every chunk it imports, and every island of the
 *   page with what it loads as it hydrates (scripts/page-scripts.ts). At most 100 kB for `/`, 110 kB for any other
 *   content page and 250 kB for `/quote/commercial`; every page is listed.
 * - Content pages (everything but the wizards) load no form engine: no rjsf, XState, wizard renderer, wizard folder
 *   or Ajv. Precompiled validators (the newsletter's) need only Ajv's small runtime helpers and format checks.
 * - No page loads anything of the staff inbox (staff/, its grid, its sign-in client), which has a build of its own.
 * - No browser chunk holds the Ajv compiler or generates code at run time (`new Function`, `eval`), so the
 *   Content-Security-Policy can forbid 'unsafe-eval'.
 * - No browser chunk holds the modules the build replaces for rjsf (vite.config.ts): its URI library and its locale
 *   lookup of the decimal separator, which would set up the browser's locale data as a wizard comes to life.
 * - No image over 200 kB; fonts, if any, are self-hosted WOFF2 files (the site uses the system font stack).
 *
 * A kB here is 1,024 bytes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScripts, readBuildOutput } from './page-scripts';

const KB = 1024;
const PAGE_BUDGETS: Record<string, number> = { '/': 100 * KB, '/quote/commercial': 250 * KB };
/** Every content page (no wizard on it) without a budget of its own above. */
const CONTENT_PAGE_BUDGET = 110 * KB;
const IMAGE_BUDGET = 200 * KB;
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico']);
const FONT_EXTENSIONS = new Set(['.woff2', '.woff', '.ttf', '.otf', '.eot']);

/** The island that makes a page a wizard page. */
const WIZARD_ISLAND = 'src/islands/wizard.tsx';
/** Modules of the form engine, which only wizard pages may load. */
const FORM_ENGINE = [
  /^node_modules\/@rjsf\//,
  /^node_modules\/(xstate|@xstate)\//,
  /^node_modules\/ajv(-errors)?\//,
  /^src\/wizard\//,
  /^engine\//,
  /^forms\/(?!.*\?wizard-(summary|card)$)/,
];
/** The staff inbox's code: no public page may load any of it. */
const STAFF_CODE = [/^staff\//, /^node_modules\/@mui\/x-/, /^node_modules\/(better-auth|@better-auth|@simplewebauthn)\//];
/** What a precompiled validator needs at run time: Ajv's runtime helpers and the format checks. */
const VALIDATOR_RUNTIME = [/^node_modules\/ajv\/dist\/runtime\//, /^node_modules\/ajv-formats\/dist\/formats\.js$/];
/** The Ajv compiler and its plugins, which no browser chunk may hold. */
const AJV_COMPILER = [/^node_modules\/ajv\/(?!dist\/runtime\/)/, /^node_modules\/ajv-errors\//, /^node_modules\/ajv-formats\/dist\/(?!formats\.js$)/];
/** Modules the browser build gives rjsf replacements for (vite.config.ts `RJSF_REPLACEMENTS`). */
const REPLACED_FOR_RJSF = [/^node_modules\/fast-uri\//, /^node_modules\/@rjsf\/utils\/lib\/getDecimalSeparator\.js$/];
const CODE_GENERATION = /\bnew Function\s*\(|(?<![\w.$])eval\s*\(/;

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}


const matchesAny = (patterns: readonly RegExp[], module: string) => patterns.some((pattern) => pattern.test(module));

function main(): void {
  const build = readBuildOutput();
  const { distDir, pages, chunkModules } = build;
  const failures: string[] = [];
  const gzipSizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      gzipSizes.set(file, size);
    }
    return size;
  };

  console.log('JavaScript per page (gzip):');
  for (const { path, scriptSources } of pages) {
    const isWizardPage = scriptSources.includes(WIZARD_ISLAND);
    const files = pageScripts(build, path);
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const budget = PAGE_BUDGETS[path] ?? (isWizardPage ? undefined : CONTENT_PAGE_BUDGET);
    const verdict = budget === undefined ? '' : total <= budget ? `  budget ${kB(budget)}: ok` : `  budget ${kB(budget)}: EXCEEDED`;
    console.log(`  ${path.padEnd(24)} ${String(files.length).padStart(3)} files ${kB(total).padStart(10)}${verdict}`);
    if (budget !== undefined && total > budget) failures.push(`${path} loads ${kB(total)} of JavaScript, over its ${kB(budget)} budget`);

    const staff = files.flatMap((file) => (chunkModules[file] ?? []).filter((module) => matchesAny(STAFF_CODE, module)));
    if (staff.length > 0) failures.push(`${path} loads staff inbox code: ${[...new Set(staff)].slice(0, 5).join(', ')}`);

    if (!isWizardPage) {
      const engine = files.flatMap((file) =>
        (chunkModules[file] ?? []).filter((module) => matchesAny(FORM_ENGINE, module) && !matchesAny(VALIDATOR_RUNTIME, module)),
      );
      if (engine.length > 0) failures.push(`${path} loads form-engine code: ${[...new Set(engine)].slice(0, 5).join(', ')}`);
    }
  }

  for (const [file, modules] of Object.entries(chunkModules)) {
    const compiler = modules.filter((module) => matchesAny(AJV_COMPILER, module));
    if (compiler.length > 0) failures.push(`${file} holds the Ajv compiler: ${compiler.slice(0, 3).join(', ')}`);
    const replaced = modules.filter((module) => matchesAny(REPLACED_FOR_RJSF, module));
    if (replaced.length > 0) failures.push(`${file} holds a module the build replaces for rjsf: ${replaced.join(', ')}`);
    if (CODE_GENERATION.test(readFileSync(join(distDir, file), 'utf8'))) failures.push(`${file} generates code at run time`);
  }

  const images: [string, number][] = [];
  const fonts: [string, number][] = [];
  for (const path of walk(distDir)) {
    const extension = extname(path);
    if (IMAGE_EXTENSIONS.has(extension)) images.push([relative(distDir, path), statSync(path).size]);
    if (FONT_EXTENSIONS.has(extension)) fonts.push([relative(distDir, path), statSync(path).size]);
  }
  images.sort((a, b) => b[1] - a[1]);
  const [largest] = images;
  console.log(`Images: ${images.length}, largest ${largest ? `${largest[0]} ${kB(largest[1])}` : 'none'} (budget ${kB(IMAGE_BUDGET)} each)`);
  for (const [file, size] of images) if (size > IMAGE_BUDGET) failures.push(`${file} is ${kB(size)}, over ${kB(IMAGE_BUDGET)}`);
  console.log(fonts.length === 0 ? 'Fonts: none downloaded (system font stack)' : `Fonts: ${fonts.map(([file, size]) => `${file} ${kB(size)}`).join(', ')}`);
  for (const [file] of fonts) if (extname(file) !== '.woff2') failures.push(`${file} is not a WOFF2 font`);
  for (const file of walk(distDir)) {
    if (/\.(html|css|js)$/.test(file) && /fonts\.(googleapis|gstatic)\.com|use\.typekit\.net/.test(readFileSync(file, 'utf8'))) {
      failures.push(`${relative(distDir, file)} loads fonts from another site`);
    }
  }

  if (failures.length > 0) {
    console.error(`\n${failures.length} budget(s) exceeded:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('All budgets met.');
}

main();
