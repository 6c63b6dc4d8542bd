import { afterEach, describe, expect, it } from 'vitest';
import { startWorkerRequests, type WorkerRequests } from './worker-requests';

/** A worker given as a module in a data URL, answering through answer-requests.js as the server's workers do. */
const worker = (body: string) =>
  new URL(
    `data:text/javascript,${encodeURIComponent(
      `import { answerRequests } from '${new URL('./answer-requests.js', import.meta.url).href}';\n${body}`,
    )}`,
  );

/** Doubles a number, throws on "fail", and exits on "exit". */
const DOUBLER = worker(`
answerRequests((request) => {
  if (request === 'exit') process.exit(3);
  if (request === 'fail') throw new Error('no number');
  return request * 2;
});`);

const started: WorkerRequests<unknown, unknown>[] = [];
function start(file: URL = DOUBLER): WorkerRequests<unknown, unknown> {
  const thread = startWorkerRequests<unknown, unknown>(file, 'doubler');
  started.push(thread);
  return thread;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((thread) => thread.close()));
});

describe('startWorkerRequests', () => {
  it('answers each request with its own answer, as a message, never within the caller\'s turn', async () => {
    const thread = start();
    let settled = false;
    const answers = Promise.all([thread.request(1), thread.request(20)]).then((values) => {
      settled = true;
      return values;
    });
    for (let turn = 0; turn < 1_000; turn += 1) await Promise.resolve();
    expect(settled).toBe(false);
    expect(await answers).toEqual([2, 40]);
  });

  it('fails a request the worker answers with an error, naming the thread, and goes on answering', async () => {
    const thread = start();
    await expect(thread.request('fail')).rejects.toThrow('doubler: no number');
    expect(await thread.request(4)).toBe(8);
  });

  it('fails the requests waiting for a thread that stopped, and starts a new one for the next request', async () => {
    const thread = start();
    await expect(thread.request('exit')).rejects.toThrow('doubler: the thread stopped (exit code 3)');
    expect(await thread.request(5)).toBe(10);
  });

  it('fails a request whose worker cannot start, naming the thread', async () => {
    const thread = start(worker(`import 'a-package-that-is-not-installed';`));
    await expect(thread.request(1)).rejects.toThrow(/^doubler: .*a-package-that-is-not-installed/);
  });

  it('starts again after close', async () => {
    const thread = start();
    expect(await thread.request(1)).toBe(2);
    await thread.close();
    expect(await thread.request(2)).toBe(4);
  });
});
