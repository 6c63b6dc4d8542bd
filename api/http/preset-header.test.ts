import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerWithPresetHeaders } from './preset-header';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((done) => server?.close(done) ?? done(undefined));
  server = undefined;
});

/** A server whose responses are AnswerWithPresetHeaders, answering every request with `answer`. */
async function serveWith(answer: (response: AnswerWithPresetHeaders) => void): Promise<string> {
  server = createServer({ ServerResponse: AnswerWithPresetHeaders as unknown as typeof ServerResponse<IncomingMessage> }, (_request, response) =>
    answer(response as AnswerWithPresetHeaders),
  );
  await new Promise<void>((listening) => server?.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

/** The raw head, to see each header's count (fetch joins repeated headers). */
async function rawHeaders(url: string): Promise<string[]> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      const names: string[] = [];
      for (let i = 0; i < response.rawHeaders.length; i += 2) names.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
      response.resume();
      resolve(names);
    })
      .on('error', reject)
      .end();
  });
}

describe('AnswerWithPresetHeaders', () => {
  it('adds every preset list to the head the handler writes', async () => {
    const url = await serveWith((response) => {
      response.preset({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
      response.preset({ 'x-request-id': 'abc12345' });
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end('{}');
    });
    const answer = await fetch(url);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('x-request-id')).toBe('abc12345');
    expect(answer.headers.get('content-type')).toBe('application/json');
  });

  it("keeps the handler's own value of a preset header, whatever its case, and sends it once", async () => {
    const url = await serveWith((response) => {
      response.preset({ 'content-security-policy': "default-src 'self'" });
      response.writeHead(200, 'Fine', { 'Content-Security-Policy': "default-src 'none'" });
      response.end('strict');
    });
    const head = await rawHeaders(url);
    expect(head.filter((line) => line.toLowerCase().startsWith('content-security-policy'))).toEqual([
      "Content-Security-Policy: default-src 'none'",
    ]);
    expect((await fetch(url)).statusText).toBe('Fine');
  });

  it('covers an answer written without writeHead, and one set up through setHeader', async () => {
    const url = await serveWith((response) => {
      response.preset({ 'x-frame-options': 'DENY' });
      response.setHeader('Cache-Control', 'no-store');
      response.end('implicit head');
    });
    const answer = await fetch(url);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('implicit head');
  });

  it('merges into a raw header list through Node’s own table', async () => {
    const url = await serveWith((response) => {
      response.preset({ 'x-frame-options': 'DENY' });
      response.writeHead(200, ['Content-Type', 'text/plain', 'X-Frame-Options', 'SAMEORIGIN']);
      response.end('raw');
    });
    const head = await rawHeaders(url);
    expect(head.filter((line) => line.toLowerCase().startsWith('x-frame-options'))).toEqual(['X-Frame-Options: SAMEORIGIN']);
  });
});
