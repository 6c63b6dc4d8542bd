import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildTimeModules } from './scripts/build-time-modules';
import { chunkModules } from './scripts/chunk-modules';
import { devServer } from './scripts/dev-server';

/** rjsf's markdown renderer, replaced by plain text: see src/wizard/form/plain-text-markdown.tsx. */
export const markdownAlias = [
  { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/wizard/form/plain-text-markdown.tsx', import.meta.url)) },
];

/**
 * Modules rjsf imports, replaced for rjsf alone: its URI library by the browser's URL parser
 * (src/wizard/form/uri-resolver.ts), its decimal separator lookup by the site's language's
 * (src/wizard/form/decimal-separator.ts).
 */
const RJSF_REPLACEMENTS: Record<string, string> = {
  'fast-uri': './src/wizard/form/uri-resolver.ts',
  './getDecimalSeparator.js': './src/wizard/form/decimal-separator.ts',
};
const rjsfReplacements: Plugin = {
  name: 'rjsf-replacements',
  enforce: 'pre',
  resolveId(source, importer) {
    const replacement = RJSF_REPLACEMENTS[source];
    if (replacement === undefined || importer === undefined || !importer.includes('/node_modules/@rjsf/')) return null;
    return fileURLToPath(new URL(replacement, import.meta.url));
  },
};

/** The chunk family of a package: React, MUI (with Emotion and their helpers), rjsf (with its helpers), XState, the rest. */
const PACKAGE_FAMILIES: [RegExp, string][] = [
  [/^(react|react-dom|scheduler|react-is|use-sync-external-store)$/, 'react'],
  [/^(@mui\/|@emotion\/|stylis|@babel\/runtime|clsx|@popperjs|prop-types|react-transition-group)/, 'mui'],
  [/^(@rjsf\/|@x0k\/|lodash|jsonpointer|fast-equals|markdown-to-jsx)/, 'rjsf'],
  [/^(xstate|@xstate\/)/, 'xstate'],
];

function packageFamily(id: string): string | null {
  const name = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace('\\', '/');
  if (name === undefined) return null;
  return PACKAGE_FAMILIES.find(([pattern]) => pattern.test(name))?.[1] ?? 'vendor';
}

/**
 * The libraries in chunks by family, each split by the pages and lazy parts that use it: the island loader evaluates
 * a page's chunks one per task (src/app/island-loader.ts), so no chunk may hold a whole form engine.
 */
const packageChunks = {
  name: packageFamily,
  test: /[\\/]node_modules[\\/]/,
  entriesAware: true,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), buildTimeModules(), rjsfReplacements, devServer(), ...(isSsrBuild ? [] : [chunkModules()])],
  resolve: { alias: markdownAlias },
  // The pre-renderer bundles rjsf, so the alias applies there too and server and browser render the same markup.
  ssr: { noExternal: ['@rjsf/core'] },
  // `npm run dev`: the site and its API on one port (scripts/dev-server.ts), the same one each time.
  server: { port: 5173, strictPort: true },
  build: isSsrBuild
    ? // `vite build --ssr src/prerender.tsx`: the renderer the pre-render script runs in Node, never served.
      { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The pre-render script reads which chunks each page needs from the manifest (and then removes it).
        manifest: true,
        // No preload links in the served <head> (the page itself comes first on a slow connection), but an island's
        // chunk fetches the chunks it imports along with it, not one after the other. Every supported browser has
        // modulepreload, so no polyfill.
        modulePreload: { polyfill: false },
        rolldownOptions: { output: { codeSplitting: { groups: [packageChunks] } } },
      },
}));
