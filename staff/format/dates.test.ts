import { describe, expect, it } from 'vitest';
import { businessHours, formatHours, formatTime, officeInputOf, officeTimeToIso } from './dates';

describe('formatTime', () => {
  it('reads a time in the office time zone, without the year of the current year', () => {
    // 22:05 UTC is 2:05 PM in San Jose in December (PST, UTC-8).
    expect(formatTime('2026-12-01T22:05:00Z', new Date('2026-12-15T12:00:00Z'))).toBe('Dec 1, 2:05 PM');
  });

  it('writes the year of another year', () => {
    expect(formatTime('2025-07-04T16:30:00Z', new Date('2026-01-02T12:00:00Z'))).toBe('Jul 4, 2025, 9:30 AM');
  });

  it('takes the office day, not the UTC one, around midnight', () => {
    expect(formatTime('2026-03-02T06:30:00Z', new Date('2026-03-02T12:00:00Z'))).toBe('Mar 1, 10:30 PM');
  });
});

describe('formatHours', () => {
  it('keeps a tenth of an hour at most', () => {
    expect(formatHours(3.5)).toBe('3.5 h');
    expect(formatHours(12)).toBe('12 h');
    expect(formatHours(0.04)).toBe('0 h');
    expect(businessHours(1)).toBe('1 business hour');
    expect(businessHours(26.25)).toBe('26.3 business hours');
  });
});

describe('officeTimeToIso and officeInputOf', () => {
  it('reads a datetime-local value as the office’s clock, in winter and in summer', () => {
    expect(officeTimeToIso('2026-12-01T08:00')).toBe('2026-12-01T16:00:00.000Z');
    expect(officeTimeToIso('2026-07-04T09:30')).toBe('2026-07-04T16:30:00.000Z');
    expect(officeTimeToIso('2026-03-08T01:30:15')).toBe('2026-03-08T09:30:15.000Z');
  });

  it('refuses what is not a time', () => {
    expect(officeTimeToIso('')).toBeNull();
    expect(officeTimeToIso('2026-12-01')).toBeNull();
  });

  it('writes a time as the office’s clock reads it, and back', () => {
    expect(officeInputOf(new Date('2026-12-01T16:00:00Z'))).toBe('2026-12-01T08:00');
    expect(officeInputOf(new Date('2026-03-02T06:30:00Z'))).toBe('2026-03-01T22:30');
    expect(officeTimeToIso(officeInputOf(new Date('2026-11-02T09:45:00Z')))).toBe('2026-11-02T09:45:00.000Z');
  });
});
