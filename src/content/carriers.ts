/**
 * The agency's 13 partner carriers and the copy of the two carrier directories (/services/make-claim and
 * /services/make-payment). Plain data: the directory component draws it, the policy-number module keys into it.
 *
 * Phone numbers are fictional 555-01xx numbers and e-mail addresses use the reserved .example domain until the
 * agency confirms each carrier's customer-service details; the web addresses are external links only and should be
 * checked against each carrier's current site before launch.
 */
import { carrierBrands, type CarrierBrand } from './carrier-brands';

/** Carrier keys in the order of the policy-number patterns (docs/spec-readings.md#policy-number-carriers): that order decides which pattern wins. */
export const carrierKeys = [
  'anchor',
  'aspire',
  'bamboo',
  'bristol',
  'dairyland',
  'kemper',
  'pacific',
  'progressive',
  'safeco',
  'stillwater',
  'aegis',
  'delos',
  'lightspeed',
] as const;

export type CarrierKey = (typeof carrierKeys)[number];

export interface Carrier extends CarrierBrand {
  claimPortal: string;
  /** `null` when the carrier takes no payments online: the payment directory then offers a phone call instead. */
  paymentPortal: string | null;
  phone: { display: string; href: string };
  email: string;
}

function phone(display: string): Carrier['phone'] {
  return { display, href: `tel:+1${display.replace(/\D/g, '')}` };
}

/** Contact details of each carrier for the claim and payment directories. */
const carrierContacts: Record<CarrierKey, Pick<Carrier, 'claimPortal' | 'paymentPortal' | 'phone' | 'email'>> = {
  anchor: {
    claimPortal: 'https://www.anchorgeneral.com/claims',
    paymentPortal: 'https://www.anchorgeneral.com/make-a-payment',
    phone: phone('(800) 555-0101'),
    email: 'claims@anchor-insurance.example',
  },
  aspire: {
    claimPortal: 'https://www.aspireinsurance.com/claims',
    paymentPortal: 'https://www.aspireinsurance.com/pay',
    phone: phone('(866) 555-0102'),
    email: 'customercare@aspire-insurance.example',
  },
  bamboo: {
    claimPortal: 'https://www.bambooinsurance.com/claims',
    paymentPortal: 'https://www.bambooinsurance.com/pay-my-bill',
    phone: phone('(866) 555-0103'),
    email: 'service@bamboo-insurance.example',
  },
  bristol: {
    claimPortal: 'https://www.bristolwest.com/claims',
    paymentPortal: 'https://www.bristolwest.com/payments',
    phone: phone('(888) 555-0104'),
    email: 'claims@bristol-west.example',
  },
  dairyland: {
    claimPortal: 'https://www.dairylandinsurance.com/claims',
    paymentPortal: 'https://www.dairylandinsurance.com/make-a-payment',
    phone: phone('(800) 555-0105'),
    email: 'claims@dairyland-insurance.example',
  },
  kemper: {
    claimPortal: 'https://www.kemper.com/claims',
    paymentPortal: 'https://www.kemper.com/pay-bill',
    phone: phone('(877) 555-0106'),
    email: 'customerservice@kemper-insurance.example',
  },
  pacific: {
    claimPortal: 'https://www.pacificspecialty.com/claims',
    paymentPortal: 'https://www.pacificspecialty.com/pay-online',
    phone: phone('(800) 555-0107'),
    email: 'claims@pacific-specialty.example',
  },
  progressive: {
    claimPortal: 'https://www.progressive.com/claims',
    paymentPortal: 'https://www.progressive.com/pay-bill',
    phone: phone('(800) 555-0108'),
    email: 'claims@progressive-insurance.example',
  },
  safeco: {
    claimPortal: 'https://www.safeco.com/claims',
    paymentPortal: 'https://www.safeco.com/customer-resources/pay-my-bill',
    phone: phone('(800) 555-0109'),
    email: 'claims@safeco-insurance.example',
  },
  stillwater: {
    claimPortal: 'https://www.stillwaterinsurance.com/claims',
    paymentPortal: 'https://www.stillwaterinsurance.com/make-a-payment',
    phone: phone('(800) 555-0110'),
    email: 'claims@stillwater-insurance.example',
  },
  aegis: {
    claimPortal: 'https://www.aegisgeneral.com/claims',
    // The one carrier without an online payment page (spec: "one carrier has an empty payment portal").
    paymentPortal: null,
    phone: phone('(888) 555-0111'),
    email: 'service@aegis-insurance.example',
  },
  delos: {
    claimPortal: 'https://www.delosinsurance.com/claims',
    paymentPortal: 'https://www.delosinsurance.com/payments',
    phone: phone('(877) 555-0112'),
    email: 'support@delos-insurance.example',
  },
  lightspeed: {
    claimPortal: 'https://www.lightspeedins.com/claims',
    paymentPortal: 'https://www.lightspeedins.com/payments',
    phone: phone('(866) 555-0113'),
    email: 'claims@lightspeed-insurance.example',
  },
};

