/**
 * What the staff inbox's browser test does besides clicking: the staff pages' address (a host name, which WebAuthn
 * needs), the command-line invitation, Chromium's virtual authenticator, the authenticator app's codes read from the
 * page as a person would type them, the requests and the newsletter signup a visitor sends from the public site, and
 * the checks of a page's layout on a phone.
 */
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { agency } from '../../config/agency';
import { e2eDatabaseUrl, e2eSql } from './e2e-database';
import { productionPort } from './servers';
import { byId, choose, field, fillContact, fillFirstDriver, fillPolicyholder, nextStep, solveCaptchaAndSubmit, stepTitle, thankYouRequestId, PNG } from './wizard-steps';

/**
 * The staff pages' origin: the server's PUBLIC_URL (http://localhost:<port> by default), since a passkey is made for a
 * host name (its RP ID), never an IP address, and the API takes changes only from pages of its own origin.
 */
export const STAFF_ORIGIN = `http://localhost:${productionPort}`;

export function staffUrl(path = ''): string {
  return `${STAFF_ORIGIN}/staff${path}`;
}

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** A server of the run with staff pages: its origin (a host name) and its database (tests/e2e/servers.ts). */
export interface StaffServer {
  origin: string;
  databaseSuffix: string;
}

export const SITE_STAFF: StaffServer = { origin: STAFF_ORIGIN, databaseSuffix: '' };

/** `npm run staff:invite` on a server's database, as the operator of a new install runs it: the link it prints. */
export function inviteFromCommandLine(email: string, role: 'owner' | 'agent', server: StaffServer = SITE_STAFF): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      ['run', '--silent', 'staff:invite', '--', '--email', email, '--role', role],
      { cwd: REPO, env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: e2eDatabaseUrl(server.databaseSuffix), PUBLIC_URL: server.origin } },
      (error, stdout, stderr) => (error ? reject(new Error(`staff:invite failed: ${stderr}`)) : resolve(stdout.trim().split('\n').at(-1) ?? '')),
    );
  });
}

/** A platform authenticator for the page, which makes and uses passkeys without asking (Chromium's, over CDP). */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

/**
 * The authenticator app a person sets up from the page: the key shown for typing in by hand, with the settings the
 * page states (time-based, 6 digits; every such app uses 30-second steps and SHA-1 unless told otherwise).
 */
