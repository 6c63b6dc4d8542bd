/**
 * What one delivery's request may do: SSRF probes (loopback, private, link-local and metadata addresses, a name that
 * resolves to loopback, a redirect to loopback) are refused while WEBHOOK_ALLOW_PRIVATE_NETWORKS is off; a receiver
 * that never answers is given up after the timeout; an answer's first kilobyte and its Retry-After are read; and the
 * retry schedule is Standard Webhooks'. An endpoint's deliveries reuse its kept-alive connections, checked as a
 * connection of their own is, and a reused connection the receiver had closed costs no try.
 */
import { createServer, type Server } from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../api/webhooks/safe-address';
import { endpointConnections, endpointUrlProblem, retryAfterSeconds, sendWebhook } from '../../api/webhooks/webhook-sender';
import { MAX_ATTEMPTS, nextTryInMs, outcomeOf, RETRY_SCHEDULE_MS } from '../../api/webhooks/webhook-store';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  })));
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits += 1;
    handler?.(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, hits: () => hits };
}

/** A resolver answering what a hostile DNS server would. */
function resolverOf(answers: Record<string, string[]>) {
  return ((hostname: string, _options: unknown, callback: (error: Error | null, addresses: LookupAddress[]) => void) => {
    const addresses = answers[hostname];
    if (!addresses) callback(Object.assign(new Error(`no such host ${hostname}`), { code: 'ENOTFOUND' }), []);
    else callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  }) as unknown as typeof import('node:dns').lookup;
}

const send = (url: string, extra: Partial<Parameters<typeof sendWebhook>[0]> = {}) =>
  sendWebhook({ url, headers: { 'webhook-id': 'msg_test' }, body: '{}', allowPrivate: false, timeoutMs: 500, ...extra });

describe('where a webhook may go', () => {
  it.each(['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1'])(
    'refuses %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );

  it('allows public addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses a private or plain-http address as an endpoint, unless configuration allows it', () => {
    for (const url of ['https://127.0.0.1/hook', 'https://10.0.0.1/hook', 'https://169.254.169.254/latest/meta-data', 'https://localhost/hook', 'https://[::1]/hook', 'http://hooks.example.com/x']) {
      expect(endpointUrlProblem(url, false), url).not.toBeNull();
    }
    expect(endpointUrlProblem('https://hooks.example.com/x', false)).toBeNull();
    expect(endpointUrlProblem('http://127.0.0.1:8080/hook', true)).toBeNull();
    expect(endpointUrlProblem('not a url', true)).not.toBeNull();
  });

  it('sends nothing to loopback, a private network or the metadata service', async () => {
    const inside = await serve((_request, response) => response.end('ok'));
    for (const url of [inside.url, 'https://10.0.0.1/hook', 'https://169.254.169.254/latest/meta-data']) {
      const answer = await send(url);
      expect(answer.status, url).toBeNull();
      expect(answer.error, url).toMatch(/private network|https/);
    }
    expect(inside.hits()).toBe(0);
  });

  it('refuses a name that resolves to loopback, or to a private address beside a public one, before it connects', async () => {
    const resolver = resolverOf({ 'rebound.example': ['127.0.0.1'], 'split.example': ['93.184.216.34', '10.0.0.7'], 'public.example': ['93.184.216.34'] });
    for (const host of ['rebound.example', 'split.example']) {
      const answer = await send(`https://${host}/hook`, { resolver });
      expect(answer.status).toBeNull();
      expect(answer.error).toContain(`${host} is, or resolves to, an address of a private`);
    }
    // A public one is connected to (and here, without internet, fails in some other way).
    const outside = await send('https://public.example/hook', { resolver, timeoutMs: 300 });
    expect(outside.error ?? '').not.toContain('private');
  });

  it('follows no redirect, to loopback or anywhere', async () => {
    const target = await serve((_request, response) => response.end('reached'));
    const redirecting = await serve((_request, response) => response.writeHead(302, { location: target.url }).end());
    const answer = await send(redirecting.url, { allowPrivate: true });
    expect(answer.status).toBe(302);
    expect(target.hits()).toBe(0);
    expect(outcomeOf(answer, 1)).toBe('retry');
  });

  it('gives up on a receiver that never answers, and keeps the first kilobyte of one that does', async () => {
    const silent = await serve(() => {});
    const started = Date.now();
    const answer = await send(silent.url, { allowPrivate: true, timeoutMs: 300 });
    expect(answer.status).toBeNull();
    expect(answer.error).toContain('no answer within');
    expect(Date.now() - started).toBeLessThan(5_000);

    const talkative = await serve((_request, response) => response.writeHead(503, { 'retry-after': '120' }).end('x'.repeat(5000)));
    const busy = await send(talkative.url, { allowPrivate: true });
    expect(busy).toMatchObject({ status: 503, retryAfterSeconds: 120 });
    expect(busy.response).toHaveLength(1024);
  });
});

describe('the retry schedule', () => {
  const failed = { status: 500, durationMs: 1, error: null, response: null, retryAfterSeconds: null };

  it("is Standard Webhooks': immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h", () => {
    expect(RETRY_SCHEDULE_MS).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    expect(MAX_ATTEMPTS).toBe(8);
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => nextTryInMs(attempts, failed))).toEqual(RETRY_SCHEDULE_MS);
  });

  it('waits longer when the receiver asks, within a day', () => {
    expect(nextTryInMs(1, { ...failed, retryAfterSeconds: 60 })).toBe(60_000);
    expect(nextTryInMs(3, { ...failed, retryAfterSeconds: 60 })).toBe(1_800_000);
    expect(nextTryInMs(1, { ...failed, retryAfterSeconds: 10 ** 9 })).toBe(86_400_000);
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(30);
    expect(retryAfterSeconds('soon')).toBeNull();
  });

  it('delivers on a 2xx, gives up after the eighth try, and stops at a 410', () => {
    expect(outcomeOf({ ...failed, status: 204 }, 1)).toBe('delivered');
    expect(outcomeOf(failed, 7)).toBe('retry');
    expect(outcomeOf(failed, 8)).toBe('failed');
    expect(outcomeOf({ ...failed, status: 410 }, 1)).toBe('gone');
    expect(outcomeOf({ ...failed, status: null, error: 'ECONNREFUSED' }, 2)).toBe('retry');
  });
});