export const carriers: readonly Carrier[] = carrierBrands.map((brand) => ({ ...brand, ...carrierContacts[brand.key] }));

export function carrierByKey(key: CarrierKey): Carrier {
  const carrier = carriers.find((entry) => entry.key === key);
  // The list and the key union are written together; a missing entry is a programming error caught by the tests.
  if (!carrier) throw new Error(`No carrier with key "${key}"`);
  return carrier;
}

export type DirectoryKind = 'claim' | 'payment';

export interface CarrierDirectoryCopy {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  bannerButton: string;
  listTitle: string;
  /** How to use the directory: the portal if there is one, otherwise the contact details. */
  intro: string;
  finderTitle: string;
  finderIntro: string;
  /** Label of the prominent portal button; {carrier} is the carrier's name. */
  portalLabel: string;
  /** Shown instead of the portal button when a carrier has no portal of this kind. */
  noPortalText: string;
  helpTitle: string;
  helpText: string;
  closingTitle: string;
  closingText: string;
}

export const carrierDirectoryCopy: Record<DirectoryKind, CarrierDirectoryCopy> = {
  claim: {
    metaTitle: 'Make a Claim',
    metaDescription:
      'File an insurance claim with your carrier: online claim portals, phone numbers and e-mail addresses of the ' +
      '13 insurance companies {agency} works with in San Jose, CA.',
    eyebrow: 'Services',
    title: 'Make a Claim',
    subtitle:
      'Had an accident or a loss? Report it to your insurance company as soon as you can. Find your carrier below, ' +
      'or call us at {phone} and we will help you through it.',
    bannerButton: 'Find Your Insurance Company',
    listTitle: 'Our partner insurance companies',
    intro:
      'Use your insurance company\'s online claim portal if it has one: it is open around the clock and is the ' +
      'fastest way to start a claim. Otherwise, call or e-mail the carrier using the contact details on its card.',
    finderTitle: 'Not sure who your carrier is?',
    finderIntro: 'Enter your policy number (optional) and we will point you to the right insurance company.',
    portalLabel: 'File a Claim Online',
    noPortalText: '{carrier} does not take claims online. Call {carrier} or call us at {phone} and we will help.',
    helpTitle: 'Need a hand with your claim?',
    helpText: 'Our agents can help you report a claim and follow up with the insurance company. Call us at {phone}.',
    closingTitle: 'Questions about a claim?',
    closingText:
      'Our licensed agents in San Jose are here to help by phone, e-mail or in person. Shopping for new ' +
      'coverage? Get a free, no-obligation quote from the insurance companies we work with.',
  },
  payment: {
    metaTitle: 'Make a Payment',
    metaDescription:
      'Pay your insurance premium online: payment portals, phone numbers and e-mail addresses of the 13 insurance ' +
      'companies {agency} works with in San Jose, CA.',
    eyebrow: 'Services',
    title: 'Make a Payment',
    subtitle:
      'Pay your premium directly to your insurance company. Find your carrier below, or call us at {phone} if you ' +
      'need help with a bill.',
    bannerButton: 'Find Your Insurance Company',
    listTitle: 'Our partner insurance companies',
    intro:
      'Use your insurance company\'s online payment portal if it has one: it is the quickest way to pay and you ' +
      'get a confirmation at once. Otherwise, call or e-mail the carrier using the contact details on its card.',
    finderTitle: 'Not sure who your carrier is?',
    finderIntro: 'Enter your policy number (optional) and we will point you to the right insurance company.',
    portalLabel: 'Make a Payment Online',
    noPortalText:
      '{carrier} does not take payments online. To pay, call {carrier} at {carrierPhone}, or call us at {phone} ' +
      'and we will help you make the payment.',
    helpTitle: 'Need a hand with a payment?',
    helpText: 'Our agents can help with billing questions, due dates and payment plans. Call us at {phone}.',
    closingTitle: 'Questions about your bill?',
    closingText:
      'Our licensed agents in San Jose are here to help by phone, e-mail or in person. Shopping for new ' +
      'coverage? Get a free, no-obligation quote from the insurance companies we work with.',
  },
};
