import { describe, expect, it } from 'vitest';
import { agency } from '../../config/agency';
import { readFixture } from '../../tests/api/support/payloads';
import { displayMakeName } from '../../engine/review/make-name';
import { displayPhone } from '../../text/phone';
import { CUSTOMER_CONFIRMATION_KIND } from './customer-confirmation';
import { HIDDEN_IN_EMAIL, OTHER_DETAILS_TITLE, SUBMISSION_NOTIFICATION_KIND, unreviewedFields } from './submission-notification';
import { getAtPointer } from '../../json/json-pointer';
import { formatDate } from '../../engine/review/review-summary';
import { wizardEmails } from './wizard-emails';
import { testRegistry } from '../../tests/api/support/test-app';

const registry = testRegistry();
const receivedAt = new Date('2026-03-02T17:05:00Z');
const INBOX_LINK = 'https://www.example.test/staff/requests/0f5b7c8e-1d2a-4c3b-9e4f-5a6b7c8d9e0f';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every text of a payload, files by their name: what the agency must be able to read. */
function leafValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => leafValues(item));
  if (typeof value === 'object' && value !== null) {
    if ('content' in value && 'name' in value) return [String(value.name)];
    return Object.values(value).flatMap((item) => leafValues(item));
  }
  return typeof value === 'string' && value !== '' ? [value] : [];
}

describe.each(registry.list().map((wizard) => [wizard.id, wizard] as const))('the e-mails of %s', (id, wizard) => {
  const payload = readFixture(id);
  const sensitiveFields = wizard.findSensitiveFields(payload);
  const input = { wizard, requestId: 'TST-AAAA-BBBB-CCCC', payload, files: [], receivedAt, agencyEmail: 'agency@example.test', inboxLink: INBOX_LINK, sensitiveFields };
  const emails = wizardEmails({ ...input, detail: 'full' });
  const confirmation = emails.find((email) => email.kind === CUSTOMER_CONFIRMATION_KIND);
  const notification = emails.find((email) => email.kind === SUBMISSION_NOTIFICATION_KIND);

  it('confirm to the visitor what happens next and how to reach the agency', () => {
    expect(confirmation?.to).toBe(payload.email);
    for (const body of [confirmation?.text ?? '', confirmation?.html ?? '']) {
      expect(body).toContain('TST-AAAA-BBBB-CCCC');
      expect(body).toContain('1-2 business days');
      expect(body).toContain(agency.phone.display);
      expect(body).toContain(agency.email.address);
      for (const entry of agency.hours) expect(body).toContain(`${entry.days} ${entry.hours}`);
      expect(body).toContain('24/7');
    }
  });

  it('tell the agency every value of the submission, in both alternatives, answering to the visitor', () => {
    expect(notification).toMatchObject({ to: 'agency@example.test', replyTo: payload.email, withAttachments: false });
    const values = leafValues(payload).filter((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value));
    for (const value of values) {
      // Choices read as their option titles, so a raw value may appear only through its title.
      const option = JSON.stringify(wizard.schema).includes(`"const":${JSON.stringify(value)}`);
      // Vehicle makes are stored as the vehicle data spells them (HONDA) and read in title case (Honda); phone numbers
      // are stored as digits and read grouped.
      const shown = [value, displayMakeName(value), displayPhone(value)].map(escapeRegExp).join('|');
      if (!option) expect(notification?.text, value).toMatch(new RegExp(shown));
    }
    expect(notification?.text).toContain('Received: March 2, 2026 at 9:05 AM PST');
    for (const section of wizard.ui.review) {
      if (notification?.text.includes(`== ${section.title} ==`)) expect(notification.html).toContain(`${section.title.replace('&', '&amp;')}</h2>`);
    }
  });

  it('link the agency to the request in the inbox, and keep the sensitive fields out of a summary', () => {
    const summary = wizardEmails({ ...input, detail: 'summary' }).find((email) => email.kind === SUBMISSION_NOTIFICATION_KIND);
    for (const body of [notification?.text ?? '', notification?.html ?? '', summary?.text ?? '', summary?.html ?? '']) expect(body).toContain(INBOX_LINK);
    for (const pointer of sensitiveFields) {
      // A date of birth reads as a long date.
      const value = formatDate(String(getAtPointer(payload, pointer)));
      expect(notification?.text).toContain(value);
      expect(summary?.text).not.toContain(value);
      expect(summary?.html).not.toContain(value);
    }
    if (sensitiveFields.size > 0) expect(summary?.text).toContain(HIDDEN_IN_EMAIL);
  });
});

describe('unreviewedFields', () => {
  const sections = [{ title: 'A', fields: ['/name', '/details/city'] }];

  it('lists what no section shows, as high up as possible, never the captcha token', () => {
    const data = { name: 'x', quoteType: 'auto', captchaToken: 't', details: { city: 'y', zip: '1' }, extra: { a: 1, b: 2 } };
    expect(unreviewedFields(sections, data)).toEqual(['/quoteType', '/details/zip', '/extra']);
  });

  it('adds an "Other details" group to the notification only when something is left', () => {
    const wizard = registry.get('auto-quote');
    if (!wizard) throw new Error('no auto-quote');
    const [, notification] = wizardEmails({
      wizard,
      requestId: 'AUT-AAAA-BBBB-CCCC',
      payload: readFixture('auto-quote'),
      files: [{ name: 'photo.png', size: 2048 }],
      receivedAt,
      agencyEmail: 'a@example.test',
      inboxLink: INBOX_LINK,
      detail: 'full',
      sensitiveFields: new Set(),
    });
    expect(notification?.text).toContain(`== ${OTHER_DETAILS_TITLE} ==\nQuote Type: auto`);
    expect(notification?.text).toContain('Attached files: photo.png (2 KB)');
    expect(notification?.withAttachments).toBe(true);
  });

  it('names no file of a summary and attaches none', () => {
    const wizard = registry.get('general-change');
    if (!wizard) throw new Error('no general-change');
    const [, notification] = wizardEmails({
      wizard,
      requestId: 'GEN-AAAA-BBBB-CCCC',
      payload: readFixture('general-change'),
      files: [{ name: 'lease-signed.pdf', size: 2048 }, { name: 'photo.png', size: 10 }],
      receivedAt,
      agencyEmail: 'a@example.test',
      inboxLink: INBOX_LINK,
      detail: 'summary',
      sensitiveFields: new Set(),
    });
    expect(notification?.text).toContain('Attached files: 2 files: open the request in the inbox');
    expect(notification?.text).not.toContain('lease-signed.pdf (2 KB)');
    expect(notification?.withAttachments).toBe(false);
  });

  it('strips line breaks from subjects built from what the visitor typed', () => {
    const wizard = registry.get('general-change');
    if (!wizard) throw new Error('no general-change');
    const emails = wizardEmails({
      wizard,
      requestId: 'GEN-AAAA-BBBB-CCCC',
      payload: { ...readFixture('general-change'), fullName: 'Eve\r\nBcc: x@example.com' },
      files: [],
      receivedAt,
      agencyEmail: 'a@example.test',
      inboxLink: INBOX_LINK,
      detail: 'summary',
      sensitiveFields: new Set(),
    });
    for (const email of emails) expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
