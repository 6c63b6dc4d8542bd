/**
 * The requests whose answer is still being made. Closing the HTTP server waits for its open connections only, and a
 * client that gave up has closed its connection while its request may still be on its way to the database (its
 * captcha being checked, its statement waiting its turn). The shutdown waits for these too before it closes the
 * database, so such a request ends as it would have, stored or refused, rather than failing on a closed connection.
 */
export interface RequestsInProgress<Args extends unknown[]> {
  /** `fetch`, counted from the call until its answer (or its error) is there. */
  fetch: (...args: Args) => Response | Promise<Response>;
  /** Resolves once no counted request is in progress: at once if none is. */
  settled(): Promise<void>;
}

export function countRequestsInProgress<Args extends unknown[]>(
  fetch: (...args: Args) => Response | Promise<Response>,
): RequestsInProgress<Args> {
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
    fetch: (...args) => {
      inProgress += 1;
      let answer: Response | Promise<Response>;
      try {
        answer = fetch(...args);
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
