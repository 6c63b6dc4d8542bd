import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { newPrerenderRecord, PrerenderContext } from '../app/prerender-context';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../app/site-footer';
import { SiteHeader } from '../app/site-header';
import { aboutPage } from '../content/about-page';
import { agency } from '../../config/agency';
import { coveragePages, type CoverageId } from '../content/coverage-pages';
import { faqPage } from '../content/faq-page';
import { quoteHub } from '../content/quote-hub';
import { serviceCards } from '../content/service-cards';
import { servicesPage } from '../content/services-page';
import { isPagePath } from '../app/router';
import { wizardCards } from '../app/wizard-cards';
import { AboutPage } from './about-page';
import { AccountPlaceholderPage } from './account-placeholder-page';
import { CoveragePage } from './coverage-page';
import { FaqPage } from './faq-page';
import { HomePage } from './home-page';
import { LegalPage } from './legal-page';
import { QuotePage } from './quote-page';
import { ServicesPage } from './services-page';

const render = (element: ReactElement, path: string) =>
  renderToString(<PrerenderContext value={newPrerenderRecord(path)}>{element}</PrerenderContext>);

/** The text as React escapes it in markup. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

/** Internal hrefs of the markup: everything that is not an external, tel: or mailto: link. */
function internalHrefs(markup: string): string[] {
  return [...markup.matchAll(/href="([^"]*)"/g)]
    .map((match) => match[1] ?? '')
    .filter((href) => !/^(https?:|tel:|mailto:|#)/.test(href));
}

const pages: [string, ReactElement][] = [
  ['/', <HomePage />],
  ['/quote', <QuotePage />],
  ['/services', <ServicesPage />],
  ['/faq', <FaqPage />],
  ['/about', <AboutPage />],
  ['/coverage/auto', <CoveragePage coverage="auto" />],
  ['/coverage/home', <CoveragePage coverage="home" />],
  ['/coverage/commercial', <CoveragePage coverage="commercial" />],
  ['/coverage/misc', <CoveragePage coverage="misc" />],
  ['/terms', <LegalPage document="terms" />],
  ['/privacy', <LegalPage document="privacy" />],
  ['/login', <AccountPlaceholderPage kind="login" />],
  ['/register', <AccountPlaceholderPage kind="register" />],
];

describe('every internal link points at a page of the router', () => {
  it.each(pages)('%s', (path, element) => {
    const markup = render(element, path);
    expect(markup).toContain('<h1');
    // No copy placeholder is left unfilled.
    expect(markup).not.toMatch(/\{(phone|email|agency)\}/);
    for (const href of internalHrefs(markup)) expect(isPagePath(href), `${path} links to ${href}`).toBe(true);
  });

  it('header and footer', () => {
    const markup = render(
      <>
        <SiteHeader path="/" />
        <SiteFooter />
      </>,
      '/',
    );
    const hrefs = internalHrefs(markup);
    for (const href of hrefs) expect(isPagePath(href), href).toBe(true);
    for (const to of ['/services', '/policy-change/general', '/coverage/misc', '/quote/commercial', '/terms', '/privacy']) {
      expect(hrefs).toContain(to);
    }
    expect(markup).toContain('aria-haspopup="true"');
    expect(markup).toContain('aria-expanded="false"');
    expect(markup).toContain('GET A FREE QUOTE TODAY');
    for (const profile of agency.social) expect(markup).toContain(`href="${profile.url}"`);
  });

  it('the footer, like the header, has the logo as a link home', () => {
    const markup = render(<SiteFooter />, '/');
    const home = markup.match(/<a[^>]*href="\/"[^>]*>(.*?)<\/a>/s);
    expect(home?.[0]).toContain(`aria-label="${escaped(agency.name)}, home"`);
    // The mark (an svg hidden from screen readers, the label names the link), then the name.
    expect(home?.[1]).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>.*<\/svg>/s);
    expect(home?.[1]?.endsWith(`</svg>${escaped(agency.name)}`)).toBe(true);
  });
});

describe('page content', () => {
  it('quote hub: a card per quote wizard (the spec\'s home, auto, commercial first), five questions, contact and about', () => {
    const markup = render(<QuotePage />, '/quote');
    const cards = wizardCards('quote').map((card) => card.to);
    expect(cards.slice(0, 3)).toEqual(['/quote/home', '/quote/auto', '/quote/commercial']);
    for (const to of [...cards, '/contact', '/about']) expect(markup).toContain(`href="${to}"`);
    expect(quoteHub.faq).toHaveLength(5);
    for (const item of quoteHub.faq) expect(markup).toContain(escaped(item.question));
  });

  it('services: four cards to the coverage pages, payment and claim', () => {
    const markup = render(<ServicesPage />, '/services');
    expect(markup).toContain(escaped(servicesPage.banner.title));
    for (const card of serviceCards) expect(markup).toContain(`href="${card.learnMoreTo}"`);
    for (const to of ['/coverage/auto', '/coverage/home', '/coverage/commercial', '/coverage/misc', '/services/make-payment', '/services/make-claim', '/quote', '/contact']) {
      expect(markup).toContain(`href="${to}"`);
    }
    expect(markup).toContain('id="services-overview"');
  });

  it('FAQ: five groups of six questions', () => {
    const markup = render(<FaqPage />, '/faq');
    expect(faqPage.groups).toHaveLength(5);
    for (const group of faqPage.groups) {
      expect(group.items).toHaveLength(6);
      expect(markup).toContain(`id="${group.id}"`);
      expect(markup).toContain(escaped(group.title));
    }
    expect(markup.match(/data-testid="faq-item"/g)).toHaveLength(30);
  });

  it('about: six values, map link to OpenStreetMap, contact and quote', () => {
    const markup = render(<AboutPage />, '/about');
    expect(aboutPage.values.map((value) => value.title)).toEqual(['Trust', 'Community', 'Excellence', 'Integrity', 'Innovation', 'Compassion']);
    for (const value of aboutPage.values) expect(markup).toContain(value.title);
    expect(markup).toContain('https://www.openstreetmap.org/search?query=');
    expect(markup).toContain(agency.phone.href);
    expect(markup).not.toMatch(/<script|<iframe/);
  });

  it.each([
    ['auto', '/quote/auto', 6],
    ['home', '/quote/home', 5],
    ['commercial', '/quote/commercial', 5],
    ['misc', '/quote/miscellaneous', 5],
  ] as [CoverageId, string, number][])('coverage %s: quote button, sections with two examples, five questions', (id, quoteTo, sections) => {
    const copy = coveragePages[id];
    const markup = render(<CoveragePage coverage={id} />, `/coverage/${id}`);
    expect(copy.banner.quote.to).toBe(quoteTo);
    expect(markup).toContain(`href="${quoteTo}"`);
    expect(copy.sections).toHaveLength(sections);
    for (const section of copy.sections) {
      expect(section.examples).toHaveLength(2);
      expect(markup).toContain(escaped(section.title));
    }
    expect(copy.faq).toHaveLength(5);
    expect(markup).toContain('href="/contact"');
  });

  it('legal pages are effective December 10, 2024 under California law and Santa Clara County courts', () => {
    for (const document of ['terms', 'privacy'] as const) {
      const markup = render(<LegalPage document={document} />, `/${document}`);
      expect(markup).toContain('December 10, 2024');
      expect(markup).toContain('Santa Clara County');
      expect(markup).toContain('California');
    }
  });
});
