/**
 * The developer screens: the outbox viewer and the confirmation preview answer in development only, and 404 in
 * every other environment even where the built site would answer any other path with its index page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../api/db/schema';
import { decryptEmail } from '../../api/mail/outbox-store';
import { agency } from '../../config/agency';
import { pgliteBackend, type OpenedBackend } from './support/backends';
import { submitWithCaptcha } from './support/submit';
import { buildTestApp, testCipher } from './support/test-app';

let opened: OpenedBackend;
const root = mkdtempSync(join(tmpdir(), 'dev-routes-'));
const staticDir = join(root, 'dist');

beforeAll(async () => {
  opened = await pgliteBackend.open();
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(async () => {
  await opened?.dispose();
  rmSync(root, { recursive: true, force: true });
});

const appIn = (NODE_ENV: string) => buildTestApp(opened.database, { NODE_ENV, AGENCY_EMAIL: 'agency@example.test' }, { staticDir });

describe.each(['production', 'test'])('with NODE_ENV=%s', (nodeEnv) => {
  it.each(['/dev', '/dev/mail', '/dev/email-template', '/dev/mail/00000000-0000-4000-8000-000000000000'])('%s is a 404', async (path) => {
    const response = await appIn(nodeEnv).request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'There is nothing at this address.' });
  });

  it('still serves the site for other paths', async () => {
    expect((await appIn(nodeEnv).request('/')).status).toBe(200);
  });
});

describe('with NODE_ENV=development', () => {
  const app = () => appIn('development');

  it('previews the customer confirmation with a placeholder quote id, the agency contact and hours', async () => {
    const response = await app().request('/dev/email-template');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('COM-XXXX-XXXX-XXXX');
    expect(html).toContain('Your Quote Request ID');
    expect(html).toContain('1-2 business days');
    expect(html).toContain(agency.phone.display);
    expect(html).toContain(agency.email.address);
    expect(html).toContain('Monday - Friday 10:00 AM - 6:00 PM');
    expect(html).toContain('24/7');
  });

  it("previews another wizard's wording, and the plain-text alternative", async () => {
    const text = await (await app().request('/dev/email-template?wizard=address-change&format=text')).text();
    expect(text).toMatch(/^Subject: We received your Address Change Request \(ADR-XXXX-XXXX-XXXX\)\n\n/);
    expect(text).toContain('contact you within 1-2 business days');
    expect((await app().request('/dev/email-template?wizard=nope')).status).toBe(404);
  });

  it('lists the outbox and shows one e-mail, escaped, as HTML and as text', async () => {
    await opened.database.db.delete(outbox);
    const message = { name: 'Ana Ruiz', email: 'ana@example.com', phone: '4085550100', message: '<script>alert(1)</script> & more' };
    expect((await submitWithCaptcha(app(), '/api/contact', message)).status).toBe(201);
    const [row] = await opened.database.db.select().from(outbox);
    if (!row) throw new Error('nothing queued');

    const list = await (await app().request('/dev/mail')).text();
    expect(list).toContain('1 pending');
    expect(list).toContain('SMTP_URL is not set');
    expect(list).toContain(`href="/dev/mail/${row.id}"`);
    expect(list).toContain('New contact message from Ana Ruiz');
    expect(list).toContain('agency@example.test');

    const detail = await app().request(`/dev/mail/${row.id}`);
    expect(detail.status).toBe(200);
    const page = await detail.text();
    expect(page).not.toContain('<script>');
    // The HTML body inside srcdoc (escaped once more), and the text in a <pre>.
    expect(page).toContain('&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt; &amp;amp; more');
    expect(page).toContain('<pre>New contact message');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(page).toContain('ana@example.com');

    const html = await (await app().request(`/dev/mail/${row.id}/html`)).text();
    expect(html).toBe(decryptEmail(row, testCipher()).html);
    expect((await app().request('/dev/mail/not-a-uuid')).status).toBe(404);
    expect((await app().request('/dev/mail/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
