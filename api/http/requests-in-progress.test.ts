import { describe, expect, it } from 'vitest';
import { countRequestsInProgress } from './requests-in-progress';

const state = async (promise: Promise<void>) =>
  Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 20))]);

describe('countRequestsInProgress', () => {
  it('settles at once when nothing is in progress', async () => {
    const requests = countRequestsInProgress(() => new Response('ok'));
    expect(await state(requests.settled())).toBe('settled');
    requests.fetch();
    expect(await state(requests.settled())).toBe('settled');
  });

  it('waits for every answer still being made, whether it comes or fails', async () => {
    const pending: Array<{ resolve: (response: Response) => void; reject: (error: Error) => void }> = [];
    const requests = countRequestsInProgress(
      () => new Promise<Response>((resolve, reject) => pending.push({ resolve, reject })),
    );
    const first = Promise.resolve(requests.fetch());
    const second = Promise.resolve(requests.fetch());
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

  it('passes every argument through and counts a handler that throws as finished', async () => {
    const seen: unknown[][] = [];
    const requests = countRequestsInProgress((...args: unknown[]) => {
      seen.push(args);
      if (args[0] === 'throw') throw new Error('synchronous failure');
      return new Response('ok');
    });
    requests.fetch('request', { incoming: 'node request' });
    expect(seen).toEqual([['request', { incoming: 'node request' }]]);
    expect(() => requests.fetch('throw')).toThrow('synchronous failure');
    expect(await state(requests.settled())).toBe('settled');
  });
});
