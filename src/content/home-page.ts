/** Copy of the home page: hero, statistics, service cards (service-cards.ts), why choose us, areas and final CTA. */

export interface HomePageCopy {
  metaDescription: string;
  banner: { eyebrow: string; subtitle: string; quoteLabel: string; contactLabel: string };
  intro: { title: string; text: string };
  stats: { value: string; label: string }[];
  servicesTitle: string;
  servicesIntro: string;
  quoteLabel: string;
  learnMoreLabel: string;
  whyTitle: string;
  why: { title: string; text: string }[];
  areas: { title: string; text: string };
  /** The scrolling band of partner carrier logos. */
  carriers: { title: string; text: string; listLabel: string };
  finalCta: {
    title: string;
    text: string;
    quote: { label: string; to: string };
    about: { label: string; to: string };
    callLabel: string;
  };
}

export const homePage: HomePageCopy = {
  metaDescription:
    '{agency} is a family-owned independent insurance agency in San Jose, CA, comparing auto, home, commercial and ' +
    'specialty coverage from 13 insurance companies since 1988.',
  banner: {
    eyebrow: 'Independent agency · San Jose, CA · Since 1988',
    subtitle:
      'For over 30 years, families and businesses in San Jose have trusted us to compare coverage from 13 ' +
      'insurance companies and find the right protection at a fair price.',
    quoteLabel: 'Get a Free Quote',
    contactLabel: 'Contact Us',
  },
  intro: {
    title: 'Local, independent and here for you',
    text:
      'We are a family-owned agency, not a call center. You work with licensed agents who know California ' +
      'insurance, shop your coverage with the companies we represent and help you when you have a claim.',
  },
  stats: [
    { value: '35+', label: 'Years serving San Jose' },
    { value: '1000+', label: 'Customers protected' },
    { value: '24/7', label: 'Claim support through our carriers' },
  ],
  servicesTitle: 'Coverage for every part of your life',
  servicesIntro: 'Learn what each type of coverage includes, or request a free quote.',
  quoteLabel: 'GET A QUOTE',
  learnMoreLabel: 'LEARN MORE',
  whyTitle: 'Why choose us',
  why: [
    { title: 'Choice of 13 insurance companies', text: 'We compare price and coverage side by side instead of selling one company’s policy.' },
    { title: 'Family-owned since 1988', text: 'Three decades in San Jose, with many clients who have been with us for generations.' },
    { title: 'Licensed, local agents', text: 'Real people who explain your coverage in plain language and answer the phone.' },
    { title: 'Help when you claim', text: 'We guide you through reporting a claim and follow up with your insurance company.' },
    { title: 'Reviews at every renewal', text: 'We check your coverage and shop it again when your life or prices change.' },
    { title: 'Online when you want it', text: 'Request quotes and policy changes online at any hour; an agent reviews each one.' },
  ],
  areas: {
    title: 'Proudly serving the South Bay',
    text: 'Visit our office in San Jose, or work with us by phone and e-mail from anywhere in California.',
  },
  carriers: {
    title: 'The insurance companies we work with',
    text: 'As an independent agency we shop your coverage with 13 carriers. Select a logo to visit the company’s website.',
    listLabel: 'Our partner insurance companies',
  },
  finalCta: {
    title: 'Get your free quote today',
    text: 'It takes about ten minutes and there is no obligation. Prefer to talk? Call us at {phone}.',
    quote: { label: 'Start a Free Quote', to: '/quote' },
    about: { label: 'Meet Our Agency', to: '/about' },
    callLabel: 'Call {phone}',
  },
};
