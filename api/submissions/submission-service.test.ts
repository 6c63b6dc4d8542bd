/**
 * The submission service without HTTP, on both database back ends: what it answers, what it stores, and the one
 * captcha rule every kind of form shares. The routes' statuses are tested through the app (tests/api).
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends, type OpenedBackend } from '../../tests/api/support/backends';
import { solveCaptcha } from '../../tests/api/support/captcha';
import { captureLog, type CapturedLog } from '../../tests/api/support/captured-log';
import { addressChangeWith, attachment, PNG_BYTES, readFixture } from '../../tests/api/support/payloads';
import { testCipher, testRegistry } from '../../tests/api/support/test-app';
import { CAPTCHA_MESSAGES, createCaptchaService } from '../captcha/captcha-service';
import { attachments, captchaSolutions, contactMessages, newsletterSubscriptions, outbox, submissions } from '../db/schema';
import { loadEnv } from '../env';
import { contactForm } from './contact-form';
import { newsletterForm } from './newsletter-form';
import { REQUEST_ID_PATTERN } from './request-id';
import { checkSubmission, createSubmissionService, type SubmissionForm, type SubmissionService } from './submission-service';
import { wizardForm } from './wizard-form';

const captcha = createCaptchaService({ secret: 'service-test-secret-0123456789abcdef01', cost: 20, expiresSeconds: 60 });
const token = () => solveCaptcha(async () => Response.json(captcha.createChallenge()));
const env = loadEnv({ DATA_DIR: ':memory:', AGENCY_EMAIL: 'agency@example.test' });
const deps = { env, cipher: testCipher() };
const registry = testRegistry();
const addressChange = registry.get('address-change');
if (!addressChange) throw new Error('forms/address-change is missing');
const wizard = wizardForm(addressChange, deps);
const contact = contactForm(deps);
const newsletter = newsletterForm(deps);
const CONTACT = { name: 'José Núñez', email: 'jose@example.com', phone: '4085550142', message: 'Please call me.' };
const body = (payload: Record<string, unknown>, captchaToken?: string) => JSON.stringify({ ...payload, captchaToken });

describe.each(testBackends)('submission service on $name', (backend) => {
  let opened: OpenedBackend;
  let service: SubmissionService;
  let captured: CapturedLog;
  let notified: number;

  beforeAll(async () => {
    opened = await backend.open();
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  beforeEach(async () => {
    captured = captureLog();
    notified = 0;
    service = createSubmissionService({
      database: opened.database,
      captcha,
      log: captured.log,
      outbox: { queued: () => void (notified += 1) },
    });
  });

  const rows = async (table: typeof submissions | typeof contactMessages | typeof newsletterSubscriptions | typeof outbox) => {
    const [row] = await opened.database.db.select({ n: count() }).from(table);
    return row?.n ?? -1;
  };
  /** Every table a submission writes to, counted: a refused submission leaves them all as they were. */
  const everything = async () => ({
    submissions: await rows(submissions),
    contact: await rows(contactMessages),
    newsletter: await rows(newsletterSubscriptions),
    outbox: await rows(outbox),
    solutions: (await opened.database.db.select({ n: count() }).from(captchaSolutions))[0]?.n,
  });

  it('stores a wizard submission with its files and e-mails in one go, and tells the mail worker', async () => {
    const result = await service.submit(wizard, body(readFixture('address-change'), await token()), '203.0.113.7');
    if (!result.stored) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
    expect(result.answer.requestId).toMatch(REQUEST_ID_PATTERN);
    const [row] = await opened.database.db.select().from(submissions).where(eq(submissions.requestId, result.answer.requestId ?? ''));
    expect(row).toMatchObject({ wizardId: 'address-change', clientIp: '203.0.113.7' });
    expect(JSON.stringify(row?.payload)).not.toContain('captchaToken');
    const files = await opened.database.db.select().from(attachments).where(eq(attachments.submissionId, row?.id ?? ''));
    expect(files.map((file) => file.name)).toEqual(['lease.pdf']);
    const emails = await opened.database.db.select().from(outbox).where(eq(outbox.submissionId, row?.id ?? ''));
    expect(emails.map((email) => email.kind).sort()).toEqual(['wizard.agency-notification', 'wizard.customer-confirmation']);
    expect(notified).toBe(1);
    expect(captured.messages('info')).toEqual([
      `submission stored: address-change ${result.answer.requestId} (1 file(s), 2 e-mail(s) queued)`,
    ]);
  });

  it('answers the contact form and the newsletter with their own 201 bodies', async () => {
    expect(await service.submit(contact, body(CONTACT, await token()), null)).toEqual({ stored: true, answer: { status: 'received' } });
    const signup = { email: `reader-${backend.name}@example.com` };
    expect(await service.submit(newsletter, body(signup, await token()), null)).toEqual({ stored: true, answer: { status: 'subscribed' } });
    // A known address: the same answer, nothing new stored or queued.
    const before = await everything();
    notified = 0;
    expect(await service.submit(newsletter, body(signup, await token()), null)).toEqual({ stored: true, answer: { status: 'subscribed' } });
    expect({ ...(await everything()), solutions: before.solutions }).toEqual(before);
    expect(notified).toBe(0);
  });

  it('accepts a captcha solution once, whichever kind of form used it first', async () => {
    const captchaToken = await token();
    expect((await service.submit(newsletter, body({ email: `once-${backend.name}@example.com` }, captchaToken), null)).stored).toBe(true);
    const before = await everything();
    const replayed = { stored: false, refusal: { error: 'captcha_failed', message: CAPTCHA_MESSAGES.replayed } };
    expect(await service.submit(contact, body(CONTACT, captchaToken), null)).toEqual(replayed);
    expect(await service.submit(wizard, body(readFixture('address-change'), captchaToken), null)).toEqual(replayed);
    expect(await service.submit(newsletter, body({ email: `again-${backend.name}@example.com` }, captchaToken), null)).toEqual(replayed);
    expect(await everything()).toEqual(before);
  });

  it('leaves the captcha solution usable after a refusal for bad input, on every kind of form', async () => {
    const refusedThenStored = async <T>(form: SubmissionForm<T>, bad: Record<string, unknown>, good: Record<string, unknown>) => {
      const captchaToken = await token();
      const before = await everything();
      const refused = await service.submit(form, body(bad, captchaToken), null);
      expect(refused).toMatchObject({ stored: false, refusal: { error: 'validation_failed' } });
      expect(await everything()).toEqual(before);
      expect((await service.submit(form, body(good, captchaToken), null)).stored).toBe(true);
    };
    await refusedThenStored(wizard, addressChangeWith([attachment('scan.pdf', 'application/pdf', PNG_BYTES)]), readFixture('address-change'));
    await refusedThenStored(wizard, { ...readFixture('address-change'), email: 'nope' }, readFixture('address-change'));
    await refusedThenStored(contact, { ...CONTACT, phone: '555' }, CONTACT);
    await refusedThenStored(newsletter, { email: 'no-at-sign' }, { email: `fixed-${backend.name}@example.com` });
  });

  it('stores exactly one of several concurrent submissions sharing a solution', async () => {
    const captchaToken = await token();
    const before = await rows(submissions);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => service.submit(wizard, body(readFixture('address-change'), captchaToken), null)),
    );
    expect(results.filter((result) => result.stored)).toHaveLength(1);
    for (const result of results.filter((candidate) => !candidate.stored)) {
      expect(result).toEqual({ stored: false, refusal: { error: 'captcha_failed', message: CAPTCHA_MESSAGES.replayed } });
    }
    expect(await rows(submissions)).toBe(before + 1);
  });

  it('writes nothing, and keeps the solution usable, when the record cannot be stored', async () => {
    const captchaToken = await token();
    const failing: SubmissionForm<typeof CONTACT> = {
      ...contact,
      async store(tx, accepted) {
        await contact.store(tx, accepted);
        await tx.execute(sql`select * from no_such_table`);
        throw new Error('unreachable');
      },
    };
    const before = await everything();
    await expect(service.submit(failing, body(CONTACT, captchaToken), null)).rejects.toThrow(/no_such_table/);
    expect(await everything()).toEqual(before);
    expect(notified).toBe(0);
    expect((await service.submit(contact, body(CONTACT, captchaToken), null)).stored).toBe(true);
  });

  it('refuses a body that is not JSON, or is shaped as no form could be, before anything else', async () => {
    const before = await everything();
    expect(await service.submit(contact, '', null)).toEqual({
      stored: false,
      refusal: { error: 'invalid_json', message: 'The request body is empty.' },
    });
    expect(await service.submit(contact, '{"name":', null)).toMatchObject({ refusal: { error: 'invalid_json' } });
    expect(await service.submit(contact, JSON.stringify({ list: Array(1000).fill(0) }), null)).toMatchObject({
      refusal: { error: 'payload_too_complex' },
    });
    expect(await service.submit(contact, body(CONTACT), null)).toEqual({
      stored: false,
      refusal: { error: 'captcha_failed', message: CAPTCHA_MESSAGES.missing },
    });
    expect(await everything()).toEqual(before);
  });
});

describe('checkSubmission', () => {
  it('runs every check but the captcha: the schema, then the decoded uploads', () => {
    expect(checkSubmission(wizard, JSON.stringify(readFixture('address-change')))).toEqual({ readable: true, errors: [] });
    expect(checkSubmission(wizard, JSON.stringify(addressChangeWith([attachment('scan.pdf', 'application/pdf', PNG_BYTES)])))).toEqual({
      readable: true,
      errors: [
        { path: '/additionalData/attachments/0', message: 'File "scan.pdf" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.' },
      ],
    });
    expect(checkSubmission(contact, '[]')).toEqual({ readable: true, errors: [{ path: '', message: 'Invalid input.' }] });
    expect(checkSubmission(contact, 'nope')).toMatchObject({ readable: false, refusal: { error: 'invalid_json' } });
  });
});
