/**
 * Days and hours at the office: the agency's calendar days in its time zone (config/agency.ts `timeZone`), whatever
 * the server's clock says, and the time that passes while the office is open (its opening hours), which is how the
 * staff inbox counts how long a visitor has waited.
 */
import { agency } from '../../config/agency';
import { weeklyHours, type WeeklyHours } from '../../config/opening-hours';
import { wallClock, zonedInstant } from '../../schemas/zoned-time';

const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` is a calendar date written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date;
}

/** The UTC instant at which `day` (YYYY-MM-DD) begins in `timeZone`. Throws a RangeError for anything else. */
export function startOfDay(day: string, timeZone: string = agency.timeZone): Date {
  if (!isCalendarDay(day)) throw new RangeError(`"${day}" is not a date; write it as YYYY-MM-DD, e.g. 2026-01-31.`);
  return new Date(zonedInstant(Date.parse(`${day}T00:00:00Z`), timeZone));
}

/** The calendar day `count` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** The calendar day (YYYY-MM-DD) it is at `instant` in `timeZone`. */
export function dayAt(instant: Date, timeZone: string = agency.timeZone): string {
  return new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** Monday 0 to Sunday 6 of a calendar day. */
function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

export interface OfficeCalendar {
  timeZone: string;
  week: WeeklyHours;
}

export const AGENCY_OFFICE: OfficeCalendar = { timeZone: agency.timeZone, week: weeklyHours(agency.hours) };

/** Open time within one calendar day, between `from` and `to` (instants, ms). */
function openWithinDay(day: string, from: number, to: number, office: OfficeCalendar): number {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  let open = 0;
  for (const span of office.week[weekdayOf(day)] ?? []) {
    const opens = zonedInstant(midnight + span.opens * 60_000, office.timeZone);
    const closes = zonedInstant(midnight + span.closes * 60_000, office.timeZone);
    open += Math.max(0, Math.min(closes, to) - Math.max(opens, from));
  }
  return open;
}

/**
 * Milliseconds the office is open between `from` and `to` (0 when `to` is not after `from`). Whole weeks in between
 * count the week's open hours at once: a week of local days holds the same opening hours whatever the clocks do.
 */
export function openTimeBetween(from: Date, to: Date, office: OfficeCalendar = AGENCY_OFFICE): number {
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return 0;
  const firstDay = dayAt(from, office.timeZone);
  const lastDay = dayAt(to, office.timeZone);
  const days = Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / DAY_MS);
  const weekMs = office.week.reduce((sum, spans) => sum + spans.reduce((total, span) => total + (span.closes - span.opens) * 60_000, 0), 0);
  // The first and last days are partial; of the whole days between them, full weeks are counted at once.
  const wholeWeeks = Math.max(0, Math.floor((days - 1) / 7));
  let open = wholeWeeks * weekMs + openWithinDay(firstDay, start, end, office);
  for (let index = wholeWeeks * 7 + 1; index <= days; index += 1) open += openWithinDay(addDays(firstDay, index), start, end, office);
  return open;
}

/** Hours the office is open between `from` and `to`. */
export function businessHoursBetween(from: Date, to: Date, office: OfficeCalendar = AGENCY_OFFICE): number {
  return openTimeBetween(from, to, office) / 3_600_000;
}
