/** Copy of /services: hero, overview, the four service cards (service-cards.ts), quick actions and the closing CTA. */
import type { ClosingBannerCopy } from './closing-banner';

export interface QuickAction {
  icon: 'payment' | 'claim';
  title: string;
  description: string;
  action: { label: string; to: string };
  learnMore: { label: string; to: string };
}

export interface ServicesPageCopy {
  metaTitle: string;
  metaDescription: string;
  banner: { eyebrow: string; title: string; subtitle: string; overviewLabel: string; quoteLabel: string };
  overview: { title: string; paragraphs: string[]; quoteLabel: string; contactLabel: string };
  cardsTitle: string;
  cardsIntro: string;
  quoteLabel: string;
  learnMoreLabel: string;
  quickActionsTitle: string;
  quickActionsIntro: string;
  quickActions: QuickAction[];
  closing: ClosingBannerCopy;
}

export const servicesPage: ServicesPageCopy = {
  metaTitle: 'Insurance Services',
  metaDescription:
    'Auto, home, commercial and specialty insurance from {agency} in San Jose, CA, plus help paying a premium or ' +
    'filing a claim with your insurance company.',
  banner: {
    eyebrow: 'Our Services',
    title: 'Insurance for the way you live and work',
    subtitle:
      'Auto, home, business and specialty coverage from 13 insurance companies, with one local agent who knows ' +
      'your policies and picks up the phone when something happens.',
    overviewLabel: 'Explore Our Services',
    quoteLabel: 'Get a Free Quote',
  },
  overview: {
    title: 'One agency, many insurance companies',
    paragraphs: [
      'As an independent agency we do not work for a single insurer. We shop your coverage with the companies we ' +
        'represent, explain the differences in plain language and help you choose the policy that fits, then ' +
        'stay with you through renewals, changes and claims.',
      'Whether you are insuring your first car, a home in the hills or a growing business, start with a free quote ' +
        'or ask us anything: we are happy to review the coverage you have today.',
    ],
    quoteLabel: 'Start a Free Quote',
    contactLabel: 'Ask an Agent',
  },
  cardsTitle: 'Coverage we offer',
  cardsIntro: 'Choose a type of coverage to learn what it includes, or request a quote right away.',
  quoteLabel: 'GET A QUOTE',
  learnMoreLabel: 'LEARN MORE',
  quickActionsTitle: 'Already a customer?',
  quickActionsIntro:
    'Payments and claims are handled by your insurance company. We list every company we work with, with its ' +
    'online portal, phone number and e-mail, so you reach the right place quickly.',
  quickActions: [
    {
      icon: 'payment',
      title: 'Make a Payment',
      description: 'Find your insurance company’s payment portal or billing phone number and pay your premium.',
      action: { label: 'Make a Payment', to: '/services/make-payment' },
      learnMore: { label: 'Learn more about our services', to: '/services' },
    },
    {
      icon: 'claim',
      title: 'File a Claim',
      description:
        'Report an accident, theft or damage to your insurance company online or by phone. Call us if you need help ' +
        'with any step.',
      action: { label: 'File a Claim', to: '/services/make-claim' },
      learnMore: { label: 'Learn more about our services', to: '/services' },
    },
  ],
  closing: {
    title: 'Ready to review your coverage?',
    text:
      'Get a free, no-obligation quote in minutes, or talk with a licensed agent about the coverage you have today.',
    contact: { label: 'Contact Us', to: '/contact' },
    quote: { label: 'Get a Free Quote', to: '/quote' },
  },
};
