/**
 * Page copy of the wizard pages, keyed by the `page` key of a wizard's ui.json. {phone}, {email} and {agency} are
 * filled from the agency config when the page renders, so the copy never repeats contact details.
 */

export interface FaqItem {
  question: string;
  answer: string;
}

export interface WizardPageCopy {
  /** Browser title (the agency name is appended) and search/sharing description. */
  metaTitle: string;
  metaDescription: string;
  banner: {
    eyebrow: string;
    title: string;
    subtitle: string;
    startLabel: string;
    contactLabel: string;
  };
  formIntro: string;
  faqTitle: string;
  faq: FaqItem[];
}

export const wizardPages: Record<string, WizardPageCopy> = {
  'policy-change-address': {
    metaTitle: 'Change Your Address',
    metaDescription:
      'Moving? Update the address on your auto, home or business policy online with {agency} in San Jose, CA. ' +
      'Most address changes are processed the same day or within 1-2 business days.',
    banner: {
      eyebrow: 'Policy Change Request',
      title: 'Update Your Address',
      subtitle:
        'Moving to a new home or office? Tell us where you are going and we will update your policy, ' +
        'check that your coverage still fits, and confirm the change with you.',
      startLabel: 'Start Address Change',
      contactLabel: 'Contact Us',
    },
    formIntro:
      'It takes about five minutes. Have your policy number and your move date ready; documents are optional.',
    faqTitle: 'Address Change Questions',
    faq: [
      {
        question: 'How long does it take to process an address change?',
        answer:
          'Most address changes are processed the same business day, and nearly all within 1-2 business days. ' +
          'If your move affects your premium or coverage, we will contact you before anything changes. If your ' +
          'move is only days away, call us at {phone} so we can prioritize your request.',
      },
      {
        question: 'What documents do I need to provide?',
        answer:
          'Usually none: your policy number, your current and new address and your move date are enough. If you ' +
          'have one handy, proof of your new address (a signed lease, a utility bill, a closing statement or your ' +
          'DMV change-of-address confirmation) helps us process the change faster. You can upload up to 10 files ' +
          'of up to 2MB each, as JPEG, PNG, PDF or ZIP.',
      },
      {
        question: 'Will changing my address affect my rates?',
        answer:
          'It can. Auto premiums depend in part on where your vehicle is garaged, and home premiums on the ' +
          'property itself, so a new ZIP code may raise, lower or not change your rate. We review your policy ' +
          'with the new address and explain any change in premium before it takes effect.',
      },
      {
        question: 'I am moving within California. Is there anything else I should do?',
        answer:
          'Yes. California law asks you to report a change of address to the DMV within 10 days, for your ' +
          "driver's license and your vehicle registrations. Your policy stays in force during the move; we simply " +
          'update the address on it. If you are moving out of California, please call us at {phone} instead, ' +
          'since coverage may need to be rewritten in your new state.',
      },
      {
        question: 'Can I cancel or change a request after submitting it?',
        answer:
          'A pending request can be cancelled or corrected only by contacting our office at {phone} or {email}, ' +
          'so please call us as soon as possible. Once a change has been processed it cannot be reversed; if ' +
          'something needs to be different, submit a new request with the correct details.',
      },
      {
        question: 'How will I know my request was received?',
        answer:
          'Right after you submit, you will see a request ID on screen; please save it for your records. You ' +
          'will also receive a confirmation e-mail, and a member of our team will contact you within 2-3 business ' +
          'days to confirm the change. Questions in the meantime? Call us at {phone}.',
      },
    ],
  },
};

export function wizardPageCopy(key: string | undefined): WizardPageCopy | undefined {
  return key === undefined ? undefined : wizardPages[key];
}
