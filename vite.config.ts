import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // The Hono API runs on port 3000 in development; the browser only ever talks to its own origin.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The wizard chunk (rjsf, Ajv, the MUI form widgets) is ~600 kB before gzip but loads only on wizard pages.
    chunkSizeWarningLimit: 700,
  },
});
