import { describe, expect, it } from 'vitest';
import { agency, fillAgencyPlaceholders, formatAddressLines } from './agency';
import { wizardPages } from './wizard-pages';

describe('agency config', () => {
  it('fills the placeholders of page copy', () => {
    expect(fillAgencyPlaceholders('Call {phone} or write to {email}.')).toBe(
      `Call ${agency.phone.display} or write to ${agency.email.address}.`,
    );
  });

  it('uses a fictional phone number whose tel: link matches the display form', () => {
    expect(agency.phone.display).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    expect(agency.phone.href).toBe(`tel:+1${agency.phone.display.replace(/\D/g, '')}`);
  });

  it('has a San Jose 95122 address', () => {
    expect(formatAddressLines(agency.address)[1]).toBe('San Jose, CA 95122');
  });

  it('leaves no unknown placeholder in the wizard page copy', () => {
    for (const copy of Object.values(wizardPages)) {
      expect(copy.faq).toHaveLength(6);
      const texts = [copy.metaDescription, copy.banner.subtitle, ...copy.faq.flatMap((item) => [item.question, item.answer])];
      for (const text of texts) expect(fillAgencyPlaceholders(text)).not.toMatch(/\{\w+\}/);
    }
  });
});
