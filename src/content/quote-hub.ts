/**
 * Copy of the /quote hub: its cards are the quote wizards' own (each folder's page.json), then a five-question FAQ and
 * a call to action to /contact and /about.
 */
import type { FaqItem } from '../../engine/wizard-page';
import type { ClosingBannerCopy } from './closing-banner';

export interface QuoteHubCopy {
  metaTitle: string;
  metaDescription: string;
  banner: { eyebrow: string; title: string; subtitle: string; callLabel: string };
  cardsTitle: string;
  cardsIntro: string;
  otherCoverage: string;
  faqTitle: string;
  faq: FaqItem[];
  closing: ClosingBannerCopy;
}

export const quoteHub: QuoteHubCopy = {
  metaTitle: 'Get a Free Insurance Quote',
  metaDescription:
    'Free, no-obligation auto, home and business insurance quotes from {agency}, an independent agency in San ' +
    'Jose, CA that compares coverage from 13 insurance companies.',
  banner: {
    eyebrow: 'Free · No obligation',
    title: 'Get a Free Insurance Quote',
    subtitle:
      'Tell us what you need to protect and a licensed agent will compare options from the 13 insurance ' +
      'companies we represent, then walk you through the best fit. No cost, no pressure.',
    callLabel: 'Prefer to talk? Call {phone}',
  },
  cardsTitle: 'Choose a coverage type',
  cardsIntro: 'Each request takes about ten minutes. Have your current policy handy if you have one.',
  otherCoverage:
    'Looking for coverage you do not see here? Call us at {phone} or send us a message and we will quote it for you.',
  faqTitle: 'Questions about quotes',
  faq: [
    {
      question: 'Is a quote really free?',
      answer:
        'Yes. A quote costs nothing and does not commit you to anything. We are paid by the insurance company only ' +
        'if you decide to buy a policy, and the price you pay is the same as buying direct.',
    },
    {
      question: 'How long does it take to get my quote?',
      answer:
        'Simple auto and home quotes are often ready within minutes to a few hours during office hours. Quotes ' +
        'that need underwriting review, such as most business policies, usually take 24 to 48 hours.',
    },
    {
      question: 'What information should I have ready?',
      answer:
        'For auto: driver’s license numbers, vehicle VINs or year, make and model, and your current policy. For ' +
        'home: the property address, year built, square footage and any updates to the roof, plumbing or ' +
        'electrical. For business: what you do, annual revenue and payroll, and your number of employees.',
    },
    {
      question: 'Will requesting a quote affect my credit score?',
      answer:
        'No. Insurers may use an insurance score where the law allows it, but that check is a "soft" inquiry that ' +
        'lenders never see. California does not allow credit information to be used in pricing auto insurance.',
    },
    {
      question: 'Why use an independent agency instead of buying direct?',
      answer:
        'We represent 13 insurance companies, not one, so we can compare price and coverage side by side and move ' +
        'you to another company at renewal if your needs or prices change. You keep the same local agent either way.',
    },
  ],
  closing: {
    title: 'Not sure which coverage you need?',
    text:
      'Talk it through with a licensed agent. We will look at what you own, what you drive and what you could be ' +
      'liable for, and recommend coverage that fits your budget.',
    contact: { label: 'Contact Us', to: '/contact' },
    quote: { label: 'About Our Agency', to: '/about' },
  },
};
