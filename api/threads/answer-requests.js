/**
 * The worker's side of api/threads/worker-requests.ts. `answer` is called with each request; what it returns (or
 * resolves to) goes back as `{ id, answer }`, and what it throws goes back as `{ id, error }` with the error's message,
 * after which the thread goes on answering. Plain JavaScript, as the workers that use it are.
 */
import { parentPort } from 'node:worker_threads';

export function answerRequests(answer) {
  if (!parentPort) throw new Error('a worker module runs as a worker thread, not on its own');
  const port = parentPort;
  port.on('message', async ({ id, request }) => {
    try {
      port.postMessage({ id, answer: await answer(request) });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
