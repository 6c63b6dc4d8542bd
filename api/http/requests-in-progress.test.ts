import { describe, expect, it } from 'vitest';
import { countRequestsInProgress } from './requests-in-progress';

const state = async (promise: Promise<void>) =>
  Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 20))]);

describe('countRequestsInProgress', () => {
  it('settles at once when nothing is in progress', async () => {
    const requests = countRequestsInProgress(() => new Response('ok'));
    expect(await state(requests.settled())).toBe('settled');
    requests.fetch(new Request('http://localhost/'), undefined);
    expect(await state(requests.settled())).toBe('settled');
  });

  it('waits for every answer still being made, whether it comes or fails', async () => {
    const pending: Array<{ resolve: (response: Response) => void; reject: (error: Error) => void }> = [];
    const requests = countRequestsInProgress(
      () => new Promise<Response>((resolve, reject) => pending.push({ resolve, reject })),
    );
    const first = Promise.resolve(requests.fetch(new Request('http://localhost/first'), undefined));
    const second = Promise.resolve(requests.fetch(new Request('http://localhost/second'), undefined));
    second.catch(() => undefined);
    const settled = requests.settled();
    expect(await state(settled)).toBe('waiting');

    pending[0]?.resolve(new Response('first'));
    expect(await (await first).text()).toBe('first');
    expect(await state(settled)).toBe('waiting');

    pending[1]?.reject(new Error('database gone'));
    await expect(second).rejects.toThrow('database gone');
    expect(await state(settled)).toBe('settled');
  });

  it('passes the request and its bindings through and counts a handler that throws as finished', async () => {
    const seen: Array<[string, unknown]> = [];
    const requests = countRequestsInProgress((request: Request, env: { incoming: string }) => {
      seen.push([request.url, env]);
      if (request.url.endsWith('/throw')) throw new Error('synchronous failure');
      return new Response('ok');
    });
    requests.fetch(new Request('http://localhost/answer'), { incoming: 'node request' });
    expect(seen).toEqual([['http://localhost/answer', { incoming: 'node request' }]]);
    expect(() => requests.fetch(new Request('http://localhost/throw'), { incoming: 'node request' })).toThrow('synchronous failure');
    expect(await state(requests.settled())).toBe('settled');
  });
});