describe("an endpoint's kept-alive connections", () => {
  it('carry several deliveries over one connection, and never another endpoint\'s', async () => {
    const sockets = new Set<unknown>();
    const receiver = await serve((request, response) => {
      sockets.add(request.socket);
      response.end('ok');
    });
    const connections = endpointConnections({ maxSockets: 4, allowPrivate: true });
    try {
      for (let index = 0; index < 3; index += 1) {
        const answer = await send(receiver.url, { allowPrivate: true, agent: connections.of({ id: 'first', url: receiver.url }) });
        expect(answer.status).toBe(200);
      }
      expect(sockets.size).toBe(1);
      expect(connections.of({ id: 'second', url: receiver.url })).not.toBe(connections.of({ id: 'first', url: receiver.url }));
      await send(receiver.url, { allowPrivate: true, agent: connections.of({ id: 'second', url: receiver.url }) });
      expect(sockets.size).toBe(2);
      // A changed address is a new endpoint as far as its connections go.
      expect(connections.of({ id: 'first', url: `${receiver.url}?v=2` })).not.toBe(connections.of({ id: 'second', url: receiver.url }));
    } finally {
      connections.close();
    }
  });

  it('check the addresses they connect to, as a connection of its own does', async () => {
    const resolver = resolverOf({ 'rebound.example': ['127.0.0.1'] });
    const connections = endpointConnections({ maxSockets: 4, allowPrivate: false, resolver });
    try {
      const url = 'https://rebound.example/hook';
      const answer = await send(url, { agent: connections.of({ id: 'endpoint', url }) });
      expect(answer.status).toBeNull();
      expect(answer.error).toContain('rebound.example is, or resolves to, an address of a private');
    } finally {
      connections.close();
    }
  });

  it('send a delivery again on a new connection when the receiver had closed the one reused', async () => {
    const served = new WeakMap<object, number>();
    const receiver = await serve((request, response) => {
      const count = (served.get(request.socket) ?? 0) + 1;
      served.set(request.socket, count);
      // The second request on a connection finds it closed, as after a receiver's idle timeout.
      if (count > 1) request.socket.destroy();
      else response.end('ok');
    });
    const connections = endpointConnections({ maxSockets: 4, allowPrivate: true });
    try {
      const agent = connections.of({ id: 'endpoint', url: receiver.url });
      expect((await send(receiver.url, { allowPrivate: true, agent })).status).toBe(200);
      const again = await send(receiver.url, { allowPrivate: true, agent });
      expect(again).toMatchObject({ status: 200, error: null });
      expect(receiver.hits()).toBe(3);
    } finally {
      connections.close();
    }
  });
});
