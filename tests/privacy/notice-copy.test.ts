/** The notices at collection and the privacy policy state the retention the server applies. */
import { expect, it } from 'vitest';
import { describeEnv, loadEnv } from '../../api/env';
import { FILE_LINK_HOURS } from '../../api/webhooks/file-links';
import { privacyPage } from '../../src/content/legal-pages';
import { privacyNotices, RETENTION_DAYS, retentionText } from '../../src/content/privacy-notice';

it('uses the default RETENTION_DAYS of the server', () => {
  expect(loadEnv({}).RETENTION_DAYS).toBe(RETENTION_DAYS);
  expect(describeEnv().find((entry) => entry.name === 'RETENTION_DAYS')?.default).toBe(String(RETENTION_DAYS));
  expect(retentionText(365)).toBe('12 months');
  expect(retentionText(30)).toBe('30 days');
});

it('says what is collected, why, for how long, and links to /privacy', () => {
  for (const notice of [privacyNotices.wizard, privacyNotices.contact]) expect(notice.text).toContain(retentionText());
  expect(privacyNotices.wizard.text).toMatch(/driver’s license numbers, dates of birth and documents/);
  expect(privacyNotices.newsletter.text).toMatch(/until you unsubscribe/);
  for (const notice of Object.values(privacyNotices)) {
    expect(notice.href).toBe('/privacy');
    expect(notice.text).toMatch(/only to/);
  }
  const policy = JSON.stringify(privacyPage);
  expect(policy).toContain(`${retentionText()} after we receive them`);
  expect(policy).toContain('stored encrypted');
  // What the staff see in the inbox, and the record of it.
  expect(policy).toContain('stay hidden in the inbox until a staff member chooses to reveal');
  expect(policy).toContain('keeps only its reference number, none of your details, and stays after the request is deleted');
  // What the forms' funnel counts (api/funnel/), and what it never does.
  expect(policy).toContain('We keep only daily totals per form, step and question');
  expect(policy).toContain('We never receive what you typed, and we store no cookie, IP address, browser details or any identifier');
  expect(policy).toContain('Global Privacy Control signal, it sends none of this and nothing is counted');
  // What the webhooks send on (api/webhooks/).
  expect(policy).toContain('only to software the agency has set up to receive them, and your documents only as links that expire within a day');
  expect(FILE_LINK_HOURS).toBeLessThanOrEqual(24);
});
