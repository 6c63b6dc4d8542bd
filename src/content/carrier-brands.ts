/**
 * The agency's 13 partner carriers as the site presents them everywhere: name, website and the logo shipped with the
 * site. Kept apart from their claim and payment contacts (carriers.ts), so the home page's logo band carries only
 * what it shows.
 */
import type { CarrierKey } from './carriers';

export interface CarrierBrand {
  key: CarrierKey;
  /** Display name; the spec's "key with its first letter capitalised", spelt out where the key is a short form. */
  name: string;
  /** The carrier's public website. */
  url: string;
  /** Path of the wordmark shipped with the site (public/carriers/<key>.svg). */
  logo: string;
}

const brand = (key: CarrierKey, name: string, url: string): CarrierBrand => ({ key, name, url, logo: `/carriers/${key}.svg` });

/** In the order of the policy-number patterns (carrierKeys). */
export const carrierBrands: readonly CarrierBrand[] = [
  brand('anchor', 'Anchor', 'https://www.anchorgeneral.com'),
  brand('aspire', 'Aspire', 'https://www.aspireinsurance.com'),
  brand('bamboo', 'Bamboo', 'https://www.bambooinsurance.com'),
  brand('bristol', 'Bristol West', 'https://www.bristolwest.com'),
  brand('dairyland', 'Dairyland', 'https://www.dairylandinsurance.com'),
  brand('kemper', 'Kemper', 'https://www.kemper.com'),
  brand('pacific', 'Pacific Specialty', 'https://www.pacificspecialty.com'),
  brand('progressive', 'Progressive', 'https://www.progressive.com'),
  brand('safeco', 'Safeco', 'https://www.safeco.com'),
  brand('stillwater', 'Stillwater', 'https://www.stillwaterinsurance.com'),
  brand('aegis', 'Aegis', 'https://www.aegisgeneral.com'),
  brand('delos', 'Delos', 'https://www.delosinsurance.com'),
  brand('lightspeed', 'Lightspeed', 'https://www.lightspeedins.com'),
];
