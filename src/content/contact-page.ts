/** Copy of the /contact page. {phone}, {email} and {agency} are filled from the agency config where shown. */
import type { FaqItem } from '../../engine/wizard-page';

export const CONTACT_FORM_SECTION_ID = 'contact-form';

export const contactPage = {
  meta: {
    title: 'Contact Us',
    description:
      'Contact our family-owned independent insurance agency in San Jose, CA: call {phone}, e-mail {email}, visit the office or send us a message.',
  },
  hero: {
    eyebrow: 'Contact Us',
    title: "We're here to help",
    subtitle:
      'Questions about a policy, a claim or a new quote? Call, write or stop by our San Jose office. A licensed agent will get back to you.',
    formButton: 'Send a Message',
    quoteButton: { label: 'Get a Free Quote', to: '/quote' },
  },
  details: {
    title: 'Visit or call us',
    address: 'Office',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Office Hours',
    mapLabel: 'Open in OpenStreetMap',
  },
  form: {
    title: 'Send us a message',
    intro: 'Fields marked with an asterisk (*) are required. We usually answer within one business day.',
    name: 'Name',
    email: 'Email Address',
    phone: 'Phone Number',
    phonePlaceholder: '(408) 555-0142',
    phoneHint: 'e.g. (408) 555-0142. Spaces, dashes, dots and brackets are fine.',
    message: 'Message',
    submit: 'Send Message',
    sending: 'Sending...',
    success: 'Your message has been sent successfully!',
    failure: 'Failed to send the message. Please try again.',
  },
  faqTitle: 'Frequently Asked Questions',
  faq: [
    {
      question: 'How quickly will I get a quote?',
      answer: 'Most quotes are ready within 24 hours. Call {phone} if you need coverage sooner.',
    },
    {
      question: 'Do I need an appointment to visit the office?',
      answer: 'No. Walk-ins are welcome during office hours; an appointment makes sure your agent is free.',
    },
    {
      question: 'Which insurance companies do you work with?',
      answer:
        'As an independent agency, {agency} compares policies from many insurance companies to find the right coverage and price for you.',
    },
    {
      question: 'Can I make changes to my policy by e-mail?',
      answer:
        'Yes. Write to {email} or use the policy change forms on this site; an agent confirms every change with you.',
    },
    {
      question: 'Can you help me with a claim?',
      answer:
        'Yes. Report the claim to your insurance company first, then call us at {phone}: we help you through the process and follow up with the carrier.',
    },
  ] satisfies FaqItem[],
  callToAction: {
    title: 'Prefer to talk it through?',
    text: 'Call a licensed agent at our San Jose office. No phone trees, just people who know your policy.',
    button: 'Call {phone}',
  },
} as const;
