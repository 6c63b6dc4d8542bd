/**
 * A request's webhook survives the server: the real server process (`tsx api/server.ts`), with an endpoint set by
 * WEBHOOK_ENDPOINTS whose receiver is down, answers a submission 201 and is killed with SIGKILL at once. Started again
 * on the same database with the receiver up, it delivers that request's event, run once per database back end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend, DurableStore } from '../api/support/backends';
import { solveCaptcha } from '../api/support/captcha';
import { readFixture } from '../api/support/payloads';
import { spawnServer, type ServerProcess } from '../api/support/server-process';
import { NO_RATE_LIMITS } from '../api/support/test-app';
import { newWebhookSecret } from '../../api/webhooks/webhook-endpoints';
import { startReceiver, type Receiver } from './support/webhook-receiver';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function defineWebhookCrashSuite(backend: Backend): void {
  describe(`a webhook across a SIGKILL on ${backend.name}`, () => {
    let store: DurableStore;
    let root: string;
    let receiver: Receiver | undefined;
    const running: ServerProcess[] = [];

    beforeAll(async () => {
      store = await backend.createDurableStore();
      root = mkdtempSync(join(tmpdir(), 'webhook-crash-'));
    });
    afterAll(async () => {
      for (const server of running) server.signal('SIGKILL');
      await Promise.all(running.map((server) => server.exited));
      await receiver?.close();
      await store?.dispose();
      rmSync(root, { recursive: true, force: true });
    });

    it('sends the webhook of a request answered 201 just before the kill, once it is back', { timeout: 120_000 }, async () => {
      const secret = newWebhookSecret();
      const port = await freePort();
      const vars = {
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        STATIC_DIR: join(root, 'no-front-end'),
        CAPTCHA_HMAC_SECRET: 'webhook-crash-captcha-secret-0123456789abcdef',
        CAPTCHA_COST: '20',
        ...NO_RATE_LIMITS,
        LOG_LEVEL: 'info',
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        WEBHOOK_POLL_MS: '200',
        // Nothing listens on the receiver's port until the restart.
        WEBHOOK_ENDPOINTS: JSON.stringify([{ url: `http://127.0.0.1:${port}/hooks/agency`, secret, events: ['request.received'] }]),
        ...store.envSource,
      };
      const first = spawnServer(vars);
      running.push(first);
      const url = await first.listening;
      const captchaToken = await solveCaptcha(() => fetch(`${url}/api/captcha/challenge`));
      const response = await fetch(`${url}/api/forms/auto-quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...readFixture('auto-quote'), captchaToken }),
      });
      expect(response.status).toBe(201);
      first.signal('SIGKILL');
      const { requestId } = (await response.json()) as { requestId: string };
      await first.exited;

      receiver = await startReceiver(secret, port);
      const again = spawnServer({ ...vars });
      running.push(again);
      await again.listening;
      // The first try (before the kill) found the receiver down; the next comes 5 s later, now from the new process.
      await vi.waitFor(() => expect(receiver?.accepted()).toHaveLength(1), { timeout: 60_000, interval: 100 });
      expect(receiver.accepted()[0]?.payload).toMatchObject({ type: 'request.received', data: { requestId, kind: 'auto-quote' } });
    });
  });
}
