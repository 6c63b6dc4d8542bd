import { describe, expect, it } from 'vitest';
import { agency } from '../../config/agency';
import { createSmtpSender, messageIdFor, parseSender } from './smtp-sender';

describe('parseSender', () => {
  it("defaults to the agency's own name and address", () => {
    expect(parseSender(undefined)).toEqual({ name: agency.name, address: agency.email.address });
  });

  it('reads "Name <address>", a quoted name, and a bare address', () => {
    expect(parseSender('Bay Valley <mailer@bayvalley.example>')).toEqual({ name: 'Bay Valley', address: 'mailer@bayvalley.example' });
    expect(parseSender('"Bay Valley, Inc." <m@b.example>')).toEqual({ name: 'Bay Valley, Inc.', address: 'm@b.example' });
    expect(parseSender('m@b.example')).toEqual({ name: '', address: 'm@b.example' });
  });
});

describe('messageIdFor', () => {
  it("is the outbox row id at the sender's domain", () => {
    expect(messageIdFor('6f1c2c1e-0000-4000-8000-000000000001', { name: '', address: 'm@b.example' })).toBe(
      '<6f1c2c1e-0000-4000-8000-000000000001@b.example>',
    );
  });
});

describe('createSmtpSender', () => {
  it('refuses, when it is made at start, an SMTP_URL nodemailer cannot use', async () => {
    // The pattern SMTP_URL is checked against lets this one through; nodemailer does not.
    await expect(createSmtpSender({ url: 'smtps://:@', from: parseSender(undefined) })).rejects.toThrow('Invalid URL');
  });

  it('makes a sender for a usable URL and closes it without having connected', async () => {
    const sender = await createSmtpSender({ url: 'smtp://127.0.0.1:2525', from: parseSender(undefined) });
    expect(() => sender.close()).not.toThrow();
  });
});
