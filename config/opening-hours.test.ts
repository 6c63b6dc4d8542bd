import { describe, expect, it } from 'vitest';
import { agency } from './agency';
import { daysOf, openSpans, time24, weeklyHours } from './opening-hours';

describe('the opening hours as times of day', () => {
  it('reads a line of days as the days it covers', () => {
    expect(daysOf('Monday - Friday')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(daysOf('Saturday')).toEqual(['Saturday']);
    expect(() => daysOf('Friday - Monday')).toThrow(/forward/);
    expect(() => daysOf('Weekdays')).toThrow(/not a day/);
  });

  it('writes times of day on the 24-hour clock', () => {
    expect(time24('10:00 AM')).toBe('10:00');
    expect(time24('6:00 PM')).toBe('18:00');
    expect(time24('12:30 PM')).toBe('12:30');
    expect(time24('12:00 AM')).toBe('00:00');
    expect(() => time24('noon')).toThrow(/not a time/);
  });

  it('leaves closed lines out', () => {
    expect(openSpans([{ days: 'Sunday', hours: 'Closed' }])).toEqual([]);
  });

  it('gives every day of the week its open minutes, Monday first', () => {
    const week = weeklyHours([
      { days: 'Monday - Friday', hours: '10:00 AM - 6:00 PM' },
      { days: 'Saturday', hours: '10:00 AM - 2:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual([{ opens: 600, closes: 1080 }]);
    expect(week[4]).toEqual([{ opens: 600, closes: 1080 }]);
    expect(week[5]).toEqual([{ opens: 600, closes: 840 }]);
    expect(week[6]).toEqual([]);
  });

  it("refuses hours that close before they open, and reads the agency's own", () => {
    expect(() => weeklyHours([{ days: 'Monday', hours: '6:00 PM - 10:00 AM' }])).toThrow(/close after it opens/);
    expect(weeklyHours(agency.hours).flat().length).toBeGreaterThan(0);
  });
});
