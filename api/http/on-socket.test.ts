import type { Context } from 'hono';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { declaredBodyLength, fromSocket, requestHeader } from './on-socket';

/** The part of a context requestHeader reads, as @hono/node-server hands it over on a socket. */
function socketContext(headers: Record<string, string | string[]>): Context {
  return { env: { incoming: { headers }, outgoing: {} }, req: { header: () => 'from Hono' } } as unknown as Context;
}

describe('requestHeader', () => {
  it("reads Node's parsed headers on a socket, joining repeated ones like a web Headers object", () => {
    const c = socketContext({ 'content-type': 'application/json', 'x-forwarded-for': ['198.51.100.7', '203.0.113.9'] });
    expect(fromSocket(c.env)).toBe(true);
    expect(requestHeader(c, 'content-type')).toBe('application/json');
    expect(requestHeader(c, 'x-forwarded-for')).toBe('198.51.100.7, 203.0.113.9');
    expect(requestHeader(c, 'x-request-id')).toBeUndefined();
  });

  it('asks the Request of a request built in-process', async () => {
    const app = new Hono().get('/', (c) => c.json({ fromSocket: fromSocket(c.env), value: requestHeader(c, 'x-request-id') ?? null }));
    const answer = await app.request('/', { headers: { 'X-Request-Id': 'abc12345' } });
    expect(await answer.json()).toEqual({ fromSocket: false, value: 'abc12345' });
  });
});

describe('declaredBodyLength', () => {
  it('is the Content-Length, unless Transfer-Encoding leaves the length open', () => {
    expect(declaredBodyLength(socketContext({ 'content-length': '1465' }))).toBe(1465);
    expect(declaredBodyLength(socketContext({ 'content-length': '1465', 'transfer-encoding': 'chunked' }))).toBeUndefined();
    expect(declaredBodyLength(socketContext({ 'transfer-encoding': 'chunked' }))).toBeUndefined();
    expect(declaredBodyLength(socketContext({}))).toBeUndefined();
    expect(declaredBodyLength(socketContext({ 'content-length': 'many' }))).toBeNaN();
  });
});
