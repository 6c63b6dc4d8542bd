/**
 * The staff inbox's own build (staff/): a single page served under /staff by the API (api/routes/staff-site.ts), so
 * none of its code is ever part of a public page. `npm run build` runs it after the public site's build, whose
 * emptyOutDir would wipe it, and before the precompression, so its files get their .br and .gz copies too.
 *
 * `npm run dev` serves it at /staff beside the site and the API (scripts/dev-server.ts): the API accepts changes only
 * from pages of its own origin, and a passkey is bound to the origin it was made on.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { agency } from './config/agency';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The page's first title names the agency from its one config, as every page's title then does (ui/page-heading.tsx). */
const agencyName: Plugin = {
  name: 'staff-agency-name',
  transformIndexHtml: (html) => html.replaceAll('%AGENCY_SHORT_NAME%', agency.shortName),
};

export default defineConfig({
  root: path('./staff'),
  base: '/staff/',
  // Vite's cache would otherwise live in staff/node_modules.
  cacheDir: path('./node_modules/.vite-staff'),
  // The public site's public/ (favicon, carrier logos) is copied by its own build; the inbox needs none of it.
  publicDir: false,
  plugins: [react(), agencyName],
  build: {
    outDir: path('./dist/staff'),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Every supported browser has modulepreload.
    modulePreload: { polyfill: false },
    // The requests list's chunk holds MUI X's Data Grid (about 150 kB compressed), past Vite's default warning size;
    // it loads on that page only.
    chunkSizeWarningLimit: 600,
  },
});
