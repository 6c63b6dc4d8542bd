/**
 * Times as the agency reads them: in its office's time zone (config/agency.ts), whatever the device's. The year is
 * written only when it is not this year's.
 */
import { agency } from '../../config/agency';
import { wallClock, zonedInstant } from '../../schemas/zoned-time';

const zone = agency.timeZone;

const yearOf = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric' });
const shortFormat = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const longFormat = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'short', day: 'numeric' });

/** "Dec 1, 2:05 PM", or "Dec 1, 2025, 2:05 PM" for another year than `now`'s. */
export function formatTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return yearOf.format(date) === yearOf.format(now) ? shortFormat.format(date) : longFormat.format(date);
}

/** "Dec 1, 2025": a day, with its year. */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** "2026-12-01T08:00" for a time, as the office's clock reads it: a datetime-local input's value. */
export function officeInputOf(date: Date): string {
  return new Date(wallClock(date.getTime(), zone)).toISOString().slice(0, 16);
}

/**
 * The instant, as ISO 8601, of a datetime-local input's value read as the office's clock (every time of the inbox is
 * the office's, whatever the device's zone); null for a value that is not one.
 */
export function officeTimeToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second || 0);
  if (Number.isNaN(wall)) return null;
  return new Date(zonedInstant(wall, zone)).toISOString();
}

/** Business hours, to a tenth: "3.5 h". */
export function formatHours(hours: number): string {
  return `${hours.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;
}

/** Business hours in words, to a tenth: "3.5 business hours". */
export function businessHours(hours: number): string {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded.toLocaleString('en-US')} business ${rounded === 1 ? 'hour' : 'hours'}`;
}

