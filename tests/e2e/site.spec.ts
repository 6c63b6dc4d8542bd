/**
 * The site as a visitor meets it, in Chromium against the production build: every page at a phone and a desktop
 * width, the pages as crawlers and visitors without JavaScript get them, the menu, the FAQ accordion, the motion
 * rules and the carrier band of the home page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pagePaths as pages, sitePages } from './site-pages';

const widths = [
  // The narrowest phones still in use, and the width WCAG's reflow rule asks pages to work at (1,280 px at 400%).
  { name: 'phone', width: 320, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Console errors and uncaught exceptions of a page, from the moment this is called. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  return errors;
}

/** Links and buttons on screen whose text runs past their own box (cut off, or spilling over what is beside it). */
async function cutOffControls(page: Page): Promise<string[]> {
  return page.locator('a, button').evaluateAll((elements) =>
    elements
      // Visually hidden ones (the skip link until focused) are one pixel wide on purpose.
      .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? ''),
  );
}

/** Phone numbers on screen that wrap: a tel: link's text, or the number inside a call button's label. */
async function brokenPhoneNumbers(page: Page): Promise<string[]> {
  return page
    .locator('a[href^="tel:"]:not(.MuiButton-root), a.MuiButton-root[href^="tel:"] span[style*="nowrap"]')
    .evaluateAll((elements) =>
      elements.filter((element) => element.getClientRects().length > 1).map((element) => element.textContent ?? ''),
    );
}

