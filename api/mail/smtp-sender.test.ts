import { describe, expect, it } from 'vitest';
import { agency } from '../../src/content/agency';
import { messageIdFor, parseSender } from './smtp-sender';

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
