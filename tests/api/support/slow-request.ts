/**
 * A POST whose JSON body is sent in two parts, chunked, with as long a pause between them as the test wants: a
 * request the server has started to read but cannot answer yet.
 */
import { request } from 'node:http';

export interface SlowRequest {
  /** Sends the rest of the body; the answer follows. */
  finish(): void;
  /** Status and parsed body, or the error that ended the connection. */
  answer: Promise<{ status: number; body: unknown }>;
  abort(): void;
}

export function startSlowRequest(url: string, json: string, headers: Record<string, string> = {}): SlowRequest {
  const half = Math.floor(json.length / 2);
  const req = request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...headers },
  });
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: kept as text.
        }
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
  });
  // The test may abort; a rejection nobody awaits is not an error of its own.
  answer.catch(() => undefined);
  req.write(json.slice(0, half));
  req.flushHeaders();
  return {
    finish: () => req.end(json.slice(half)),
    answer,
    abort: () => req.destroy(),
  };
}
