/**
 * What search engines read about the agency as a local business: a schema.org InsuranceAgency, built from the one
 * agency config and written into the home page's <head> as JSON-LD. Search results show a local business's address,
 * phone and opening hours from it. A JSON-LD block is data the browser never runs, so the pages' script policy (files
 * from the site only) is unaffected.
 */
import { agency, formatAddressLines, type OpeningHours } from '../../config/agency';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
type Day = (typeof WEEK)[number];

function dayIndex(name: string): number {
  const index = WEEK.indexOf(name.trim() as Day);
  if (index < 0) throw new Error(`"${name}" is not a day of the week`);
  return index;
}

/** The days a line of opening hours covers: "Monday - Friday" is five days, "Saturday" one. */
export function daysOf(days: string): Day[] {
  const [first = '', last = first] = days.split(/\s*-\s*/);
  const from = dayIndex(first);
  const to = dayIndex(last);
  if (to < from) throw new Error(`"${days}" does not run forward through the week`);
  return WEEK.slice(from, to + 1);
}

/** "10:00 AM" as schema.org writes a time of day: "10:00"; "6:00 PM" is "18:00". */
export function time24(time: string): string {
  const match = /^(\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(time.trim());
  if (!match) throw new Error(`"${time}" is not a time such as 10:00 AM`);
  const [, hours = '', minutes = '', half = ''] = match;
  const hour = (Number(hours) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

/** One specification per line of open hours; a closed day is left out, as schema.org reads a missing day. */
export function openingHoursSpecification(hours: readonly OpeningHours[]) {
  return hours
    .filter((line) => line.hours.trim().toLowerCase() !== 'closed')
    .map((line) => {
      const [opens = '', closes = ''] = line.hours.split(/\s+-\s+/);
      const dayOfWeek = daysOf(line.days);
      return { '@type': 'OpeningHoursSpecification', dayOfWeek, opens: time24(opens), closes: time24(closes) };
    });
}

export function agencyStructuredData() {
  const { address } = agency;
  const [streetAddress] = formatAddressLines(address);
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    name: agency.name,
    description: agency.tagline,
    url: new URL('/', agency.siteUrl).toString(),
    telephone: agency.phone.href.replace(/^tel:/, ''),
    email: agency.email.address,
    foundingDate: String(agency.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.zip,
      addressCountry: 'US',
    },
    areaServed: agency.areasServed.map((name) => ({ '@type': 'Place', name })),
    openingHoursSpecification: openingHoursSpecification(agency.hours),
    sameAs: agency.social.map((profile) => profile.url),
  };
}

/** JSON-LD as it may stand inside a <script> element: every "<" escaped, so no text in it can end the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
