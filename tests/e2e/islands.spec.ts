/**
 * Pages are static HTML with islands (docs/architecture.md): content pages run no React at all, the wizard hydrates when
 * it nears the viewport or at the first interaction with it, and the native widgets work before and without their
 * script.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readBuildOutput } from '../../scripts/page-scripts';
import { holdScripts, hydrateEveryIsland } from './islands';
import { sitePages } from './site-pages';

test('no content page downloads React: their islands are native HTML enhanced by small scripts', async ({ page }) => {
  const build = readBuildOutput();
  const fetched = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) fetched.add(url.pathname.slice(1));
  });
  const contentPages = sitePages.filter((entry) => !entry.scriptSources.includes('src/islands/wizard.tsx'));
  expect(contentPages.length).toBeGreaterThan(10);
  for (const { path } of contentPages) {
    await page.goto(path);
    for (const island of await page.locator('[data-island]').all()) {
      await island.scrollIntoViewIfNeeded();
      await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    }
  }
  const modules = [...fetched].flatMap((file) => build.chunkModules[file] ?? []);
  expect(modules.length).toBeGreaterThan(0);
  expect(modules.filter((module) => /^node_modules\/(react|react-dom|@emotion|@mui)\//.test(module))).toEqual([]);
  // What a wizard page loads does hold them (the check above could not pass by reading nothing).
  const wizardChunks = JSON.stringify(build.chunkModules);
  expect(wizardChunks).toContain('node_modules/react-dom/');
  expect(readFileSync(join(build.distDir, 'index.html'), 'utf8')).toContain('data-island="site-menu"');
});

test.describe('the wizard island', () => {
  // A short screen: the wizard starts well below it.
  test.use({ viewport: { width: 390, height: 360 } });

  test('hydrates when it nears the viewport, not before', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await page.goto('/quote/auto');
    const wizard = page.locator('[data-island="wizard"]');
    const top = await wizard.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(360 + 300);
    // The page's own script and the header's have run; the wizard's code is not even fetched.
    await expect(page.locator('[data-island="site-menu"]')).toHaveAttribute('data-island-state', 'hydrated');
    await page.waitForLoadState('networkidle');
    await expect(wizard).not.toHaveAttribute('data-island-state');
    const before = scripts.length;
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.mouse.wheel(0, top - 360);
    await expect(wizard).toHaveAttribute('data-island-state', 'hydrated');
    expect(scripts.length).toBeGreaterThan(before);
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('hydrates at the first interaction, even out of view, and keeps what is typed', async ({ page }) => {
    await page.goto('/quote/auto');
    const wizard = page.locator('[data-island="wizard"]');
    await page.waitForLoadState('networkidle');
    await expect(wizard).not.toHaveAttribute('data-island-state');
    // Focus reaches a field without scrolling it into view (as a screen reader's or a keyboard's jump can).
    const name = page.getByLabel(/^Full Name/);
    await name.evaluate((input) => (input as HTMLInputElement).focus({ preventScroll: true }));
    await page.keyboard.type('Ann Early');
    await expect(wizard).toHaveAttribute('data-island-state', 'hydrated');
    await expect(name).toHaveValue('Ann Early');
    await page.keyboard.type(' Jones');
    await expect(name).toHaveValue('Ann Early Jones');
  });
});

test('a wizard comes to life without adding, moving or inserting a style rule: each would restyle the whole page', async ({ page }) => {
  const wizardPages = sitePages.filter((entry) => entry.scriptSources.includes('src/islands/wizard.tsx'));
  expect(wizardPages.length).toBeGreaterThan(5);
  await page.addInitScript(() => {
    const record = window as unknown as { styleChanges: string[]; rulesServed: number; rulesNow: () => number };
    record.styleChanges = [];
    record.rulesNow = () => [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0);
    // Once the served markup is parsed, before the page's scripts run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      record.rulesServed = record.rulesNow();
      new MutationObserver((mutations) => {
        for (const { addedNodes, removedNodes } of mutations) {
          for (const node of addedNodes) if (node.nodeName === 'STYLE') record.styleChanges.push('added a style tag');
          for (const node of removedNodes) if (node.nodeName === 'STYLE') record.styleChanges.push('removed a style tag');
        }
      }).observe(document.head, { childList: true });
    });
  });
  for (const { path } of wizardPages) {
    await page.goto(path);
    await hydrateEveryIsland(page);
    const { styleChanges, rulesServed, rulesNow } = await page.evaluate(() => {
      const record = window as unknown as { styleChanges: string[]; rulesServed: number; rulesNow: () => number };
      return { styleChanges: record.styleChanges, rulesServed: record.rulesServed, rulesNow: record.rulesNow() };
    });
    expect(styleChanges, path).toEqual([]);
    expect(rulesServed, path).toBeGreaterThan(100);
    expect(rulesNow, path).toBe(rulesServed);
  }
});

test.describe('native widgets', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('without JavaScript, focus opens a desktop submenu, so the keyboard reaches every link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'AUTO' })).toBeHidden();
    await nav.getByRole('button', { name: 'COVERAGE' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'AUTO' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/coverage\/auto$/);
    await context.close();
  });

  test('with the menu script, tabbing along the bar does not open submenus', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('header')).toHaveAttribute('data-island-state', 'hydrated');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'COVERAGE' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'AUTO' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'COVERAGE' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and closes without its script, so a tap before the script arrives is not lost', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto('/about');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'GENERAL CHANGE' }).click();
    await expect(page).toHaveURL(/\/policy-change\/general$/);
    await context.close();
  });

  test('a tap while its script is still on the way opens it, and the script then says so', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.locator('header')).not.toHaveAttribute('data-island-state', 'hydrated');
    release();
    await expect(page.locator('header')).toHaveAttribute('data-island-state', 'hydrated');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('keeps focus off the page behind while open, closes on Escape and gives focus back to its toggle', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The page behind is inert: Tab cycles through the menu (and the browser's own controls), never the page.
    let insideMenu = 0;
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Tab');
      const where = await menu.evaluate((dialog) =>
        dialog.contains(document.activeElement) ? 'menu' : document.activeElement === document.body ? 'none' : 'page',
      );
      expect(where).not.toBe('page');
      if (where === 'menu') insideMenu += 1;
    }
    expect(insideMenu).toBeGreaterThan(20);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});
