/**
 * A stand-in for the live NHTSA vPIC API on a loopback port, speaking its JSON: the three calls the API makes,
 * answered from a small fixed data set, with switches to make it slow or failing. It records every request so
 * a test can tell a cached answer from a fresh call.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VpicData {
  /** Vehicle type as the client asks for it ("car", "truck", "mpv") -> make names. */
  makesByType: Record<string, string[]>;
  /** "MAKE|year" -> model names. */
  models: Record<string, string[]>;
  /** VIN -> the values DecodeVinValues reports. */
  vins: Record<string, { Make: string; Model: string; ModelYear: string }>;
}

export interface VpicServer {
  /** The API root to use as VPIC_URL, e.g. http://127.0.0.1:41234/api. */
  url: string;
  /** Path and query of every request received, in order. */
  requests: string[];
  /** ok: answers; slow: answers after `delayMs`; error: 500 with vPIC's HTML error page. */
  mode: 'ok' | 'slow' | 'error';
  delayMs: number;
  close(): Promise<void>;
}

const VEHICLE_TYPE_NAMES: Record<string, string> = {
  car: 'Passenger Car',
  truck: 'Truck',
  mpv: 'Multipurpose Passenger Vehicle (MPV)',
};

function vpicJson(results: unknown[], searchCriteria: string): string {
  return JSON.stringify({
    Count: results.length,
    Message: 'Response returned successfully',
    SearchCriteria: searchCriteria,
    Results: results,
  });
}

function answer(data: VpicData, path: string): { status: number; body: string; type: string } {
  const json = (body: string) => ({ status: 200, body, type: 'application/json; charset=utf-8' });
  let match = /^\/api\/vehicles\/GetMakesForVehicleType\/([^/]+)$/i.exec(path);
  if (match) {
    const type = decodeURIComponent(match[1] ?? '').toLowerCase();
    const results = (data.makesByType[type] ?? []).map((name, index) => ({
      MakeId: 400 + index,
      MakeName: name,
      VehicleTypeId: 2,
      VehicleTypeName: VEHICLE_TYPE_NAMES[type] ?? type,
    }));
    return json(vpicJson(results, `Vehicle Type: ${type}`));
  }
  match = /^\/api\/vehicles\/GetModelsForMakeYear\/make\/([^/]+)\/modelyear\/(\d+)$/i.exec(path);
  if (match) {
    const make = decodeURIComponent(match[1] ?? '').toUpperCase();
    const results = (data.models[`${make}|${match[2] ?? ''}`] ?? []).map((name, index) => ({
      Make_ID: 474,
      Make_Name: make,
      Model_ID: 1800 + index,
      Model_Name: name,
    }));
    return json(vpicJson(results, `Make:${make} | ModelYear:${match[2] ?? ''}`));
  }
  match = /^\/api\/vehicles\/DecodeVinValues\/([^/]+)$/i.exec(path);
  if (match) {
    const vin = decodeURIComponent(match[1] ?? '').toUpperCase();
    const known = data.vins[vin];
    // An unknown VIN is a 200 with empty values and an error text, as vPIC answers it.
    const row = known
      ? { ...known, ErrorCode: '0', ErrorText: '0 - VIN decoded clean. Check Digit (9th position) is correct', VIN: vin }
      : { Make: '', Model: '', ModelYear: '', ErrorCode: '7', ErrorText: '7 - Manufacturer is not registered with NHTSA', VIN: vin };
    return json(vpicJson([row], `VIN(s): ${vin}`));
  }
  return { status: 404, body: '<html><body>Not Found</body></html>', type: 'text/html' };
}

export async function startVpicServer(data: VpicData): Promise<VpicServer> {
  const state: Pick<VpicServer, 'mode' | 'delayMs' | 'requests'> = { mode: 'ok', delayMs: 0, requests: [] };
  const pending = new Set<NodeJS.Timeout>();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    state.requests.push(`${url.pathname}${url.search}`);
    const send = () => {
      if (state.mode === 'error') {
        response.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>Internal Server Error</body></html>');
        return;
      }
      // Without format=json vPIC answers XML, which the client could not read.
      if (url.searchParams.get('format') !== 'json') {
        response.writeHead(200, { 'content-type': 'text/xml' }).end('<Response><Results/></Response>');
        return;
      }
      const { status, body, type } = answer(data, url.pathname);
      response.writeHead(status, { 'content-type': type }).end(body);
    };
    if (state.mode !== 'slow') return send();
    const timer = setTimeout(() => {
      pending.delete(timer);
      send();
    }, state.delayMs);
    pending.add(timer);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error('the vPIC stand-in has no TCP port');
  const { port } = address;

  return {
    url: `http://127.0.0.1:${port}/api`,
    get requests() {
      return state.requests;
    },
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(delayMs) {
      state.delayMs = delayMs;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A slow answer still pending would otherwise hold the server open.
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
