import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { buildTimeModules } from './scripts/build-time-modules';
import { markdownAlias } from './vite.config';

export default defineConfig({
  // The browser's wizard code imports validators compiled at build time; the tests run the very same modules.
  plugins: [buildTimeModules()],
  resolve: { alias: markdownAlias },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'dist/**', 'dist-ssr/**', 'dist-dev/**', 'dist-ssr-dev/**', 'dist-api/**', 'tests/e2e/**', 'data/**'],
    environment: 'node',
    // A test file on every core: Vitest's default keeps one core for its own process, which mostly waits. A worker
    // keeps the modules it has loaded from one test file to the next instead of loading them again for each; test
    // files share no state through them .
    maxWorkers: availableParallelism(),
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
