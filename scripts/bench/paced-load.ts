/**
 * Requests offered at an even rate, one every 1/rate seconds whatever the server answers (an open loop). Each
 * latency is counted from the moment its request was due, so a slow answer cannot hold back the requests behind it
 * and hide the wait they would have had (coordinated omission). autocannon offers a rate only in bursts at the start
 * of each second, which measures the queue of a burst rather than the load the bar names.
 */
export interface PacedLoad {
  url: string;
  path: string;
  /** Requests per second. */
  rate: number;
  seconds: number;
  /** The body of the next POST (a fresh captcha token each time). */
  nextBody(): string;
}

export interface PacedResult {
  /** Seconds from the first request due to the last answer. */
  duration: number;
  /** Latencies of the 2xx answers, in milliseconds from when each request was due. */
  latenciesMs: number[];
  /** Answers other than 2xx, and requests that got no answer. */
  failed: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function pacedLoad({ url, path, rate, seconds, nextBody }: PacedLoad): Promise<PacedResult> {
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latenciesMs: number[] = [];
  let failed = 0;
  const send = async (due: number, body: string) => {
    try {
      const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      if (response.ok) latenciesMs.push(performance.now() - due);
      else failed += 1;
    } catch {
      failed += 1;
    }
  };
  const started = performance.now();
  const answers: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    answers.push(send(due, nextBody()));
  }
  await Promise.all(answers);
  return { duration: (performance.now() - started) / 1000, latenciesMs, failed };
}
