/**
 * Requests offered at an even rate, one every 1/rate seconds whatever the server answers (an open loop). Each
 * latency is counted from the moment its request was due, so a slow answer cannot hold back the requests behind it
 * and hide the wait they would have had (coordinated omission). autocannon offers a rate only in bursts at the start
 * of each second, which measures the queue of a burst rather than the load the bar names.
 */
import { Agent, request } from 'node:http';

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

/**
 * One POST over node:http with connections kept alive. Not fetch: its own cost per request in this process (a core
 * shared with nothing else) shows up as pauses, counted as the server's latency, of the order of the bars themselves.
 */
function post(agent: Agent, target: URL, path: string, body: string): Promise<number | null> {
  return new Promise((resolve) => {
    const outgoing = request(
      { host: target.hostname, port: target.port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? null));
        answer.on('error', () => resolve(null));
      },
    );
    outgoing.on('error', () => resolve(null));
    outgoing.end(body);
  });
}

export async function pacedLoad({ url, path, rate, seconds, nextBody }: PacedLoad): Promise<PacedResult> {
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latenciesMs: number[] = [];
  let failed = 0;
  const agent = new Agent({ keepAlive: true });
  const target = new URL(url);
  const send = async (due: number, body: string) => {
    const status = await post(agent, target, path, body);
    if (status !== null && status >= 200 && status < 300) latenciesMs.push(performance.now() - due);
    else failed += 1;
  };
  const started = performance.now();
  const answers: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    // Rounded up: a timer of a fraction of a millisecond fires early, and a request must never go before its time.
    if (wait > 0) await sleep(Math.ceil(wait));
    answers.push(send(due, nextBody()));
  }
  await Promise.all(answers);
  agent.destroy();
  return { duration: (performance.now() - started) / 1000, latenciesMs, failed };
}