export async function authenticatorAppFromPage(page: Page): Promise<OTPAuth.TOTP> {
  const key = (await page.getByTestId('authenticator-key').innerText()).replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  return new OTPAuth.TOTP({ issuer: agency.name, secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
}

/** The polite live region every outcome is said in. */
export function announcer(page: Page): Locator {
  return page.getByTestId('announcer');
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/staff', { recursive: true });
  await page.screenshot({ path: `test-results/staff/${name}.png`, fullPage: true });
}

/** The smallest tap target, both ways. */
const TAP_TARGET = 44;

/**
 * The page fits the phone's width (nothing scrolls the page sideways; a grid or a table may scroll within itself),
 * and every control a finger can aim at is at least 44 px both ways: a button, a link, a field (its whole box), a
 * checkbox, a select. Inside a grid's cell or header the cell is the target.
 */
export async function expectFitsPhone(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  const small = await page.evaluate((minimum) => {
    const targets = document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), textarea, [role="combobox"], [role="tab"], select');
    const found: string[] = [];
    for (const element of targets) {
      if (!element.checkVisibility() || element.closest('[aria-hidden="true"]')) continue;
      // A field's target is its whole box; a cell's control is reached by its cell.
      const box = element.closest('.MuiInputBase-root') ?? element.closest('[role="gridcell"], [role="columnheader"]') ?? element;
      const { width, height } = box.getBoundingClientRect();
      if (width + 0.5 < minimum || height + 0.5 < minimum) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        found.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(width)}x${Math.round(height)}`);
      }
    }
    return found;
  }, TAP_TARGET);
  expect(small, `${where}: targets under ${TAP_TARGET} px`).toEqual([]);
}

async function decodeVin(page: Page, vin: string, decoded: string): Promise<void> {
  const item = page.getByTestId('array-item').first();
  await byId(page, 'vehicles.0.vehicleVIN').fill(vin);
  await item.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(item.getByTestId('vin-decode-status')).toContainText(`Decoded: ${decoded}`, { timeout: 30_000 });
}

/** The auto quote as a visitor completes it, with one vehicle and one driver (license W7654321); its request id. */
export async function submitAutoQuote(page: Page): Promise<string> {
  await page.goto('/quote/auto');
  await expect(stepTitle(page)).toHaveText('STEP 1: POLICY HOLDER INFORMATION');
  await fillPolicyholder(page);
  await nextStep(page);
  await decodeVin(page, '1HGCM82633A004352', '2003 HONDA Accord');
  await byId(page, 'vehicles.0.annualMileage').fill('11000');
  await byId(page, 'vehicles.0.currentMileage').fill('148000');
  await nextStep(page);
  await choose(page, /^Coverage Type/, 'Full Coverage');
  await choose(page, /^Deductible/, '$1,000');
  await choose(page, /^Liability Limits/, '$100,000 / $300,000');
  await choose(page, /^Uninsured Motorist/, '$50,000 / $100,000');
  await choose(page, /^Medical Payments/, '$5,000');
  await nextStep(page);
  await fillFirstDriver(page);
  await nextStep(page);
  await expect(stepTitle(page)).toHaveText('STEP 5: REVIEW & SUBMIT');
  await solveCaptchaAndSubmit(page, 'SUBMIT APPLICATION');
  return thankYouRequestId(page, 6, 'AUT', 'THANK YOU');
}

export const LICENSE_FILE = 'license-front.png';

/** A driver added through the driver change wizard, with the picture of their license (`PNG`); its request id. */
export async function submitDriverChange(page: Page): Promise<string> {
  await page.goto('/policy-change/driver');
  await fillContact(page, { name: 'Kim Pham', email: 'kim.pham@example.com', phone: '4085550111', policy: 'K-123456-01' });
  await choose(page, /^Requested Change/, 'Add Driver');
  await field(page, /^Driver's Full Name/).fill('Alex Pham');
  await field(page, /^Driver's License Number/).fill('D1234567');
  await field(page, /^Date of Birth/).fill('2008-04-02');
  await choose(page, /^Relationship/, 'Child');
  await nextStep(page);
  await page.getByTestId('attachments-input').setInputFiles({ name: LICENSE_FILE, mimeType: 'image/png', buffer: PNG });
  await nextStep(page);
  await solveCaptchaAndSubmit(page, 'Submit Request');
  return thankYouRequestId(page, 4, 'DRV');
}

/** How many requests the inbox received after this one. */
export async function requestsReceivedAfter(requestId: string): Promise<number> {
  const sql = e2eSql();
  try {
    const [row] = await sql`select count(*)::int as later from inbox_requests where received_at > (select received_at from inbox_requests where request_id = ${requestId})`;
    return row?.later as number;
  } finally {
    await sql.end();
  }
}

/** The footer's newsletter signup, as tests/e2e/contact-and-newsletter.spec.ts walks it. */
export async function subscribeToNewsletter(page: Page, email: string): Promise<void> {
  await page.goto('/contact');
  const signup = page.getByTestId('newsletter');
  await signup.getByLabel('Email address').fill(email);
  await signup.getByText("I'm not a robot").click();
  const subscribe = signup.getByRole('button', { name: 'SUBSCRIBE' });
  // The button stays enabled while the proof of work runs; a click before the token only warns, so retry.
  await expect(async () => {
    await subscribe.click();
    await expect(signup.getByText('✓ Successfully subscribed to our newsletter!')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Ends every session of a staff member, as their idle timeout would. */
export async function endSessionsOf(email: string): Promise<void> {
  const sql = e2eSql();
  try {
    await sql`delete from staff_sessions where user_id = (select id from staff_users where email = ${email})`;
  } finally {
    await sql.end();
  }
}

export async function sessionsOf(email: string): Promise<number> {
  const sql = e2eSql();
  try {
    const [row] = await sql`select count(*)::int as sessions from staff_sessions where user_id = (select id from staff_users where email = ${email})`;
    return row?.sessions as number;
  } finally {
    await sql.end();
  }
}
