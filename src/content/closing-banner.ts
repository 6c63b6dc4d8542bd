/** Copy of the closing banner at the bottom of the policy change hub and every wizard page. */

export interface ClosingBannerCopy {
  title: string;
  text: string;
  contact: { label: string; to: string };
  quote: { label: string; to: string };
}

export const closingBanner: ClosingBannerCopy = {
  title: 'Questions about your coverage?',
  text:
    'Our licensed agents in San Jose are here to help by phone, e-mail or in person. Shopping for new ' +
    'coverage? Get a free, no-obligation quote from the insurance companies we work with.',
  contact: { label: 'Contact Us', to: '/contact' },
  quote: { label: 'Get a Free Quote', to: '/quote' },
};
