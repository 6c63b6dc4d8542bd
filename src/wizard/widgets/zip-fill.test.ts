import { describe, expect, it, vi } from 'vitest';
import type { DataPatch } from '../data/data-patch';
import { createFormDataStore } from '../form/form-context';
import { createZipLookup, fiveDigitZip, fillFromZip, zipFillPatch } from './zip-fill';

const targets = { city: '/city', state: '/state' };
const place = { city: 'San Jose', state: 'CA' };

describe('zipFillPatch', () => {
  it('fills empty fields', () => {
    const data: Record<string, unknown> = { '/city': undefined, '/state': '' };
    expect(zipFillPatch(place, targets, (pointer) => data[pointer], {})).toEqual({ '/city': 'San Jose', '/state': 'CA' });
  });

  it('never overwrites what the visitor typed or chose', () => {
    const data: Record<string, unknown> = { '/city': 'Alviso', '/state': 'NV' };
    expect(zipFillPatch(place, targets, (pointer) => data[pointer], {})).toEqual({});
    expect(zipFillPatch(place, targets, (pointer) => data[pointer], { '/city': 'Campbell' })).toEqual({});
  });

  it('replaces what an earlier ZIP code filled in, and leaves a field already right alone', () => {
    const data: Record<string, unknown> = { '/city': 'Campbell', '/state': 'CA' };
    const filled = { '/city': 'Campbell', '/state': 'CA' };
    expect(zipFillPatch(place, targets, (pointer) => data[pointer], filled)).toEqual({ '/city': 'San Jose' });
  });
});

describe('fiveDigitZip', () => {
  it('reads a ZIP or ZIP+4 code, and nothing else', () => {
    expect(fiveDigitZip('95122')).toBe('95122');
    expect(fiveDigitZip('95122-1234')).toBe('95122');
    for (const value of ['9512', '951223', '95122-12', undefined, 95122]) expect(fiveDigitZip(value)).toBeNull();
  });
});

describe('createZipLookup', () => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('asks the API once per code and reads the place', async () => {
    const fetchImpl = vi.fn(async () => json(200, { zipCode: '95122', city: 'San Jose', state: 'CA' }));
    const lookup = createZipLookup(fetchImpl);
    expect(await lookup('95122')).toEqual(place);
    expect(await lookup('95122')).toEqual(place);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/api/zip-codes/95122', expect.anything());
  });

  it('answers null for an unknown code, and fails (without remembering it) when the API does', async () => {
    const answers = [json(404, { error: 'zip_code_not_found' }), json(503, {}), json(200, { city: 'New York', state: 'NY' })];
    const fetchImpl = vi.fn(async () => answers.shift() ?? json(500, {}));
    const lookup = createZipLookup(fetchImpl);
    expect(await lookup('00000')).toBeNull();
    await expect(lookup('10001')).rejects.toThrow('503');
    expect(await lookup('10001')).toEqual({ city: 'New York', state: 'NY' });
  });
});

describe('fillFromZip', () => {
  const references = { city: '1/city', state: '1/state' };
  const lookup = async (zip: string) => (zip === '95122' ? place : null);

  it('fills the city and state through the form context, in one change', async () => {
    const updates: DataPatch[] = [];
    const store = createFormDataStore({ zipCode: '95122', city: 'Milpitas' }, (patch) => updates.push(patch));
    const field = { id: 'wizard.zipCode', value: '95122', registry: { formContext: store } };
    const filled: Record<string, unknown> = {};
    expect(await fillFromZip('95122', () => field, references, filled, lookup)).toEqual(place);
    expect(updates).toEqual([{ '/state': 'CA' }]);
    expect(filled).toEqual({ '/state': 'CA' });
  });

  it('fills nothing once the field is gone or holds another code', async () => {
    const updates: DataPatch[] = [];
    const store = createFormDataStore({}, (patch) => updates.push(patch));
    expect(await fillFromZip('95122', () => null, references, {}, lookup)).toBeNull();
    const edited = { id: 'wizard.zipCode', value: '9512', registry: { formContext: store } };
    expect(await fillFromZip('95122', () => edited, references, {}, lookup)).toBeNull();
    expect(updates).toEqual([]);
  });
});
