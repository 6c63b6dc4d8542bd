/**
 * What search engines read about the agency as a local business: a schema.org InsuranceAgency, built from the one
 * agency config and written into the home page's <head> as JSON-LD. Search results show a local business's address,
 * phone and opening hours from it. A JSON-LD block is data the browser never runs, so the pages' script policy (files
 * from the site only) is unaffected.
 */
import { agency, formatAddressLines, type OpeningHours } from '../../config/agency';
import { openSpans } from '../../config/opening-hours';

/** One specification per line of open hours; a closed day is left out, as schema.org reads a missing day. */
export function openingHoursSpecification(hours: readonly OpeningHours[]) {
  return openSpans(hours).map(({ days, opens, closes }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes }));
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
