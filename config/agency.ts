/**
 * The ONE agency identity config: every page, the shell, the wizards and the API's e-mails read the name, contact
 * details, hours and licences from here, so the site and the API say the same thing. Pure data, importing nothing:
 * the site (src/) and the API (api/) both read it without reading each other. The values are neutral placeholders
 * (fictional 555-01xx phone, .example domain) until the agency's real details are supplied.
 */

export interface OpeningHours {
  days: string;
  hours: string;
}

export interface LicensedAgent {
  name: string;
  title: string;
  license: string;
}

export interface Agency {
  name: string;
  shortName: string;
  foundedYear: number;
  tagline: string;
  /** Public address of the site: canonical and sharing URLs are built on it whatever host serves the page. */
  siteUrl: string;
  phone: { display: string; href: string };
  email: { address: string; href: string };
  address: { street: string; suite: string; city: string; state: string; zip: string };
  hours: OpeningHours[];
  /** IANA time zone of the office: times in the agency's e-mails and the days of the export are read in it. */
  timeZone: string;
  agents: LicensedAgent[];
  areasServed: string[];
  /** Social profiles; placeholder URLs until the agency's real profiles are supplied. */
  social: SocialLink[];
}

export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'LinkedIn' | 'Yelp';
  url: string;
}

export const agency: Agency = {
  name: 'Bay Valley Insurance Agency',
  shortName: 'Bay Valley Insurance',
  foundedYear: 1988,
  tagline: 'A family-owned independent insurance agency serving San Jose since 1988.',
  siteUrl: 'https://www.bayvalleyinsurance.example',
  phone: { display: '(408) 555-0142', href: 'tel:+14085550142' },
  email: { address: 'info@bayvalleyinsurance.example', href: 'mailto:info@bayvalleyinsurance.example' },
  address: { street: '1250 Story Road', suite: 'Suite 200', city: 'San Jose', state: 'CA', zip: '95122' },
  hours: [
    { days: 'Monday - Friday', hours: '10:00 AM - 6:00 PM' },
    { days: 'Saturday', hours: '10:00 AM - 2:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  timeZone: 'America/Los_Angeles',
  agents: [
    { name: 'Elena Martinez', title: 'Principal Agent', license: 'CA License #0A00001' },
    { name: 'David Nguyen', title: 'Licensed Agent', license: 'CA License #0B00002' },
  ],
  areasServed: ['Downtown San Jose', 'East San Jose', 'Santa Clara', 'Milpitas'],
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/bayvalleyinsurance.example' },
    { network: 'Instagram', url: 'https://www.instagram.com/bayvalleyinsurance.example' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/bayvalleyinsurance-example' },
    { network: 'Yelp', url: 'https://www.yelp.com/biz/bayvalleyinsurance-example' },
  ],
};

export function formatAddressLines(address: Agency['address']): [string, string] {
  return [`${address.street}, ${address.suite}`, `${address.city}, ${address.state} ${address.zip}`];
}

/** Fills the {phone}, {email} and {agency} placeholders of page copy from the config. */
export function fillAgencyPlaceholders(text: string, source: Agency = agency): string {
  return text
    .replaceAll('{phone}', source.phone.display)
    .replaceAll('{email}', source.email.address)
    .replaceAll('{agency}', source.name);
}
