import { describe, expect, it } from 'vitest';
import { SubmitError, submitRequest } from './submit-request';

type Call = { url: string; init: RequestInit | undefined };

function fakeFetch(response: Response, calls: Call[]): typeof fetch {
  return async (input, init) => {
    calls.push({ url: String(input), init });
    return response;
  };
}

describe('submitRequest', () => {
  it('posts the data with the captcha token and reads the request id of a 201', async () => {
    const calls: Call[] = [];
    const result = await submitRequest(
      '/api/things',
      { data: { name: 'A' }, captchaToken: 'tok' },
      fakeFetch(Response.json({ requestId: 'ADR-1' }, { status: 201 }), calls),
    );
    expect(result).toEqual({ requestId: 'ADR-1' });
    expect(calls[0]?.url).toBe('/api/things');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ name: 'A', captchaToken: 'tok' });
  });

  it('gives a null request id when a 201 carries none', async () => {
    const result = await submitRequest('/x', { data: {}, captchaToken: 't' }, fakeFetch(new Response('', { status: 201 }), []));
    expect(result).toEqual({ requestId: null });
  });

  it('throws on any other status and on network errors', async () => {
    for (const status of [200, 400, 403, 500]) {
      await expect(
        submitRequest('/x', { data: {}, captchaToken: 't' }, fakeFetch(Response.json({}, { status }), [])),
      ).rejects.toBeInstanceOf(SubmitError);
    }
    const failing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(submitRequest('/x', { data: {}, captchaToken: 't' }, failing)).rejects.toThrow('Network error');
  });
});
