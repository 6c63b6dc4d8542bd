/**
 * A worker thread that answers requests, a message each: the server's thread posts `{ id, request }` and the worker
 * answers `{ id, answer }` or `{ id, error }` (a message). For work that would otherwise hold up every other request
 * on the server's one thread: corgi's synchronous SQLite reads (api/vehicles), the ZIP code table's first load
 * (api/places). The thread keeps the process alive only while a request waits for it. If it dies, the requests
 * waiting for it fail, and the next request starts a new thread.
 *
 * A worker answers through answer-requests.js, the other side of the same messages. Workers are plain JavaScript, so
 * that they run as they are wherever the server runs: from its source under tsx, in the built bundle and in the test
 * runner, none of which would compile a worker's TypeScript.
 */
import { Worker } from 'node:worker_threads';

export interface WorkerRequests<Request, Answer> {
  request(request: Request): Promise<Answer>;
  /** Stops the thread; a later request starts a new one. */
  close(): Promise<void>;
}

/** What answer-requests.js posts back for each request. */
type Reply<Answer> = { id: number; answer: Answer } | { id: number; error: string };

/** Starts `file` as a worker thread at once; `name` begins the message of every error a request fails with. */
export function startWorkerRequests<Request, Answer>(
  file: URL,
  name: string,
  workerData?: unknown,
): WorkerRequests<Request, Answer> {
  const waiting = new Map<number, { resolve(answer: Answer): void; reject(error: Error): void }>();
  let nextId = 0;
  let worker: Worker | undefined;

  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const start = () => {
    const started = new Worker(file, { workerData });
    started.unref();
    started.on('message', (reply: Reply<Answer>) => {
      const request = waiting.get(reply.id);
      if (!request) return;
      waiting.delete(reply.id);
      if (waiting.size === 0) started.unref();
      if ('answer' in reply) request.resolve(reply.answer);
      else request.reject(new Error(`${name}: ${reply.error}`));
    });
    const stopped = (error: Error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    };
    started.on('error', (error) => stopped(new Error(`${name}: ${error.message}`, { cause: error })));
    started.on('exit', (code) => stopped(new Error(`${name}: the thread stopped (exit code ${code})`)));
    return started;
  };
  worker = start();

  return {
    request(request) {
      worker ??= start();
      const current = worker;
      const id = nextId++;
      return new Promise<Answer>((resolve, reject) => {
        if (waiting.size === 0) current.ref();
        waiting.set(id, { resolve, reject });
        current.postMessage({ id, request });
      });
    },
    async close() {
      const current = worker;
      worker = undefined;
      await current?.terminate();
    },
  };
}
