/**
 * The visitor's confirmation e-mail as a phone's mail app lays it out: the request id, which visitors quote on the
 * phone, stays on one line, and nothing is wider than the screen.
 */
import { expect, test } from '@playwright/test';
import { customerConfirmation } from '../../api/mail/customer-confirmation';
import { loadWizardRegistry } from '../../api/wizards/registry';
import { lineCount } from './layout';

test.use({ viewport: { width: 360, height: 740 } });

test('on a 360 px phone the confirmation e-mail keeps the request id on one line and nothing scrolls sideways', async ({
  page,
}) => {
  const wizard = loadWizardRegistry().get('commercial-quote');
  if (!wizard) throw new Error('forms/commercial-quote is missing');
  const email = customerConfirmation({ ui: wizard.ui, requestId: 'COM-YVCM-3YHX-HG3N', fullName: 'Dana Whitfield' });
  await page.setContent(email.html);

  const requestId = page.locator('[data-request-id]');
  await expect(requestId).toHaveText('COM-YVCM-3YHX-HG3N');
  expect(await lineCount(requestId)).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
