import { describe, expect, it } from 'vitest';
import { displayMakeName } from './make-name';

describe('displayMakeName', () => {
  it('writes the capitals of the vehicle data in title case, like the models beside them', () => {
    expect(displayMakeName('HONDA')).toBe('Honda');
    expect(displayMakeName('MERCEDES-BENZ')).toBe('Mercedes-Benz');
    expect(displayMakeName('LAND ROVER')).toBe('Land Rover');
  });

  it('keeps acronyms in capitals and what the visitor typed as typed', () => {
    expect(displayMakeName('BMW')).toBe('BMW');
    expect(displayMakeName('GMC')).toBe('GMC');
    expect(displayMakeName('McLaren')).toBe('McLaren');
  });
});
