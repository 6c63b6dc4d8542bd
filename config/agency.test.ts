import { describe, expect, it } from 'vitest';
import { agency, fillAgencyPlaceholders, formatAddressLines } from './agency';

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

});
