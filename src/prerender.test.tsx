import { describe, expect, it } from 'vitest';
import { agency } from '../config/agency';
import { pagePaths, renderPage, routeSourceModules } from './prerender';

describe('pre-rendering', () => {
  it('renders a content page complete: its heading, copy, metadata and the styles it uses, with no script', async () => {
    const page = await renderPage('/faq');
    expect(page.html).toMatch(/<h1[^>]*>Insurance questions, answered<\/h1>/);
    // Collapsed FAQ answers are in the markup for crawlers.
    expect(page.html).toContain('Collision pays to repair your car');
    expect(page.html).not.toContain('<script');
    expect(page.meta.title).toBe(`Insurance FAQ | ${agency.name}`);
    expect(page.meta.canonicalUrl).toBe(`${agency.siteUrl}/faq`);
    expect(page.styles).toMatch(/^<style data-emotion="css-global/);
    // The rules of the markup's classes come with it (some MUI parts have a class but no rule of their own).
    for (const element of ['h1', 'button', 'footer']) {
      const className = new RegExp(`<${element} class="[^"]*\\b(css-[A-Za-z0-9-]+)`).exec(page.html)?.[1];
      expect(className, element).toBeDefined();
      expect(page.styles, element).toContain(`.${className}{`);
    }
  });

  it('names the rules rendered for no element, so the browser does not insert them again while hydrating', async () => {
    const page = await renderPage('/faq');
    // The last tag is empty: the rules of styled components that wrap another (MUI's Link around Typography).
    const unused = /<style data-emotion-served="css ([^"]+)"><\/style>$/.exec(page.styles)?.[1]?.split(' ');
    expect(unused?.length).toBeGreaterThan(0);
    for (const id of unused ?? []) expect(page.html).not.toMatch(new RegExp(`\\bcss-${id}\\b`));
  });

  it('renders a wizard page with the first step of its form', async () => {
    const page = await renderPage('/quote/commercial');
    expect(page.html.replaceAll('<!-- -->', '')).toContain('STEP 1: Policyholder Information</h2>');
    expect(page.html).toContain('id="wizard.fullName"');
    expect(page.html).not.toContain('<script');
  });

  it('serves what only the page\'s code can answer as not tappable yet, and text fields ready for typing', async () => {
    // A tap on these before hydration would do nothing (src/components/use-hydrated.ts).
    const faq = await renderPage('/faq');
    const questions = faq.html.match(/<button[^>]*aria-controls="[^"]*-faq-[^"]*"[^>]*>/g) ?? [];
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) expect(question).toContain('disabled');
    const vehicle = await renderPage('/policy-change/vehicle');
    const selects = vehicle.html.match(/<div[^>]*role="combobox"[^>]*>/g) ?? [];
    expect(selects.length).toBeGreaterThan(0);
    for (const select of selects) expect(select).toContain('aria-disabled="true"');
    // Typed text is adopted when the form hydrates (src/components/early-input.ts), so text fields stay open.
    expect(vehicle.html).toMatch(/<input[^>]*id="wizard\.fullName"[^>]*>/);
    expect(/<input[^>]*id="wizard\.fullName"[^>]*>/.exec(vehicle.html)?.[0]).not.toContain('disabled');
  });

  it('knows every page of the router and the chunks each needs', () => {
    expect(pagePaths).toContain('/');
    expect(pagePaths).toContain('/policy-change/address');
    expect(routeSourceModules('/quote/auto')).toEqual([
      'src/pages/wizard-page.tsx',
      'forms/auto-quote/schema.json',
      'forms/auto-quote/ui.json?wizard-ui',
      'forms/auto-quote/page.json',
      'forms/auto-quote/machine.ts',
      'forms/auto-quote/schema.json?validator',
      'forms/auto-quote/schema.json?rjsf-validators',
    ]);
    expect(routeSourceModules('/coverage/home')).toEqual(['src/pages/coverage-page.tsx']);
    expect(routeSourceModules('/nowhere')).toEqual([]);
  });

  it('refuses a path that is no page instead of writing the home page under its name', async () => {
    await expect(renderPage('/coverage/auto-coverage')).rejects.toThrow('/coverage/auto-coverage is no page of the router');
  });
});
