/** Copy of /about: story, mission, six values, contact details with a map link, and a call to action. */
import type { ClosingBannerCopy } from './closing-banner';

export type ValueIcon = 'trust' | 'community' | 'excellence' | 'integrity' | 'innovation' | 'compassion';

export interface AboutPageCopy {
  metaTitle: string;
  metaDescription: string;
  banner: { eyebrow: string; title: string; subtitle: string; contactLabel: string; quoteLabel: string };
  story: { title: string; paragraphs: string[] };
  mission: { title: string; text: string };
  valuesTitle: string;
  values: { icon: ValueIcon; title: string; text: string }[];
  visit: { title: string; intro: string; mapLabel: string; messageLabel: string; hoursTitle: string };
  closing: ClosingBannerCopy;
}

export const aboutPage: AboutPageCopy = {
  metaTitle: 'About Us',
  metaDescription:
    '{agency} is a family-owned independent insurance agency serving San Jose, Santa Clara and Milpitas since 1988, ' +
    'with 13 partner insurance companies and licensed local agents.',
  banner: {
    eyebrow: 'About Us',
    title: 'Your neighbors in insurance since 1988',
    subtitle:
      'A family-owned independent agency in San Jose, helping local families and businesses protect what matters ' +
      'for more than three decades.',
    contactLabel: 'Contact Us',
    quoteLabel: 'Get a Free Quote',
  },
  story: {
    title: 'Our story',
    paragraphs: [
      '{agency} opened its doors in San Jose in 1988 with a simple idea: people deserve an insurance agent who knows ' +
        'them by name, explains their coverage honestly and is there when something goes wrong.',
      'Since then the valley around us has changed enormously, and so has insurance. What has not changed is how we ' +
        'work. We are still family-owned, still independent and still local. Because we represent 13 insurance ' +
        'companies rather than one, we can shop your coverage, compare the options side by side and recommend the ' +
        'one that fits your needs and budget.',
      'Today we insure drivers, homeowners, renters and businesses across Downtown San Jose, East San Jose, Santa ' +
        'Clara, Milpitas and beyond, and many of our clients have been with us for decades.',
    ],
  },
  mission: {
    title: 'Our mission',
    text:
      'To protect the families and businesses of our community with the right coverage at a fair price, explained ' +
      'in plain language, and to stand beside our clients when they need to use it.',
  },
  valuesTitle: 'What we stand for',
  values: [
    { icon: 'trust', title: 'Trust', text: 'We recommend what you need, not what pays us most, and we say so when you are over-insured.' },
    { icon: 'community', title: 'Community', text: 'We live and work here, and we support the schools, teams and neighbors who make San Jose home.' },
    { icon: 'excellence', title: 'Excellence', text: 'Our licensed agents keep up with California law and the market so your coverage stays current.' },
    { icon: 'integrity', title: 'Integrity', text: 'Clear answers about what is and is not covered, before you buy and when you file a claim.' },
    { icon: 'innovation', title: 'Innovation', text: 'Online quotes and policy change requests, with a real person reviewing every one of them.' },
    { icon: 'compassion', title: 'Compassion', text: 'An accident, a fire or a theft is a hard day. We listen first and help you through the next steps.' },
  ],
  visit: {
    title: 'Visit or contact us',
    intro: 'Stop by our office, call or send an e-mail. Walk-ins are welcome during office hours.',
    mapLabel: 'Open map in OpenStreetMap',
    messageLabel: 'Send us a message',
    hoursTitle: 'Office hours',
  },
  closing: {
    title: 'Let’s talk about your coverage',
    text: 'Whether you are shopping for a new policy or reviewing the one you have, a licensed agent is ready to help.',
    contact: { label: 'Contact Us', to: '/contact' },
    quote: { label: 'Get a Free Quote', to: '/quote' },
  },
};
