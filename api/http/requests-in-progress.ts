/**
 * The requests whose answer is still being made. Closing the HTTP server waits for its open connections only, and a
 * client that gave up has closed its connection while its request may still be on its way to the database (its
 * captcha being checked, its statement waiting its turn). The shutdown waits for these too before it closes the
 * database, so such a request ends as it would have, stored or refused, rather than failing on a closed connection.
 */
/** A server's request handler: the request, and what the adapter passes beside it (Node's request and response). */
type Fetch<Env> = (request: Request, env: Env) => Response | Promise<Response>;

export interface RequestsInProgress<Env> {
  /** `fetch`, counted from the call until its answer (or its error) is there. */
  fetch: Fetch<Env>;
  /** Resolves once no counted request is in progress: at once if none is. */
  settled(): Promise<void>;
}

export function countRequestsInProgress<Env>(fetch: Fetch<Env>): RequestsInProgress<Env> {
  let inProgress = 0;
  let waiting: Array<() => void> = [];
  const finished = () => {
    inProgress -= 1;
    if (inProgress > 0) return;
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
  };
  return {
    // Two parameters rather than a rest one: this runs for every request, and spreading an argument list costs more.
    fetch: (request, env) => {
      inProgress += 1;
      let answer: Response | Promise<Response>;
      try {
        answer = fetch(request, env);
      } catch (error) {
        finished();
        throw error;
      }
      if (answer instanceof Promise) void answer.then(finished, finished);
      else finished();
      return answer;
    },
    settled: () => (inProgress === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}
