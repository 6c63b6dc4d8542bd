/**
 * The staff inbox in Chromium against the production build and the real API on PostgreSQL, from the first owner's
 * invitation on the command line to signing out everywhere: joining with a passkey and with a password and an
 * authenticator app, signing in both ways, working the requests a visitor sends through the public site (reveal,
 * status, note, owner, file), the history and the audit log, the filters and the export, the newsletter list, deleting
 * a request, a member's new role and then their removal each ending their session at its next action, and an expired
 * session leading to sign-in and back. Every state is audited with axe; the main pages are checked on a phone. The
 * screenshots of test-results/staff/ are for looking at.
 *
 * One story, so the tests run in order and share the two staff members' browsers.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { parseCsv } from '../export/csv-reader';
import { expectNoAxeViolations } from './accessibility';
import {
  addVirtualAuthenticator,
  announcer,
  authenticatorAppFromPage,
  endSessionsOf,
  expectFitsPhone,
  inviteFromCommandLine,
  LICENSE_FILE,
  requestsReceivedAfter,
  screenshot,
  sessionsOf,
  staffUrl,
  submitAutoQuote,
  submitDriverChange,
  subscribeToNewsletter,
} from './staff-steps';
import { chooseOption, PNG } from './wizard-steps';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const OWNER = { email: 'olivia.owner@example.test', name: 'Olivia Owner' };
const AGENT = { email: 'ana.agent@example.test', name: 'Ana Agent', password: 'a long staff passphrase' };
const SUBSCRIBER = `reader-${Date.now()}@example.com`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let owner: { context: BrowserContext; page: Page };
let agent: { context: BrowserContext; page: Page };
let agentApp: Awaited<ReturnType<typeof authenticatorAppFromPage>>;
let autoQuoteId: string;
let driverChangeId: string;

async function staffBrowser(browser: Browser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  return { context, page: await context.newPage() };
}

test.afterAll(async () => {
  await owner?.context.close();
  await agent?.context.close();
});

const grid = (page: Page) => page.getByRole('grid', { name: 'Requests' });
const gridRow = (page: Page, requestId: string) => grid(page).getByRole('row').filter({ hasText: requestId });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('the first owner, invited from the command line, joins with a passkey, then signs out and in with it', async ({ browser }) => {
  const link = await inviteFromCommandLine(OWNER.email, 'owner');
  expect(link).toMatch(new RegExp(`^${staffUrl('/invitation')}#[A-Za-z0-9_-]{43}$`));
  owner = await staffBrowser(browser);
  const { page, context } = owner;
  await addVirtualAuthenticator(context, page);

  // A link that is not (or no longer) an invitation says so.
  await page.goto(staffUrl(`/invitation#${'x'.repeat(43)}`));
  await expect(page.getByRole('alert')).toHaveText('This invitation link has expired or was already used. Ask an owner of the agency for a new one.');
  await expectNoAxeViolations(page, 'invitation: a link that is no invitation');

  await page.goto(link);
  await expect(page.getByText(`This invitation is for ${OWNER.email}`)).toBeVisible();
  await expect(page.getByText('Your role: Owner')).toBeVisible();
  await expect(page).toHaveTitle('Join the staff inbox · Bay Valley Insurance staff');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectNoAxeViolations(page, 'invitation: the account step');
  await screenshot(page, 'invitation-1280');
  await page.getByLabel('Your name').fill(OWNER.name);
  await expect(page.getByRole('radio', { name: /Passkey \(recommended\)/ })).toBeChecked();
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page.getByRole('heading', { name: /Create your passkey/ })).toBeFocused();
  // The token is used: it leaves the address.
  expect(new URL(page.url()).hash).toBe('');
  await expectNoAxeViolations(page, 'invitation: the passkey step');
  await page.getByRole('button', { name: 'Create the passkey' }).click();
  await expect(heading(page, 'Requests')).toBeVisible();
  await expect(announcer(page)).toHaveText(`Welcome to the staff inbox, ${OWNER.name}.`);
  await expect(page.getByRole('link', { name: `${OWNER.name}, your account` })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(staffUrl('/sign-in'));
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Bay Valley Insurance staff');
  await expectNoAxeViolations(page, 'sign-in: passkey or password');
  await screenshot(page, 'sign-in-1280');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(heading(page, 'Requests')).toBeVisible();
  await expect(page).toHaveTitle('Inbox · Bay Valley Insurance staff');
  // (The other browser tests, when they run alongside, may have sent requests already.)
  await expect(page.getByTestId('inbox-summary')).toHaveText(/^\d+ open · \d+ unread · (no first responses in the last 7 days|median first response)/);
  await expectNoAxeViolations(page, 'inbox after signing in');
});

test('the owner invites an agent, who joins with a password and an authenticator app and signs in with both', async ({ browser }) => {
  const { page } = owner;
  await page.getByRole('navigation', { name: 'Inbox sections' }).getByRole('link', { name: 'Staff' }).click();
  await expect(heading(page, 'Staff')).toBeFocused();
  await page.getByLabel('E-mail address').fill(AGENT.email);
  await chooseOption(page.getByRole('combobox', { name: 'Role' }), 'Agent');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(announcer(page)).toHaveText(`Invitation sent to ${AGENT.email}`);
  const link = await page.getByTestId('invitation-link-value').inputValue();
  expect(link).toMatch(new RegExp(`^${staffUrl('/invitation')}#[A-Za-z0-9_-]{43}$`));
  await expectNoAxeViolations(page, 'staff: the invitation link shown');
  await expect(page.getByTestId('open-invitations')).toContainText(AGENT.email);
  await screenshot(page, 'staff-1280');

  agent = await staffBrowser(browser);
  const agentPage = agent.page;
  await agentPage.goto(link);
  await expect(agentPage.getByText('Your role: Agent')).toBeVisible();
  await agentPage.getByLabel('Your name').fill(AGENT.name);
  await agentPage.getByRole('radio', { name: /Password and authenticator app/ }).check();
  // Too short, then two that differ: refused on the page, with the rule.
  await agentPage.getByLabel(/^Password\W*$/).fill('too short');
  await agentPage.getByRole('button', { name: 'Create my account' }).click();
  await expect(agentPage.getByText('Choose a password of 12 to 128 characters.')).toBeVisible();
  await agentPage.getByLabel(/^Password\W*$/).fill(AGENT.password);
  await agentPage.getByLabel('Password again').fill(`${AGENT.password}!`);
  await agentPage.getByRole('button', { name: 'Create my account' }).click();
  await expect(agentPage.getByText('The two passwords differ')).toBeVisible();
  await expectNoAxeViolations(agentPage, 'invitation: the account step with its errors');
  await agentPage.getByLabel('Password again').fill(AGENT.password);
  await agentPage.getByRole('button', { name: 'Create my account' }).click();

  await expect(agentPage.getByRole('heading', { name: /Set up your authenticator app/ })).toBeFocused();
  await expect(agentPage.getByRole('img', { name: /QR code of your authenticator app’s key/ })).toBeVisible();
  await expectNoAxeViolations(agentPage, 'invitation: the authenticator app step');
  await screenshot(agentPage, 'invitation-authenticator-1280');
  agentApp = await authenticatorAppFromPage(agentPage);
  await agentPage.getByLabel('6-digit code').fill(agentApp.generate());
  await agentPage.getByRole('button', { name: 'Turn on the authenticator app' }).click();

  await expect(agentPage.getByRole('heading', { name: /Keep your recovery codes/ })).toBeFocused();
  const codes = agentPage.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const download = agentPage.waitForEvent('download');
  await agentPage.getByRole('link', { name: 'Download as a text file' }).click();
  const codesFile = await readFile(await (await download).path(), 'utf8');
  for (const code of await codes.allInnerTexts()) expect(codesFile).toContain(code);
  await expect(agentPage.getByRole('button', { name: 'Go to the inbox' })).toBeDisabled();
  await expectNoAxeViolations(agentPage, 'invitation: the recovery codes');
  await agentPage.getByLabel('I have kept these codes somewhere safe').check();
  await agentPage.getByRole('button', { name: 'Go to the inbox' }).click();
  await expect(heading(agentPage, 'Requests')).toBeVisible();
  // Agents see neither the audit log, the webhooks nor the staff.
  const sections = agentPage.getByRole('navigation', { name: 'Inbox sections' });
  await expect(sections.getByRole('link')).toHaveText(['Requests', 'Newsletter', 'Funnel']);

  await agentPage.getByRole('button', { name: 'Sign out' }).click();
  await agentPage.getByLabel('E-mail address').fill(AGENT.email);
  await agentPage.getByLabel('Password').fill(AGENT.password);
  await agentPage.getByRole('button', { name: 'Continue' }).click();
  const code = agentPage.getByLabel('6-digit code');
  await expect(code).toBeFocused();
  // A wrong code is refused in words; a recovery code could stand in for the app's.
  await code.fill(agentApp.generate({ timestamp: Date.now() - 10 * 60_000 }));
  await agentPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(agentPage.getByRole('alert')).toHaveText('That code is not right. Enter the 6-digit code your authenticator app shows now.');
  await expectNoAxeViolations(agentPage, 'sign-in: the authenticator code refused');
  await screenshot(agentPage, 'sign-in-code-1280');
  await agentPage.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(agentPage.getByLabel('Recovery code')).toBeFocused();
  await expectNoAxeViolations(agentPage, 'sign-in: a recovery code');
  await agentPage.getByRole('button', { name: 'Use the authenticator app instead' }).click();
  await code.fill(agentApp.generate());
  await agentPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(heading(agentPage, 'Requests')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('staff-members').getByRole('row').filter({ hasText: AGENT.name })).toContainText('Password and authenticator app');
  // Accepted, the invitation is no longer open.
  await expect(page.getByTestId('open-invitations')).toHaveCount(0);
});

test('a visitor sends a driver change with a picture of the license, an auto quote, and signs up for the newsletter', async ({ page }) => {
  driverChangeId = await submitDriverChange(page);
  autoQuoteId = await submitAutoQuote(page);
  await subscribeToNewsletter(page, SUBSCRIBER);
});

test('the agent reveals a license number, moves the quote on, notes it and takes it; then downloads the driver’s file', async () => {
  const { page } = agent;
  await page.reload();
  const row = gridRow(page, autoQuoteId);
  await expect(row).toContainText('Dana Whitfield');
  await expect(row).toContainText('Auto Insurance Quote Request');
  await expect(row.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect(row).toHaveCSS('font-weight', '700');
  // Newest first: above the quote are exactly the requests received after it (when the other browser tests run
  // alongside, theirs), the driver change below it.
  const texts = await grid(page).getByRole('row').allInnerTexts();
  expect(texts.findIndex((text) => text.includes(autoQuoteId))).toBe(1 + (await requestsReceivedAfter(autoQuoteId)));
  expect(texts.findIndex((text) => text.includes(driverChangeId))).toBeGreaterThan(texts.findIndex((text) => text.includes(autoQuoteId)));
  await expect(page.getByTestId('inbox-summary')).toContainText(/\d+ open · \d+ unread/);
  await expectNoAxeViolations(page, 'inbox: the list with rows');
  await screenshot(page, 'inbox-1280');

  // From the keyboard: Enter on a focused row opens it.
  await row.getByRole('gridcell', { name: 'Dana Whitfield' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Auto Insurance Quote Request: Dana Whitfield')).toBeFocused();
  await expect(page).toHaveTitle(`${autoQuoteId} · Auto Insurance Quote Request · Bay Valley Insurance staff`);
  const reveal = page.getByRole('button', { name: 'Reveal License Number (Driver 1)' });
  await expect(reveal).toBeVisible();
  await expectNoAxeViolations(page, 'request: a license number masked');
  await reveal.click();
  const revealed = page.locator('[data-pointer="/drivers/0/licenseNumber"]');
  await expect(revealed).toHaveText('W7654321');
  await expect(revealed).toBeFocused();
  await expect(announcer(page)).toHaveText('License Number (Driver 1) revealed');
  await expectNoAxeViolations(page, 'request: the license number revealed');

  await chooseOption(page.getByRole('combobox', { name: 'Status' }), 'Contacted');
  await expect(announcer(page)).toHaveText('Status changed to Contacted');
  await page.getByLabel('New note').fill('Called Dana: she wants the quote by Friday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(announcer(page)).toHaveText('Note added');
  await expect(page.getByTestId('notes')).toContainText('Called Dana: she wants the quote by Friday.');
  await page.getByRole('button', { name: 'Take ownership' }).click();
  await expect(announcer(page)).toHaveText('You now own this request');
  await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveText(`${AGENT.name} (you)`);
  await expect(page.getByRole('button', { name: 'Take ownership' })).toHaveCount(0);
  // Agents cannot delete requests.
  await expect(page.getByRole('button', { name: 'Delete request' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', `mailto:dana@example.com?subject=Re%3A%20Auto%20Insurance%20Quote%20Request%20${autoQuoteId}`);
  await screenshot(page, 'request-1280');

  await page.getByRole('link', { name: 'All requests' }).click();
  await expect(heading(page, 'Requests')).toBeFocused();
  await expect(gridRow(page, autoQuoteId)).toContainText('Contacted');
  await expect(gridRow(page, autoQuoteId)).toContainText(AGENT.name);
  await expect(gridRow(page, autoQuoteId).getByRole('img', { name: 'Unread' })).toHaveCount(0);

  await gridRow(page, driverChangeId).getByRole('gridcell', { name: 'Kim Pham' }).click();
  await expect(heading(page, 'Driver Change Request: Kim Pham')).toBeVisible();
  await page.getByRole('button', { name: `Preview ${LICENSE_FILE}` }).click();
  await expect(page.getByRole('img', { name: `Preview of ${LICENSE_FILE}` })).toHaveAttribute('src', /^blob:/);
  await expectNoAxeViolations(page, 'request: a file previewed');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download ${LICENSE_FILE}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(LICENSE_FILE);
  expect((await readFile(await file.path())).equals(PNG)).toBe(true);
});

test('the owner finds all of it in the request’s history and in the audit log', async () => {
  const { page } = owner;
  await page.goto(staffUrl('/'));
  await gridRow(page, autoQuoteId).getByRole('gridcell', { name: 'Dana Whitfield' }).click();
  const history = page.getByTestId('history').getByRole('listitem');
  await expect(history).toHaveText([
    new RegExp(`^${OWNER.name} opened the request`),
    new RegExp(`^${AGENT.name} took ownership`),
    new RegExp(`^${AGENT.name} added a note`),
    new RegExp(`^${AGENT.name} changed the status: New → Contacted`),
    new RegExp(`^${AGENT.name} revealed License Number \\(Driver 1\\)`),
    new RegExp(`^${AGENT.name} opened the request`),
  ]);
  await expect(page.getByTestId('notes')).toContainText(`${AGENT.name}`);

  await page.getByRole('navigation', { name: 'Inbox sections' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(heading(page, 'Audit log')).toBeFocused();
  const entries = page.getByTestId('audit-entries').getByRole('row');
  const entry = (text: string) => entries.filter({ hasText: text });
  await expect(entry('revealed License Number (Driver 1)')).toContainText(AGENT.name);
  await expect(entry('revealed License Number (Driver 1)').getByRole('link', { name: autoQuoteId })).toBeVisible();
  await expect(entry(`downloaded a file (PNG image)`)).toContainText(driverChangeId);
  await expect(entry(`previewed a file (PNG image)`)).toContainText(driverChangeId);
  await expect(entry('changed the status: New → Contacted')).toContainText(AGENT.name);
  await expect(entry('took ownership')).toContainText(autoQuoteId);
  await expect(entry(`invited ${AGENT.email} as agent`)).toContainText(OWNER.name);
  await expect(entry(`invited ${OWNER.email} as owner`)).toContainText('Server command line');
  await expectNoAxeViolations(page, 'audit log');
  await screenshot(page, 'audit-1280');

  await chooseOption(page.getByRole('combobox', { name: 'Show' }), 'Revealed a field');
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText('revealed License Number (Driver 1)');
});

test('filtered by kind and status, the list and its export hold exactly the quote', async () => {
  const { page } = owner;
  await page.getByRole('navigation', { name: 'Inbox sections' }).getByRole('link', { name: 'Requests' }).click();
  await chooseMany(page, 'Kind', ['Auto Insurance Quote Request']);
  await chooseMany(page, 'Status', ['Contacted']);
  await expect(page).toHaveURL(/[?&]kind=auto-quote(&|$)/);
  await expect(page).toHaveURL(/[?&]status=contacted(&|$)/);
  await expect(grid(page).getByRole('row')).toHaveCount(2);
  await expect(gridRow(page, autoQuoteId)).toBeVisible();
  await expect(announcer(page)).toHaveText('1 request matches the filters');
  await expectNoAxeViolations(page, 'inbox: filtered');
  await screenshot(page, 'inbox-filtered-1280');

  // A reload keeps the filters.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveText('Auto Insurance Quote Request');
  await expect(grid(page).getByRole('row')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = parseCsv((await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, ''));
  const [header, ...records] = csv;
  expect(header?.slice(0, 4)).toEqual(['requestId', 'kind', 'receivedAt', 'status']);
  expect(records.map((record) => record.slice(0, 2).concat(record[3] ?? ''))).toEqual([[autoQuoteId, 'auto-quote', 'Contacted']]);

  // A search nobody matches: the list says so.
  await page.getByLabel('Search').fill('nobody by this name');
  await expect(page.getByText('No request matches these filters.')).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=nobody/);
  await expectNoAxeViolations(page, 'inbox: filtered to nothing');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(gridRow(page, driverChangeId)).toBeVisible();
});

test('the list and a request on a phone', async () => {
  const { page } = owner;
  await page.setViewportSize(PHONE);
  await page.goto(staffUrl('/'));
  // A phone shows the visitor's name, the time and the kind, without the request id.
  await expect(grid(page).getByRole('row').filter({ hasText: 'Dana Whitfield' }).filter({ hasText: 'Auto Insurance Quote Request' }).first()).toBeVisible();
  await expectFitsPhone(page, 'inbox on a phone');
  await expectNoAxeViolations(page, 'inbox on a phone');
  await screenshot(page, 'inbox-390');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page, 'inbox on a phone, its filters open');
  await expectFitsPhone(page, 'inbox on a phone, its filters open');
  await screenshot(page, 'inbox-filters-390');

  await grid(page).getByRole('gridcell').filter({ hasText: 'Kim Pham' }).first().click();
  await expect(heading(page, 'Driver Change Request: Kim Pham')).toBeVisible();
  await expectFitsPhone(page, 'request on a phone');
  await expectNoAxeViolations(page, 'request on a phone');
  await screenshot(page, 'request-390');

  for (const [path, title] of [
    ['/newsletter', 'Newsletter'],
    ['/audit', 'Audit log'],
    ['/staff', 'Staff'],
    ['/account', 'Your account'],
  ] as const) {
    await page.goto(staffUrl(path));
    await expect(heading(page, title)).toBeVisible();
    await expectFitsPhone(page, `${title} on a phone`);
    await screenshot(page, `${path.slice(1)}-390`);
  }
  await page.setViewportSize(DESKTOP);
});

test('the newsletter tab, the account page and deleting a request', async () => {
  const { page } = owner;
  await page.goto(staffUrl('/newsletter'));
  await expect(heading(page, 'Newsletter')).toBeVisible();
  await page.getByLabel('Search by e-mail address').fill(SUBSCRIBER.slice(0, 12));
  await expect(page).toHaveURL(/[?&]q=reader-/);
  const subscribers = page.getByRole('table', { name: 'Newsletter subscribers' }).getByRole('row');
  await expect(subscribers.filter({ hasText: SUBSCRIBER })).toBeVisible();
  await expectNoAxeViolations(page, 'newsletter');
  await screenshot(page, 'newsletter-1280');
  const removeButton = page.getByRole('button', { name: `Remove ${SUBSCRIBER}` });
  const removal = page.getByRole('dialog', { name: 'Remove from the newsletter?' });
  // Cancelled, the dialog gives the focus back to the button that opened it.
  await removeButton.click();
  await removal.getByRole('button', { name: 'Cancel' }).click();
  await expect(removal).toBeHidden();
  await expect(removeButton).toBeFocused();
  await removeButton.click();
  await expect(removal).toContainText(SUBSCRIBER);
  await expectNoAxeViolations(page, 'newsletter: the remove dialog');
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(announcer(page)).toHaveText(`${SUBSCRIBER} removed from the newsletter`);
  await expect(subscribers.filter({ hasText: SUBSCRIBER })).toHaveCount(0);
  // Its row, and the button that had the focus, are gone: the focus is back at the top of the page.
  await expect(heading(page, 'Newsletter')).toBeFocused();

  await page.getByRole('link', { name: `${OWNER.name}, your account` }).click();
  await expect(heading(page, 'Your account')).toBeFocused();
  await expect(page.getByTestId('passkeys').getByRole('listitem')).toHaveCount(1);
  // The only way to sign in cannot be removed.
  await expect(page.getByTestId('passkeys').getByRole('button', { name: /^Remove/ })).toBeDisabled();
  await expectNoAxeViolations(page, 'account');
  await screenshot(page, 'account-1280');
  // This device holds the owner's passkey already: a second one on it is refused, in words.
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByRole('button', { name: 'Add the passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('This device already holds a passkey for your account.');
  await expectNoAxeViolations(page, 'account: adding a passkey refused');

  await page.goto(staffUrl('/'));
  await gridRow(page, driverChangeId).getByRole('gridcell', { name: 'Kim Pham' }).click();
  await page.getByRole('button', { name: 'Delete request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this request?' });
  await expect(dialog).toContainText(driverChangeId);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'request: the delete dialog');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(heading(page, 'Requests')).toBeVisible();
  await expect(announcer(page)).toHaveText(`Request ${driverChangeId} deleted`);
  await expect(gridRow(page, driverChangeId)).toHaveCount(0);
});

test('the owner makes the agent an owner, then removes them; each time the agent’s open page goes to sign-in', async () => {
  const { page } = owner;
  await page.goto(staffUrl('/staff'));
  const agentRow = page.getByTestId('staff-members').getByRole('row').filter({ hasText: AGENT.name });
  const role = agentRow.getByRole('combobox', { name: `Role of ${AGENT.name}` });
  await chooseOption(role, 'Owner');
  await expect(announcer(page)).toHaveText(`${AGENT.name} is now an owner, and signed out of the inbox`);
  await expect(role).toHaveText('Owner');

  // A new role signs the member out: their next action leads to sign-in, and back; they now see the owners' pages.
  const agentPage = agent.page;
  await agentPage.getByRole('link', { name: 'All requests' }).click();
  await expect(agentPage).toHaveURL(staffUrl('/sign-in'));
  await expect(agentPage.getByText('Your session has ended. Sign in again to go back to where you were.')).toBeVisible();
  await agentPage.getByLabel('E-mail address').fill(AGENT.email);
  await agentPage.getByLabel('Password').fill(AGENT.password);
  await agentPage.getByRole('button', { name: 'Continue' }).click();
  await agentPage.getByLabel('6-digit code').fill(agentApp.generate());
  await agentPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(heading(agentPage, 'Requests')).toBeVisible();
  await expect(agentPage.getByRole('navigation', { name: 'Inbox sections' }).getByRole('link')).toHaveText(['Requests', 'Newsletter', 'Funnel', 'Audit log', 'Webhooks', 'Staff']);
  await gridRow(agentPage, autoQuoteId).getByRole('gridcell', { name: 'Dana Whitfield' }).click();
  await expect(heading(agentPage, 'Auto Insurance Quote Request: Dana Whitfield')).toBeVisible();
  const quotePath = new URL(agentPage.url()).pathname.replace(/^\/staff/, '');

  await agentRow.getByRole('button', { name: `Remove ${AGENT.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${AGENT.name}?` });
  await expectNoAxeViolations(page, 'staff: the remove dialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(announcer(page)).toHaveText(`${AGENT.name} removed from the staff`);
  await expect(agentRow).toHaveCount(0);

  // The removed member's page is still open on the quote: its next action is refused, and sign-in follows.
  await agentPage.getByLabel('New note').fill('One more thing.');
  await agentPage.getByRole('button', { name: 'Add note' }).click();
  await expect(agentPage).toHaveURL(staffUrl(`/sign-in?next=${encodeURIComponent(quotePath)}`));
  await expect(agentPage.getByText('Your session has ended. Sign in again to go back to where you were.')).toBeVisible();
  await expectNoAxeViolations(agentPage, 'sign-in after the session ended');
});

test('a session that expires sends the owner to sign in and back to the same page; signing out everywhere ends them all', async () => {
  const { page } = owner;
  await page.goto(staffUrl('/newsletter'));
  await expect(heading(page, 'Newsletter')).toBeVisible();
  // The list's own request must be answered first: ended before it, the page would go to sign-in on its own.
  await expect(page.getByRole('table', { name: 'Newsletter subscribers' })).toBeVisible();
  // As the idle timeout would: the session is gone from the database.
  await endSessionsOf(OWNER.email);
  await page.getByRole('navigation', { name: 'Inbox sections' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(staffUrl(`/sign-in?next=${encodeURIComponent('/audit')}`));
  await page.setViewportSize(PHONE);
  await expectFitsPhone(page, 'sign-in on a phone');
  await screenshot(page, 'sign-in-390');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(heading(page, 'Audit log')).toBeVisible();
  await expect(page).toHaveURL(staffUrl('/audit'));
  await page.setViewportSize(DESKTOP);

  await page.getByRole('link', { name: `${OWNER.name}, your account` }).click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expectNoAxeViolations(page, 'account: the sign-out-everywhere dialog');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  expect(await sessionsOf(OWNER.email)).toBe(0);
});

/** Picks options of a multiple select, then closes its list with Escape. */
async function chooseMany(page: Page, label: string, options: string[]) {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.focus();
  await combobox.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  for (const option of options) await listbox.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
}
