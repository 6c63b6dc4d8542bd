/**
 * A time zone's wall clock, for the API and the staff pages alike: what a clock of the zone reads at an instant, and
 * the instant at which it reads a given time. Both are written as milliseconds, the wall-clock reading taken as if it
 * were UTC, so that plain `Date.UTC` arithmetic works on it.
 */
const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading of `instant` in `timeZone`, as if it were UTC. */
export function wallClock(instant: number, timeZone: string): number {
  const parts = partFormat(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The UTC instant at which the wall clock of `timeZone` reads `wall` (a UTC reading of the local time). */
export function zonedInstant(wall: number, timeZone: string): number {
  // The zone's offset read back through Intl; applied twice so that a DST change near the time settles.
  let instant = wall - (wallClock(wall, timeZone) - wall);
  instant = wall - (wallClock(instant, timeZone) - instant);
  return instant;
}
