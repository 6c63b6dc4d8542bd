/**
 * The notices shown next to every submit button: what the form collects, why, how long it is kept, and the link to
 * the full policy. The retention matches the server's default RETENTION_DAYS (api/env.ts; a test holds them equal):
 * `npm run purge` deletes submissions and contact messages past it. Newsletter addresses are kept until the
 * subscriber leaves.
 */
export const RETENTION_DAYS = 365;

/** "12 months" for whole years, otherwise the days. */
export function retentionText(days: number = RETENTION_DAYS): string {
  return days % 365 === 0 ? `${(days / 365) * 12} months` : `${days} days`;
}

export interface PrivacyNoticeCopy {
  text: string;
  linkLabel: string;
  href: string;
}

const link = { linkLabel: 'Privacy Policy', href: '/privacy' } as const;

export const privacyNotices = {
  wizard: {
    text:
      'We use what you enter here, including any driver’s license numbers, dates of birth and documents, only to ' +
      `handle this request. License numbers, dates of birth and documents are stored encrypted, and everything is ` +
      `deleted from this website after ${retentionText()}.`,
    ...link,
  },
  contact: {
    text: `We use your name, e-mail, phone number and message only to answer you, and delete them from this website after ${retentionText()}.`,
    ...link,
  },
  newsletter: {
    text: 'We use your e-mail address only to send the newsletter, and keep it until you unsubscribe.',
    ...link,
  },
} satisfies Record<string, PrivacyNoticeCopy>;
