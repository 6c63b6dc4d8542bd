/**
 * Static legal text of /terms and /privacy, effective December 10, 2024, under California law (courts of Santa
 * Clara County). The privacy policy describes what this site's forms actually collect and keep: the website's
 * retention is the server's (RETENTION_DAYS, enforced by `npm run purge`); the record-keeping period of the agency's
 * policy files is its stated practice and must be confirmed by the agency before launch
 * (docs/decisions/0146-retention.md).
 */
import { retentionText } from './privacy-notice';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalPageCopy {
  metaTitle: string;
  metaDescription: string;
  title: string;
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}

export const termsPage: LegalPageCopy = {
  metaTitle: 'Terms of Service',
  metaDescription: 'The terms that apply when you use the website of {agency}, an independent insurance agency in San Jose, CA.',
  title: 'Terms of Service',
  effectiveDate: 'December 10, 2024',
  intro:
    'These terms apply to your use of the website of {agency} ("we", "us"). By using the site you agree to them. ' +
    'If you do not agree, please do not use the site.',
  sections: [
    {
      heading: 'Information only, not a contract of insurance',
      paragraphs: [
        'The content of this site is general information about insurance. It does not describe any particular policy ' +
          'and is not legal, tax or financial advice. Coverage is provided only by a policy issued by an insurance ' +
          'company, and the terms, conditions and exclusions of that policy decide what is covered.',
      ],
    },
    {
      heading: 'Quotes and requests',
      paragraphs: [
        'Quotes are free and without obligation. A quote is an estimate based on the information you provide and ' +
          'may be prepared with the help of a third-party comparative rating service. The final premium and ' +
          'eligibility are decided by the insurance company after underwriting.',
        'Submitting a quote request, policy change request or message does not bind, change or cancel coverage. A ' +
          'change takes effect only when a licensed agent or the insurance company confirms it to you. Never assume ' +
          'coverage is in place until you have that confirmation.',
        'You agree to give true, complete information. Misrepresentation can lead an insurer to deny a claim or ' +
          'rescind a policy.',
      ],
    },
    {
      heading: 'Payments and claims',
      paragraphs: [
        'Premium payments and claims are handled by the insurance companies. Links to their portals are provided ' +
          'for convenience; those sites have their own terms and privacy policies, and we are not responsible for ' +
          'their content or availability.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      list: [
        'submit information about another person without their permission;',
        'send automated or bulk submissions, or try to bypass the human-verification check;',
        'attempt to disrupt the site, probe it for vulnerabilities or access data that is not yours;',
        'copy or reuse the site’s content for commercial purposes without our written permission.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The text, design and logos of this site belong to {agency} or its licensors. Insurance company names and ' +
          'logos are trademarks of their owners and are shown to identify the companies we represent.',
      ],
    },
    {
      heading: 'Disclaimer and limitation of liability',
      paragraphs: [
        'The site is provided "as is". We work to keep it accurate and available but do not guarantee that it is ' +
          'error-free or uninterrupted. To the extent permitted by law, we are not liable for indirect or ' +
          'consequential damages arising from your use of the site. Nothing in these terms limits rights you have ' +
          'under California law that cannot be waived.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the State of California. Any dispute arising from them or from ' +
          'your use of the site will be heard in the state or federal courts located in Santa Clara County, California.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may update these terms; the effective date above shows the current version. Questions? Call {phone} or ' +
          'e-mail {email}.',
      ],
    },
  ],
};

