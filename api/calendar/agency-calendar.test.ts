import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { weeklyHours } from '../../config/opening-hours';
import { addDays, businessHoursBetween, dayAt, isCalendarDay, openTimeBetween, startOfDay, type OfficeCalendar } from './agency-calendar';

const office: OfficeCalendar = {
  timeZone: 'America/Los_Angeles',
  week: weeklyHours([
    { days: 'Monday - Friday', hours: '10:00 AM - 6:00 PM' },
    { days: 'Saturday', hours: '10:00 AM - 2:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ]),
};
const at = (local: string) => {
  // Local times of San Jose: PST (UTC-8) in winter, PDT (UTC-7) in summer.
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) throw new Error(local);
  return date;
};

describe('the calendar days of the office', () => {
  it('starts a day at midnight in San Jose, on either side of a clock change', () => {
    expect(startOfDay('2026-01-15').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(startOfDay('2026-07-01').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(startOfDay('2026-03-08').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(startOfDay('2026-03-09').toISOString()).toBe('2026-03-09T07:00:00.000Z');
  });

  it('refuses what is no calendar day', () => {
    for (const day of ['2026-02-30', '2026-13-01', '26-01-01', 'yesterday']) {
      expect(isCalendarDay(day)).toBe(false);
      expect(() => startOfDay(day)).toThrowError(RangeError);
    }
  });

  it('reads the day an instant falls on at the office', () => {
    expect(dayAt(new Date('2026-01-16T07:59:00Z'))).toBe('2026-01-15');
    expect(dayAt(new Date('2026-01-16T08:00:00Z'))).toBe('2026-01-16');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});

describe('the time the office is open', () => {
  it('counts only opening hours', () => {
    // Monday 9:00 to 11:30: open from 10:00.
    expect(businessHoursBetween(at('2026-01-12T09:00:00-08:00'), at('2026-01-12T11:30:00-08:00'), office)).toBe(1.5);
    // Friday 5 PM to Monday 11 AM: one hour on Friday, four on Saturday, one on Monday.
    expect(businessHoursBetween(at('2026-01-16T17:00:00-08:00'), at('2026-01-19T11:00:00-08:00'), office)).toBe(6);
    // A Sunday is closed all day.
    expect(businessHoursBetween(at('2026-01-18T00:00:00-08:00'), at('2026-01-18T23:59:00-08:00'), office)).toBe(0);
    expect(businessHoursBetween(at('2026-01-12T12:00:00-08:00'), at('2026-01-12T11:00:00-08:00'), office)).toBe(0);
  });

  it('keeps a week of opening hours across the spring and autumn clock changes', () => {
    const week = 5 * 8 + 4;
    expect(businessHoursBetween(at('2026-03-02T00:00:00-08:00'), at('2026-03-09T00:00:00-07:00'), office)).toBe(week);
    expect(businessHoursBetween(at('2026-03-08T00:00:00-08:00'), at('2026-03-15T00:00:00-07:00'), office)).toBe(week);
    expect(businessHoursBetween(at('2026-10-31T00:00:00-07:00'), at('2026-11-07T00:00:00-08:00'), office)).toBe(week);
  });

  it('counts whole weeks at once as it would day by day', () => {
    const dayByDay = (from: Date, to: Date) => {
      let open = 0;
      let day = dayAt(from, office.timeZone);
      const last = dayAt(to, office.timeZone);
      for (;;) {
        open += openTimeBetween(
          new Date(Math.max(from.getTime(), startOfDay(day, office.timeZone).getTime())),
          new Date(Math.min(to.getTime(), startOfDay(addDays(day, 1), office.timeZone).getTime())),
          office,
        );
        if (day === last) return open;
        day = addDays(day, 1);
      }
    };
    const start = Date.parse('2025-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 24 * 60 }), fc.integer({ min: 0, max: 90 * 24 * 60 }), (offset, length) => {
        const from = new Date(start + offset * 60_000);
        const to = new Date(from.getTime() + length * 60_000);
        expect(openTimeBetween(from, to, office)).toBe(dayByDay(from, to));
      }),
      { numRuns: 200 },
    );
  });
});