/** Internal link targets on the page (same origin), without fragments; mailto:, tel: and other sites are left out. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const url = new URL((anchor as HTMLAnchorElement).href);
      return url.origin === window.location.origin ? url.pathname : null;
    }),
  );
  return [...new Set(hrefs.filter((href): href is string => href !== null))];
}

for (const { name, width, height } of widths) {
  test(`every page on a ${name}: one h1, no console error, no sideways scrolling, only working internal links`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height });
    const errors = collectErrors(page);
    const checkedLinks = new Map<string, number>();

    for (const path of pages) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      await expect(page.locator('h1'), path).toHaveCount(1);
      await expect(page.locator('h1'), path).toBeVisible();
      await expect(page, path).toHaveTitle(/Bay Valley Insurance Agency/);
      // The islands' modules have arrived and run once the network is quiet: an error of theirs is reported by then.
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      expect(await cutOffControls(page), `${path}: links and buttons whose text does not fit`).toEqual([]);
      expect(await brokenPhoneNumbers(page), `${path}: phone numbers broken across lines`).toEqual([]);

      for (const link of await internalLinks(page)) {
        if (checkedLinks.has(link)) continue;
        const response = await request.get(link, { maxRedirects: 0 });
        checkedLinks.set(link, response.status());
        expect(response.status(), `${path} links to ${link}`).toBe(200);
        if (!link.includes('.')) expect(pages as readonly string[], `${path} links to ${link}`).toContain(link);
      }
      expect(errors, path).toEqual([]);
    }
    // Every page is reachable through a link from some page.
    for (const path of pages) expect([...checkedLinks.keys()], `no page links to ${path}`).toContain(path);
  });
}

test('every page is served complete: content, title, description, canonical and sharing tags without JavaScript', async ({
  browser,
  request,
}) => {
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<title>[^<]+ ?\| Bay Valley Insurance Agency<\/title>|<title>Bay Valley Insurance Agency<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html, path).toContain(`<link rel="canonical" href="https://www.bayvalleyinsurance.example${path === '/' ? '/' : path}"`);
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:type']) expect(html, `${path} ${tag}`).toContain(`property="${tag}"`);
    expect(html, path).toContain('name="twitter:card"');
    expect(html, path).toMatch(/<h1[^>]*>/);
    expect(html, path).toContain('<style data-emotion-served="css ');
    // Scripts only as files: the Content-Security-Policy allows no inline script. The home page adds the agency's
    // structured data, a JSON-LD block the browser never runs.
    const moduleScript = expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/[^"]+\.js">$/);
    const dataBlock = '<script type="application/ld+json">';
    expect(html.match(/<script[^>]*>/g) ?? [], path).toEqual(path === '/' ? [dataBlock, moduleScript] : [moduleScript]);
    if (path === '/') {
      const data = JSON.parse(html.split(dataBlock)[1]?.split('</script>')[0] ?? '') as Record<string, unknown>;
      expect(data).toMatchObject({ '@type': 'InsuranceAgency', name: 'Bay Valley Insurance Agency', telephone: '+14085550142' });
    }
  }

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // FAQ answers open as the browser's own details elements, with no script.
  await expect(page.getByText('Collision pays to repair your car')).toBeHidden();
  await page.locator('summary', { hasText: 'What is the difference between collision and comprehensive?' }).click();
  await expect(page.getByText('Collision pays to repair your car')).toBeVisible();
  await page.goto('/quote/auto');
  await expect(page.getByRole('heading', { name: /STEP 1: POLICY HOLDER INFORMATION/i })).toBeVisible();
  await context.close();
  // Forms say why they cannot be sent (Playwright's text queries skip <noscript>, so the markup is checked).
  for (const path of ['/quote/auto', '/policy-change/address', '/contact']) {
    expect(await (await request.get(path)).text(), path).toMatch(/<noscript><div[^>]*role="alert".*?This form needs JavaScript/);
  }
});

test('sitemap.xml lists every indexable page and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>https:\/\/www\.bayvalleyinsurance\.example([^<]*)<\/loc>/g)].map((match) => match[1]);
  expect(listed.sort()).toEqual(sitePages.filter((page) => page.indexable).map((page) => page.path).sort());
  // Only the account placeholders, which have nothing to find, stay out.
  expect(sitePages.filter((page) => !page.indexable).map((page) => page.path).sort()).toEqual(['/login', '/register']);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.bayvalleyinsurance.example/sitemap.xml');
  expect(robots).toContain('Disallow: /api/');
  // The staff inbox is never indexed: robots.txt keeps crawlers out, the sitemap does not list it, its pages say noindex.
  expect(robots).toContain('Disallow: /staff');
  expect(sitemap).not.toContain('/staff');
  const staffPage = await request.get('/staff/sign-in');
  expect(staffPage.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await staffPage.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  const login = await (await request.get('/login')).text();
  expect(login).toContain('<meta name="robots" content="noindex, follow"');
});

test('paths that are no page of the site, such as the original site\'s off-table links, go home', async ({ page }) => {
  const unknown = ['/coverage/auto-coverage', '/coverage/miscellaneous', '/no/such/page'].filter((path) => !pages.includes(path));
  expect(unknown.length).toBeGreaterThan(0);
  for (const path of unknown) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bay Valley Insurance Agency');
  }
});

test.describe('desktop menu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens on hover, from the keyboard, and leads to the page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.locator('li', { has: page.getByRole('link', { name: 'SERVICES', exact: true }) });
    await expect(services.getByRole('link', { name: 'MAKE A CLAIM' })).toBeHidden();
    await services.hover();
    await expect(services.getByRole('link', { name: 'MAKE A CLAIM' })).toBeVisible();
    await page.mouse.move(640, 500);
    await expect(services.getByRole('link', { name: 'MAKE A CLAIM' })).toBeHidden();

    // COVERAGE is a label, not a link; its submenu opens from the keyboard, through the menu's script (hover is CSS).
    await expect(nav.getByRole('link', { name: 'COVERAGE' })).toHaveCount(0);
    await expect(page.locator('header')).toHaveAttribute('data-island-state', 'hydrated');
    const coverage = nav.getByRole('button', { name: 'COVERAGE' });
    await coverage.focus();
    await page.keyboard.press('Enter');
    await expect(coverage).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(coverage).toHaveAttribute('aria-expanded', 'false');
    await expect(coverage).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'AUTO' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/coverage\/auto$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'AUTO' })).toBeHidden();
  });

  test('every navigation starts at the top of the new page', async ({ page }) => {
    await page.goto('/faq');
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens with its toggle, locks page scrolling, closes with its button and on choosing a link', async ({ page }) => {
    await page.goto('/');
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog');

    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await overflow()).toBe('hidden');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    expect(await overflow()).not.toBe('hidden');

    await toggle.click();
    await expect(menu.getByText('COVERAGE', { exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'GENERAL CHANGE' }).click();
    await expect(page).toHaveURL(/\/policy-change\/general$/);
    await expect(menu).toBeHidden();
    expect(await overflow()).not.toBe('hidden');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('FAQ: one answer open at a time, and a second click closes it, with the mouse and the keyboard', async ({ page }) => {
  await page.goto('/faq');
  const auto = page.locator('section', { has: page.getByRole('heading', { name: 'Auto Insurance', level: 2 }) });
  const question = (scope: Locator, text: string) => scope.locator('summary', { hasText: text });
  const first = question(auto, 'What auto insurance does California require?');
  const second = question(auto, 'What is the difference between collision and comprehensive?');
  const home = question(page.locator('main'), 'How much dwelling coverage do I need?');
  const isOpen = (summary: Locator) => summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);
  const answer = page.getByText('Every driver must carry liability insurance');

  await expect(answer).toBeHidden();
  await first.click();
  expect(await isOpen(first)).toBe(true);
  await expect(answer).toBeVisible();
  await second.click();
  expect(await isOpen(second)).toBe(true);
  expect(await isOpen(first)).toBe(false);
  await expect(answer).toBeHidden();
  await home.click();
  expect(await isOpen(home)).toBe(true);
  expect(await isOpen(second)).toBe(false);
  await home.click();
  expect(await isOpen(home)).toBe(false);
  await expect(page.locator('details[open]')).toHaveCount(0);

  // From the keyboard: a question is a focusable control that Enter and Space open and close.
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
});

test("FAQ topics lead to their group, with the page's code and before it (as without JavaScript)", async ({ page, browser }) => {
  const groupTop = (target: Page) =>
    target.locator('section', { has: target.getByRole('heading', { name: 'Home Insurance', level: 2 }) }).evaluate(
      (section) => section.getBoundingClientRect().top,
    );
  const topic = (target: Page) =>
    target.getByRole('navigation', { name: 'Jump to a topic' }).getByRole('link', { name: 'Home Insurance' });

  await page.goto('/faq');
  await expect(topic(page)).toHaveAttribute('href', '#faq-home');
  expect(await groupTop(page)).toBeGreaterThan(800);
  await topic(page).click();
  // Scrolled smoothly to the group, below the sticky header.
  await expect.poll(() => groupTop(page)).toBeLessThan(120);
  await expect.poll(() => groupTop(page)).toBeGreaterThanOrEqual(0);

  // The served page: the link itself leads there.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const served = await context.newPage();
  await served.goto('/faq');
  await topic(served).click();
  await expect.poll(() => groupTop(served)).toBeLessThan(120);
  await expect(served).toHaveURL(/\/faq#faq-home$/);
  await context.close();
});

test.describe('motion', () => {
  const fadeOf = (page: Page) =>
    page.locator('main .page-fade-in').evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, duration: style.animationDuration, delay: style.animationDelay };
    });

  test('pages fade in after 500 ms (the home page over 1 s); sections below the fold ease in once as they arrive', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    expect(await fadeOf(page)).toEqual({ name: 'page-fade-in', duration: '1s', delay: '0.5s' });

    const closing = page.locator('#get-a-quote [data-reveal]');
    await expect(closing).toHaveAttribute('data-reveal', 'pending');
    expect(await closing.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await closing.scrollIntoViewIfNeeded();
    await expect(closing).toHaveAttribute('data-reveal', 'shown');
    await expect.poll(() => closing.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await closing.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.6s, 0.6s');
    // Once: scrolling away and back does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await closing.scrollIntoViewIfNeeded();
    await expect(closing).toHaveAttribute('data-reveal', 'shown');

    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your neighbors in insurance since 1988');
    expect(await fadeOf(page)).toEqual({ name: 'page-fade-in', duration: '0.6s', delay: '0.5s' });
  });

  test('marked elements already on screen as the page opens stay in place; those below the fold wait', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1400 } });
    const page = await context.newPage();
    await page.goto('/');
    const first = page.locator('[data-reveal]').first();
    await expect(first).toHaveAttribute('data-reveal', 'shown');
    // Never hidden, so not easing in: fully opaque the moment it is sorted out.
    expect(await first.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await expect(page.locator('#get-a-quote [data-reveal]')).toHaveAttribute('data-reveal', 'pending');
    await expect(page.locator('[data-reveal=""]')).toHaveCount(0);
    await context.close();
  });

  test('with reduced motion nothing fades, eases in or scrolls sideways', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    expect((await fadeOf(page)).name).toBe('none');
    await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
    const band = page.getByTestId('carrier-carousel');
    expect(await band.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    // One list of 13 logos, wrapped, without the copy that made the scrolling seamless.
    await expect(band.locator('li:visible')).toHaveCount(13);
    await context.close();
  });
});

test('the home page scrolls the 13 partner carriers, each twice, linking to their sites in a new tab', async ({ page }) => {
  await page.goto('/');
  const band = page.getByTestId('carrier-carousel');
  await expect(band.locator('li')).toHaveCount(26);
  await expect(band.locator('li[aria-hidden="true"]')).toHaveCount(13);
  // Screen readers and the keyboard meet each carrier once.
  const links = band.getByRole('link');
  await expect(links).toHaveCount(13);
  await expect(band.locator('li[aria-hidden="true"] a[tabindex="-1"]')).toHaveCount(13);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(links.first()).toHaveAccessibleName('Anchor (opens in a new tab)');
  expect(await band.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('running');
  const start = await band.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
  await expect.poll(() => band.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41)).toBeLessThan(start);
  // The band moves, so the pointer goes to its (still) frame rather than waiting for a logo to hold still.
  const frame = band.locator('xpath=..');
  await frame.scrollIntoViewIfNeeded();
  const box = await frame.boundingBox();
  if (!box) throw new Error('the carrier band is not displayed');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  expect(await band.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused');
});