export const privacyPage: LegalPageCopy = {
  metaTitle: 'Privacy Policy',
  metaDescription:
    'How {agency} collects, uses and keeps the information you send through its website forms, and your privacy ' +
    'rights under California law.',
  title: 'Privacy Policy',
  effectiveDate: 'December 10, 2024',
  intro:
    'This policy explains what information {agency} collects through this website, why, how long we keep it and ' +
    'the choices you have. We do not sell or share your personal information for advertising.',
  sections: [
    {
      heading: 'What the forms collect',
      paragraphs: ['We collect only what you type into a form or upload:'],
      list: [
        'Contact form: your name, e-mail address, phone number and message.',
        'Newsletter: your e-mail address.',
        'Quote requests: contact details, date of birth and, depending on the quote, driver’s license and driving ' +
          'history, vehicle details and VINs, property details, business details such as revenue, payroll and ' +
          'employees, and your current insurance.',
        'Policy change requests: your policy number and the details of the change (new address, driver or vehicle ' +
          'details), plus any documents you attach.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To answer your message, prepare your quote, process your policy change and keep a record of what you asked ' +
          'for. To prepare a quote we share the needed details with the insurance companies we represent and with a ' +
          'comparative rating service acting on our behalf. Newsletter addresses are used only to send our newsletter.',
      ],
    },
    {
      heading: 'Human verification without tracking',
      paragraphs: [
        'Our forms are protected by a proof-of-work check that is hosted on our own server. Your browser solves a ' +
          'small puzzle; no third-party captcha script is loaded, no cookie is set and no information is sent to a ' +
          'captcha provider. A record of each solved puzzle is kept only to stop it being reused and is deleted ' +
          'automatically within a few hours.',
      ],
    },
    {
      heading: 'Cookies and analytics',
      paragraphs: [
        'This site sets no advertising or analytics cookies. The map on our About page is a link to OpenStreetMap, ' +
          'which only receives information if you choose to open it.',
        'To learn where our quote and change forms are hard to fill in, your browser tells our own server, as you go ' +
          'through a form, which step you reached, finished or left, how long a step took (rounded to a range such ' +
          'as “1-2 minutes”), and which questions a step asked you to correct, by the question’s name only. We keep ' +
          'only daily totals per form, step and question. We never receive what you typed, and we store no cookie, ' +
          'IP address, browser details or any identifier with it, so these totals cannot be linked to you or to ' +
          'your request.',
        'If your browser sends the Global Privacy Control signal, it sends none of this and nothing is counted.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: ['We keep information only as long as we need it:'],
      list: [
        `Quote and policy change requests, the documents attached to them, contact messages and the e-mails about ` +
          `them are deleted from this website's systems ${retentionText()} after we receive them.`,
        'When a request leads to a policy or a policy change, we keep a copy in our policy records for as long as ' +
          'California law requires insurance agencies to keep records of transactions, generally 5 years after the ' +
          'policy ends.',
        'Newsletter addresses: until you unsubscribe.',
        'Our staff’s internal notes on a request are deleted with it. The record of who opened or changed a request ' +
          'keeps only its reference number, none of your details, and stays after the request is deleted.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Forms are sent over an encrypted connection, stored on access-controlled systems and seen only by our staff ' +
          'and the service providers who help us handle your request. Driver’s license numbers, dates of birth and ' +
          'the documents you upload are stored encrypted (AES-256), and our server logs record that a request was ' +
          'made, never what it contained. No method of storage is perfectly secure, but we take reasonable measures ' +
          'to protect your information.',
      ],
    },
    {
      heading: 'What our staff see',
      paragraphs: [
        'Your request reaches our staff in a private inbox that only the agency’s agents and owners can open, each ' +
          'signing in with a passkey or with a password and a code from an authenticator app. They see what you ' +
          'sent, the status of your request, who at the agency is handling it and their internal notes.',
        'Driver’s license numbers and dates of birth stay hidden in the inbox until a staff member chooses to reveal ' +
          'one, and every view, reveal, download and export of a request is recorded with who did it and when. The ' +
          'e-mail that tells our office about a new request leaves out license numbers, dates of birth and your ' +
          'documents: our staff open them in the inbox.',
        'Our office may pass your request on to the agency’s own management software, which receives it directly ' +
          'from our server over an encrypted, signed connection. Driver’s license numbers and dates of birth go ' +
          'with it only to software the agency has set up to receive them, and your documents only as links that ' +
          'expire within a day.',
      ],
    },
    {
      heading: 'Your California privacy rights',
      paragraphs: [
        'Depending on the law that applies to you, including the California Consumer Privacy Act and the Insurance ' +
          'Information and Privacy Protection Act, you may ask to know what personal information we hold about you, ' +
          'to correct it or to delete it, and you will not be treated differently for asking. Some records must be ' +
          'kept by law even if you ask us to delete them. To make a request, call {phone} or e-mail {email}.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['This site is not directed to children under 16, and we do not knowingly collect their information.'],
    },
    {
      heading: 'Changes and governing law',
      paragraphs: [
        'We may update this policy; the effective date above shows the current version. This policy is governed by ' +
          'the laws of the State of California, and disputes will be heard in the courts of Santa Clara County.',
      ],
    },
  ],
};
