import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { developmentPort, FUNNEL_DATABASE_SUFFIX, funnelPort, productionPort, productionURL, RECEIVER_SECRET, receiverReportURL, receiverURL } from './tests/e2e/servers';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium-flags';

// The browser tests run the production build, served by the real API server, against a throw-away PostgreSQL
// database so a test can read what the server stored while it is still running. One name per run, shared with
// the workers through the environment.
process.env.E2E_DATABASE ??= `e2e_${Date.now()}_${process.pid}`;
const database = process.env.E2E_DATABASE;

const server = (listenPort: number, staticDir: string, databaseName: string, settings: Record<string, string> = {}) => ({
  command: 'npx tsx tests/e2e/start-server.ts',
  url: `http://127.0.0.1:${listenPort}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  // SIGTERM, so the server drops its database before it exits (tests/e2e/start-server.ts); Playwright's default,
  // SIGKILL, left two databases behind after every run.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  env: {
    PORT: String(listenPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    STATIC_DIR: staticDir,
    E2E_DATABASE: databaseName,
    // One browser sends every test's requests; the limits have their own API and replica tests.
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '0',
    RATE_LIMIT_SITE_FORMS_PER_MINUTE: '0',
    RATE_LIMIT_VALIDATION_PER_MINUTE: '0',
    RATE_LIMIT_CAPTCHA_PER_MINUTE: '0',
    RATE_LIMIT_VEHICLES_PER_MINUTE: '0',
    RATE_LIMIT_DRAFTS_PER_MINUTE: '0',
    RATE_LIMIT_EVENTS_PER_MINUTE: '0',
    ...settings,
  },
});

/** Every request of the run goes to the receiver, which tests/e2e/webhooks-received.spec.ts checks at the end. */
const toReceiver = {
  WEBHOOK_ENDPOINTS: JSON.stringify([{ url: receiverURL, secret: RECEIVER_SECRET, description: 'The browser tests’ receiver' }]),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // One test file per core, each in its own browser, against the same two servers; a file's tests run in order.
  // Every test makes its own data and reads back only its own rows, so files can run side by side.
  fullyParallel: false,
  workers: availableParallelism(),
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: productionURL,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser on these machines.
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  // The site's tests, then the check that the receiver got every request they sent (it runs once they are done).
  projects: [
    { name: 'site', testIgnore: /webhooks-received\.spec\.ts$/ },
    { name: 'webhooks', testMatch: /webhooks-received\.spec\.ts$/, dependencies: ['site'] },
  ],
  webServer: [
    {
      command: 'npx tsx tests/e2e/webhook-receiver.ts',
      url: `${receiverReportURL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    },
    server(productionPort, 'dist', database, toReceiver),
    server(developmentPort, 'dist-dev', `${database}_dev`),
    server(funnelPort, 'dist', `${database}${FUNNEL_DATABASE_SUFFIX}`),
  ],
});
