/**
 * The agency's opening hours (config/agency.ts `hours`, written as people read them) as times of day: the home page's
 * structured data states them to search engines, and the staff inbox counts a request's age in them. Pure: it reads
 * the lines it is given.
 */
import type { OpeningHours } from './agency';

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEK)[number];

function dayIndex(name: string): number {
  const index = WEEK.indexOf(name.trim() as Weekday);
  if (index < 0) throw new Error(`"${name}" is not a day of the week`);
  return index;
}

/** The days a line of opening hours covers: "Monday - Friday" is five days, "Saturday" one. */
export function daysOf(days: string): Weekday[] {
  const [first = '', last = first] = days.split(/\s*-\s*/);
  const from = dayIndex(first);
  const to = dayIndex(last);
  if (to < from) throw new Error(`"${days}" does not run forward through the week`);
  return WEEK.slice(from, to + 1);
}

/** "10:00 AM" on the 24-hour clock: "10:00"; "6:00 PM" is "18:00". */
export function time24(time: string): string {
  const match = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(time.trim());
  if (!match) throw new Error(`"${time}" is not a time such as 10:00 AM`);
  const [, hours = '', minutes = '', half = ''] = match;
  const hour = (Number(hours) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

/** One line of open hours as times of day: the days it covers, and when the office opens and closes ("HH:MM"). */
export interface OpenSpan {
  days: Weekday[];
  opens: string;
  closes: string;
}

/** The lines that are open, as times of day; a closed line ("Sunday Closed") is left out. */
export function openSpans(hours: readonly OpeningHours[]): OpenSpan[] {
  return hours
    .filter((line) => line.hours.trim().toLowerCase() !== 'closed')
    .map((line) => {
      const [opens = '', closes = ''] = line.hours.split(/\s+-\s+/);
      return { days: daysOf(line.days), opens: time24(opens), closes: time24(closes) };
    });
}

/** Minutes after midnight of "HH:MM". */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Open intervals per day of the week, Monday first, in minutes after midnight; a closed day has none. */
export type WeeklyHours = readonly (readonly { opens: number; closes: number }[])[];

export function weeklyHours(hours: readonly OpeningHours[]): WeeklyHours {
  const week = WEEK.map(() => [] as { opens: number; closes: number }[]);
  for (const span of openSpans(hours)) {
    const opens = minutesOf(span.opens);
    const closes = minutesOf(span.closes);
    if (closes <= opens) throw new Error(`the office must close after it opens (${span.opens} - ${span.closes})`);
    for (const day of span.days) week[WEEK.indexOf(day)]?.push({ opens, closes });
  }
  return week;
}
