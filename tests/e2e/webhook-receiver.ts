/**
 * The browser-test run's webhook receiver (a Playwright web server, tests/e2e/servers.ts): it verifies every delivery
 * of the production server with the `standardwebhooks` library, as tests/webhooks/support/webhook-receiver.ts does,
 * and answers `GET /received` on the next port with every try it got, for tests/e2e/webhooks-received.spec.ts.
 */
import { createServer } from 'node:http';
import { startReceiver } from '../webhooks/support/webhook-receiver';
import { RECEIVER_SECRET, receiverPort, receiverReportPort } from './servers';

const receiver = await startReceiver(RECEIVER_SECRET, receiverPort);
const report = createServer((request, response) => {
  if (request.url === '/received') {
    const tries = receiver.tries.map(({ id, payload, verified, answered }) => ({ id, payload, verified, answered }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(tries));
    return;
  }
  response.writeHead(request.url === '/health' ? 200 : 404).end();
});
report.listen(receiverReportPort, '127.0.0.1');

const stop = () => {
  report.close();
  void receiver.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
