/**
 * Copy of the /policy-change hub. Its cards are the change wizards' own (each folder's page.json). {phone}, {email}
 * and {agency} are filled from the agency config.
 */
import type { FaqItem } from '../../engine/wizard-page';

export interface PolicyChangeHubCopy {
  metaTitle: string;
  metaDescription: string;
  banner: { eyebrow: string; title: string; subtitle: string; contactLabel: string; callLabel: string };
  cardsTitle: string;
  cardsIntro: string;
  faqTitle: string;
  faq: FaqItem[];
}

export const policyChangeHub: PolicyChangeHubCopy = {
  metaTitle: 'Policy Change Requests',
  metaDescription:
    'Update your insurance policy online with {agency} in San Jose, CA: change your address, add or remove a ' +
    'driver or a vehicle, or request any other policy change. A licensed agent confirms every change.',
  banner: {
    eyebrow: 'Policy Service',
    title: 'Policy Change Requests',
    subtitle:
      'Moving, a new driver, a new car or a different deductible? Send us your request online at any time. A ' +
      'licensed agent reviews every request and confirms the change with you before it takes effect.',
    contactLabel: 'Contact Us',
    callLabel: 'Call {phone}',
  },
  cardsTitle: 'What would you like to change?',
  cardsIntro:
    'Choose the request that fits. Each form takes about five minutes; have your policy number ready.',
  faqTitle: 'Policy Change Questions',
  faq: [
    {
      question: 'How long does it take to process a policy change?',
      answer:
        'Address changes are usually processed the same business day, or within 1-2 business days. Driver, ' +
        'vehicle and other changes are usually processed within 1-2 business days, and a member of our team ' +
        'contacts you within 2-3 business days to confirm. If a change cannot wait, call us at {phone}.',
    },
    {
      question: 'What documents do I need?',
      answer:
        "Adding or updating a driver needs a copy of the driver's license; adding or updating a vehicle needs " +
        'the registration, the title or the bill of sale. A name change needs legal documentation such as a ' +
        'marriage certificate or court order. Address changes and removals need no documents. Each form tells ' +
        'you what to upload: JPEG, PNG, PDF or ZIP files of up to 2MB each.',
    },
    {
      question: 'Will a change affect my premium?',
      answer:
        'It can. A new address, driver or vehicle, a different deductible or new coverage can raise or lower ' +
        'your premium, and some changes make you eligible for a discount. We always explain any change in ' +
        'premium before it takes effect.',
    },
    {
      question: 'I am moving within California. What do I need to do?',
      answer:
        'Send us an address change with your move date: your policy stays in force and we update the address ' +
        'on it. Remember to report the new address to the DMV within 10 days for your license and your ' +
        'registrations. Moving out of California? Call us at {phone}, since your policy may need to be ' +
        'rewritten in your new state.',
    },
    {
      question: 'How do I remove a driver from my policy?',
      answer:
        'Use the driver change form and choose "Remove Driver". A driver can usually be removed when they no ' +
        'longer live with you and no longer drive your vehicles, or when they have their own insurance. If they ' +
        'still live with you, we will explain your options, such as a named driver exclusion.',
    },
    {
      question: 'Can I cancel a change after I have submitted it?',
      answer:
        'A pending change can be cancelled only by contacting our office at {phone} or {email}, so please reach ' +
        'out as soon as possible. Once a change has been processed it cannot be reversed; to undo it, submit a ' +
        'new request.',
    },
  ],
};
