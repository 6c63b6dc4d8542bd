import { describe, expect, it } from 'vitest';
import { agency } from '../../config/agency';
import { agencyStructuredData, jsonLdText, openingHoursSpecification } from './structured-data';

describe('the agency as schema.org data', () => {
  it('gives the open days their hours and leaves closed days out', () => {
    expect(
      openingHoursSpecification([
        { days: 'Monday - Friday', hours: '10:00 AM - 6:00 PM' },
        { days: 'Saturday', hours: '10:00 AM - 2:00 PM' },
        { days: 'Sunday', hours: 'Closed' },
      ]),
    ).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    ]);
  });

  it('describes the agency from its one config', () => {
    const data = agencyStructuredData();
    expect(data['@type']).toBe('InsuranceAgency');
    expect(data.name).toBe(agency.name);
    expect(data.url).toBe(`${agency.siteUrl}/`);
    expect(data.telephone).toMatch(/^\+1\d{10}$/);
    expect(data.email).toBe(agency.email.address);
    expect(data.address).toMatchObject({ addressLocality: agency.address.city, addressRegion: 'CA', postalCode: agency.address.zip });
    expect(data.areaServed.map((place) => place.name)).toEqual(agency.areasServed);
    expect(data.openingHoursSpecification).toEqual(openingHoursSpecification(agency.hours));
    expect(data.sameAs).toEqual(agency.social.map((profile) => profile.url));
  });

  it('can never end the script element it stands in', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
