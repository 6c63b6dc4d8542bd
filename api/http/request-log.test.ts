import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { requestLog } from './request-log';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** A logger at `threshold` that records each line it writes. */
function recordingLogger(threshold: Level) {
  const order: Level[] = ['debug', 'info', 'warn', 'error'];
  const written: { level: Level; message: string; detail: unknown }[] = [];
  const enabled = (level: Level) => order.indexOf(level) >= order.indexOf(threshold);
  const line = (level: Level) => (message: string, detail?: unknown) => {
    if (enabled(level)) written.push({ level, message, detail });
  };
  const log: Logger = { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
  return { log, written };
}

function appWith(log: Logger): Hono {
  return new Hono()
    .use('/api/*', requestLog(log))
    .get('/api/ok', (c) => c.json({ ok: true }))
    .get('/api/broken', (c) => c.json({ error: 'internal_error' }, 500));
}

describe('requestLog', () => {
  it('writes one line per request with its route, status and id', async () => {
    const { log, written } = recordingLogger('info');
    const answer = await appWith(log).request('/api/ok', { headers: { 'x-request-id': 'proxy-id-12345' } });
    expect(answer.headers.get('x-request-id')).toBe('proxy-id-12345');
    expect(written).toEqual([
      {
        level: 'info',
        message: 'request',
        detail: expect.objectContaining({ requestId: 'proxy-id-12345', method: 'GET', route: '/api/ok', status: 200 }),
      },
    ]);
  });

  it('above info, still answers with a request id but writes only the failures', async () => {
    const { log, written } = recordingLogger('warn');
    const app = appWith(log);
    const ok = await app.request('/api/ok');
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await app.request('/api/broken');
    expect(written.map(({ level, message }) => [level, message])).toEqual([['error', 'request failed']]);
  });
});
