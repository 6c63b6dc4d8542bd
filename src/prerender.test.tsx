import { describe, expect, it } from 'vitest';
import { agency } from '../config/agency';
import { pagePaths, renderPage } from './prerender';
import { wizardModuleSources } from './wizard/wizard-modules';

describe('pre-rendering', () => {
  it('renders a content page complete: its heading, copy, metadata and the styles it uses, with no script', async () => {
    const page = await renderPage('/faq');
    expect(page.html).toMatch(/<h1[^>]*>Insurance questions, answered<\/h1>/);
    // Collapsed FAQ answers are in the markup for crawlers.
    expect(page.html).toContain('Collision pays to repair your car');
    expect(page.html).not.toContain('<script');
    expect(page.meta.title).toBe(`Insurance FAQ | ${agency.name}`);
    expect(page.meta.canonicalUrl).toBe(`${agency.siteUrl}/faq`);
    // Emotion moves a style tag into <head> unless it carries its mark of one already there (emotion-cache.ts).
    expect(page.styles).toMatch(/^<style data-s="" data-emotion="css-global/);
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

  it('serves what works without script as native HTML, what only the page\'s code can answer as not tappable yet', async () => {
    // FAQ answers open one at a time as the browser's own details elements, before and without any script.
    const faq = await renderPage('/faq');
    const questions = faq.html.match(/<details[^>]*>/g) ?? [];
    expect(questions.length).toBe(30);
    const names = new Set(questions.map((question) => /name="([^"]+)"/.exec(question)?.[1]));
    expect(names.size).toBe(1);
    expect(faq.html).not.toMatch(/<button[^>]*aria-controls="[^"]*-a\d+"/);
    // The policy-number lookup answers from the page's code: its button waits for it.
    const claim = await renderPage('/services/make-claim');
    expect(/<button[^>]*type="submit"[^>]*>/.exec(claim.html)?.[0]).toContain('disabled');
    const vehicle = await renderPage('/policy-change/vehicle');
    const selects = vehicle.html.match(/<div[^>]*role="combobox"[^>]*>/g) ?? [];
    expect(selects.length).toBeGreaterThan(0);
    for (const select of selects) expect(select).toContain('aria-disabled="true"');
    // Typed text is adopted when the form hydrates (src/wizard/typing/early-input.ts), so text fields stay open.
    expect(vehicle.html).toMatch(/<input[^>]*id="wizard\.fullName"[^>]*>/);
    expect(/<input[^>]*id="wizard\.fullName"[^>]*>/.exec(vehicle.html)?.[0]).not.toContain('disabled');
  });

  it('renders a React island on its own, in a wrapper naming its module, props, id prefix and when it hydrates', async () => {
    const page = await renderPage('/quote/auto');
    const wrapper = /<div data-island="wizard"[^>]*>/.exec(page.html)?.[0] ?? '';
    expect(wrapper).toContain('data-island-props="{&quot;wizardId&quot;:&quot;auto-quote&quot;}"');
    expect(wrapper).toContain('data-island-when="visible"');
    const prefix = /data-island-prefix="([^"]+)"/.exec(wrapper)?.[1] ?? '';
    expect(prefix).toMatch(/^i\d+-$/);
    // The ids the island's useId handed out carry its prefix, as they will when the browser hydrates it.
    const island = page.html.slice(page.html.indexOf(wrapper));
    expect(island).toMatch(new RegExp(`id="[^"]*${prefix}[^"]*"`));
    expect(page.html).not.toContain('<!--island:');
  });

  it('names on a React island the chunks the build made of it, in the order the browser evaluates them', async () => {
    const asked: string[][] = [];
    const chunksInTurn = (sources: string[]) => {
      asked.push(sources);
      return ['assets/react-1.js', 'assets/wizard-2.js'];
    };
    const page = await renderPage('/quote/auto', { chunksInTurn });
    const wrapper = /<div data-island="wizard"[^>]*>/.exec(page.html)?.[0] ?? '';
    expect(wrapper).toContain('data-island-chunks="/assets/react-1.js /assets/wizard-2.js"');
    expect(asked).toContainEqual(['src/islands/wizard.tsx', ...wizardModuleSources('auto-quote')]);
    // Without a build (the development server) there are no chunks to name.
    expect((await renderPage('/quote/auto')).html).not.toContain('data-island-chunks');
  });

  it('knows every page and the modules its islands load', async () => {
    expect(pagePaths).toContain('/');
    expect(pagePaths).toContain('/policy-change/address');
    expect((await renderPage('/quote/auto')).scriptSources.sort()).toEqual(
      [
        'src/islands/site-menu.ts',
        'src/islands/wizard.tsx',
        'src/islands/faq.ts',
        'src/islands/newsletter.ts',
        'forms/auto-quote/schema.json?form-schema',
        'forms/auto-quote/ui.json?wizard-ui',
        'forms/auto-quote/page.json',
        'forms/auto-quote/machine.ts',
        'forms/auto-quote/schema.json?validator',
        'forms/auto-quote/schema.json?rjsf-validators',
      ].sort(),
    );
    expect((await renderPage('/coverage/home')).scriptSources.sort()).toEqual(
      ['src/islands/faq.ts', 'src/islands/newsletter.ts', 'src/islands/site-menu.ts'].sort(),
    );
  });

  it('refuses a path that is no page instead of writing the home page under its name', async () => {
    await expect(renderPage('/coverage/auto-coverage')).rejects.toThrow('/coverage/auto-coverage is no page of the site');
  });
});
