import { describe, expect, it } from 'vitest';
import { applyPatch } from './data-patch';

describe('applyPatch', () => {
  it('sets several fields at once and leaves the input untouched', () => {
    const data = { name: 'Ana', car: { year: 2001, make: 'FORD', model: 'Focus' }, other: { a: 1 } };
    const next = applyPatch(data, { '/car/year': 2003, '/car/make': 'HONDA', '/car/model': 'Accord' });
    expect(next).toEqual({ name: 'Ana', car: { year: 2003, make: 'HONDA', model: 'Accord' }, other: { a: 1 } });
    expect(data.car).toEqual({ year: 2001, make: 'FORD', model: 'Focus' });
    // Only the patched path is copied.
    expect(next.other).toBe(data.other);
  });

  it('removes a field patched with undefined', () => {
    const next = applyPatch({ car: { make: 'FORD', model: 'Focus' } }, { '/car/model': undefined });
    expect(next).toEqual({ car: { make: 'FORD' } });
    expect('model' in (next.car as object)).toBe(false);
  });

  it('removes nothing, and creates nothing, where the field is absent', () => {
    const data = { name: 'Ana' };
    expect(applyPatch(data, { '/car/model': undefined })).toBe(data);
  });

  it('patches inside array items, copying the array', () => {
    const vehicles = [{ make: 'A' }, { make: 'B' }];
    const next = applyPatch({ vehicles }, { '/vehicles/1/make': 'HONDA', '/vehicles/1/year': 2003 });
    expect(next).toEqual({ vehicles: [{ make: 'A' }, { make: 'HONDA', year: 2003 }] });
    expect(vehicles[1]).toEqual({ make: 'B' });
    expect((next.vehicles as unknown[])[0]).toBe(vehicles[0]);
  });

  it('creates missing objects and arrays on the way', () => {
    expect(applyPatch({}, { '/details/vehicle/year': 2003 })).toEqual({
      details: { vehicle: { year: 2003 } },
    });
    expect(applyPatch({}, { '/vehicles/0/make': 'HONDA' })).toEqual({ vehicles: [{ make: 'HONDA' }] });
  });

  it('unescapes pointer tokens', () => {
    expect(applyPatch({}, { '/a~1b/c~0d': 1 })).toEqual({ 'a/b': { 'c~d': 1 } });
  });

  it('refuses to replace the root', () => {
    expect(() => applyPatch({}, { '': {} })).toThrow();
  });
});
