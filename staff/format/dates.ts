/**
 * Times as the agency reads them: in its office's time zone (config/agency.ts), whatever the device's. The year is
 * written only when it is not this year's.
 */
import { agency } from '../../config/agency';

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

/** Business hours, to a tenth: "3.5 h". */
export function formatHours(hours: number): string {
  return `${hours.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;
}

/** Business hours in words, to a tenth: "3.5 business hours". */
export function businessHours(hours: number): string {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded.toLocaleString('en-US')} business ${rounded === 1 ? 'hour' : 'hours'}`;
}

/** A file's size: "1.5 kB", "2.1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} kB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
}
