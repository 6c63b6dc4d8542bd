import { describe, expect, it } from 'vitest';
import { checkVin } from '../../../api/vehicles/vin';
import { autoQuoteWith } from './payloads';
import { testRegistry } from './test-app';

const autoQuote = testRegistry().get('auto-quote');

describe('autoQuoteWith', () => {
  it('builds valid auto quotes of 1 to 4 vehicles and drivers, each VIN with a right check digit', () => {
    if (!autoQuote) throw new Error('no auto-quote wizard');
    for (const [vehicles, drivers] of [[1, 1], [4, 4], [2, 3]] as const) {
      const payload = autoQuoteWith(vehicles, drivers);
      expect(autoQuote.validate(payload), JSON.stringify(autoQuote.validate.errors)).toBe(true);
      expect(payload.vehicles).toHaveLength(vehicles);
      expect(payload.drivers).toHaveLength(drivers);
    }
    const vins = (autoQuoteWith(4, 4).vehicles as { vehicleVIN: string }[]).map((vehicle) => vehicle.vehicleVIN);
    expect(new Set(vins).size).toBe(4);
    for (const vin of vins) expect(checkVin(vin).ok, vin).toBe(true);
  });

  it('refuses sizes the schema does not allow', () => {
    expect(() => autoQuoteWith(5, 1)).toThrow(RangeError);
    expect(() => autoQuoteWith(1, 0)).toThrow(RangeError);
  });
});
