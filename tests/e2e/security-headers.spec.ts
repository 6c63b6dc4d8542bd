/**
 * The Content-Security-Policy and the other security headers as Chromium meets them on the production build served
 * by the API: every kind of answer carries them, the browser enforces the policy (an injected inline script does not
 * run), and the site itself, the captcha's proof-of-work workers included, runs without a single violation.
 */
import { expect, test, type Page } from '@playwright/test';

/** Records every CSP violation of the page, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = [];
    Object.assign(window, { cspViolations: list });
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('pages, assets, API answers and 404s carry the security headers', async ({ request }) => {
  const page = await request.get('/contact');
  const html = await page.text();
  const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(script).not.toBe('');
  // No inline executable script in the pre-rendered page: every <script> has a src or holds JSON-LD, data the
  // browser never runs.
  const home = await (await request.get('/')).text();
  for (const document of [html, home]) {
    expect(document.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? []).toEqual([]);
  }

  const api = [await request.get('/api/forms'), await request.get('/api/nope')];
  for (const response of [page, await request.get(script), ...api]) {
    const csp = response.headers()['content-security-policy'] ?? '';
    if (api.includes(response)) {
      // JSON loads nothing: the strictest policy there is, and no header that only governs documents.
      expect(csp, response.url()).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers()['referrer-policy']).toBeUndefined();
      expect(response.headers()['permissions-policy']).toBeUndefined();
    } else {
      expect(csp, response.url()).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers()['permissions-policy']).toContain('geolocation=()');
    }
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['x-frame-options']).toBe('DENY');
  }
});

test('the browser enforces the policy, and the contact form with its captcha runs without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  await form.getByLabel(/^Name/).fill('Ana Silva');
  await form.getByLabel(/^Email Address/).fill(`csp-${Date.now()}@example.com`);
  await form.getByLabel(/^Phone Number/).fill('4085550177');
  await form.getByLabel(/^Message/).fill('Checking the policy.');
  // The proof of work runs in the widget's blob: workers.
  await form.getByText("I'm not a robot").click();
  const send = form.getByRole('button', { name: 'Send Message' });
  await expect(async () => {
    await send.click();
    await expect(form.getByText('Your message has been sent successfully!')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);

  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true;';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return 'inlineScriptRan' in window;
  });
  expect(ran).toBe(false);
  expect(await violations()).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
});
