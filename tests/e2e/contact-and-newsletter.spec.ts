/**
 * The footer newsletter and the contact page in Chromium, against the production build served by the real API on
 * PostgreSQL: the visitor's path through each form, then the rows the agency finds in the database.
 */
import { expect, test } from '@playwright/test';
import { decryptEmail } from '../../api/mail/outbox-store';
import { e2eSql } from './e2e-database';
import { e2eCipher, expectPrivacyNotice } from './wizard-steps';

test('a visitor subscribes to the newsletter from the footer', async ({ page }) => {
  const email = `reader-${Date.now()}@example.com`;
  await page.goto('/contact');
  const signup = page.getByTestId('newsletter');
  const input = signup.getByLabel('Email address');
  const subscribe = signup.getByRole('button', { name: 'SUBSCRIBE' });

  // Under the consent line that follows the button.
  await expectPrivacyNotice(signup, subscribe, /until you unsubscribe/, 120);
  await input.fill('not-an-address');
  await input.blur();
  await expect(signup.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(subscribe).toBeDisabled();

  await input.fill(email.toUpperCase());
  await expect(subscribe).toBeEnabled();
  await signup.getByText("I'm not a robot").click();
  // The button stays enabled while the proof of work runs; a click before the token only warns, so retry.
  await expect(async () => {
    await subscribe.click();
    await expect(signup.getByText('✓ Successfully subscribed to our newsletter!')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(input).toHaveValue('');
  await expect(signup.getByTestId('captcha')).toBeHidden();

  const sql = e2eSql();
  try {
    const rows = await sql`select email, consent_text from newsletter_subscriptions where lower(email) = ${email}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.consent_text).toContain('unsubscribe at any time');
  } finally {
    await sql.end();
  }
});

test('a visitor sends a message from the contact page', async ({ page }) => {
  const email = `writer-${Date.now()}@example.com`;
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  const send = form.getByRole('button', { name: 'Send Message' });

  await expectPrivacyNotice(form, send, /after 12 months/);
  await form.getByLabel(/^Name/).fill('José Núñez');
  await form.getByLabel(/^Email Address/).fill(email);
  await form.getByLabel(/^Phone Number/).fill('4085550142');
  await form.getByLabel(/^Message/).fill('Please call me about <b>bundling</b> home & auto.');

  // Without the captcha the message is refused at once.
  await send.click();
  await expect(form.getByText('Failed to send the message. Please try again.')).toBeVisible();

  await form.getByText("I'm not a robot").click();
  await expect(async () => {
    await send.click();
    await expect(form.getByText('Your message has been sent successfully!')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(form.getByLabel(/^Name/)).toHaveValue('');

  const sql = e2eSql();
  try {
    const messages = await sql`select name, phone, message from contact_messages where email = ${email}`;
    expect(messages).toEqual([
      { name: 'José Núñez', phone: '4085550142', message: 'Please call me about <b>bundling</b> home & auto.' },
    ]);
    // The bodies are stored encrypted: none holds the address in clear, and decrypted exactly one does.
    expect(await sql`select id from outbox where text like ${`%${email}%`} or html like ${`%${email}%`}`).toHaveLength(0);
    const stored = await sql`select kind, text, html from outbox where kind = 'contact.agency-notification'`;
    const mails = stored
      .map((row) => decryptEmail({ kind: row.kind as string, text: row.text as string, html: row.html as string | null }, e2eCipher))
      .filter((row) => row.text.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('contact.agency-notification');
    expect(mails[0]?.html).toContain('&lt;b&gt;bundling&lt;/b&gt;');
  } finally {
    await sql.end();
  }
});
