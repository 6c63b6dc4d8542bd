/**
 * bench:events' webhook receivers, in a process of their own: two that take every delivery at once (204) and one
 * that never answers, as a receiver that hangs would. `GET /receivers` on PORT answers their addresses, and
 * `GET /counts` how many deliveries each has had.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const counts = { fast: 0, alsoFast: 0, silent: 0 };

function receiver(name: keyof typeof counts, answer: boolean): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      counts[name] += 1;
      if (answer) response.writeHead(204).end();
      // A silent receiver keeps the connection open and says nothing: the sender gives up after its timeout.
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const receivers = { fast: await receiver('fast', true), alsoFast: await receiver('alsoFast', true), silent: await receiver('silent', false) };
const urls = Object.values(receivers).map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`);

createServer((request, response) => {
  const body = request.url === '/receivers' ? urls : request.url === '/counts' ? counts : null;
  response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
