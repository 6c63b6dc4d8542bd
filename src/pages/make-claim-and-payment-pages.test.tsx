import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { newPrerenderRecord, PrerenderContext } from '../app/prerender-context';
import { describe, expect, it } from 'vitest';
import { agency } from '../../config/agency';
import { carriers } from '../content/carriers';
import { MakeClaimPage } from './make-claim-page';
import { MakePaymentPage } from './make-payment-page';

const render = (page: ReactElement, path: string) =>
  renderToString(<PrerenderContext value={newPrerenderRecord(path)}>{page}</PrerenderContext>);

const claim = render(<MakeClaimPage />, '/services/make-claim');
const payment = render(<MakePaymentPage />, '/services/make-payment');

const cardCount = (markup: string) => markup.match(/data-testid="carrier-card"/g)?.length ?? 0;

describe('make-claim page', () => {
  it('draws one card per carrier with its logo, claim portal, phone, e-mail and website, all collapsed', () => {
    expect(cardCount(claim)).toBe(13);
    for (const carrier of carriers) {
      expect(claim).toContain(`src="${carrier.logo}"`);
      expect(claim).toContain(`href="${carrier.claimPortal}"`);
      expect(claim).toContain(`href="${carrier.phone.href}"`);
      expect(claim).toContain(`href="mailto:${carrier.email}"`);
      expect(claim).toContain(`href="${carrier.url}"`);
    }
    expect(claim.match(/aria-expanded="false"/g)?.length).toBe(13);
    expect(claim).not.toMatch(/<[^>]* aria-expanded="true"/);
  });

  it('opens every external link in a new tab without an opener', () => {
    const external = claim.match(/<a [^>]*href="https:[^"]*"[^>]*>/g) ?? [];
    expect(external.length).toBeGreaterThanOrEqual(13 * 3);
    for (const tag of external) {
      expect(tag).toContain('target="_blank"');
      expect(tag).toContain('rel="noopener noreferrer"');
    }
  });

  it('has the policy-number box, the find button and the contact and quote buttons', () => {
    expect(claim).toContain('name="policyNumber"');
    expect(claim).toContain('Find my carrier');
    expect(claim).toContain('href="/contact"');
    expect(claim).toContain('href="/quote"');
    expect(claim).toContain(`href="${agency.phone.href}"`);
    expect(claim).toContain('File a Claim Online');
  });
});

describe('make-payment page', () => {
  it('links each carrier with a payment portal to it, and offers calls for the one without', () => {
    expect(cardCount(payment)).toBe(13);
    for (const carrier of carriers) {
      if (carrier.paymentPortal) expect(payment).toContain(`href="${carrier.paymentPortal}"`);
    }
    const withoutPortal = carriers.filter((carrier) => !carrier.paymentPortal);
    expect(withoutPortal).toHaveLength(1);
    expect(payment.match(/data-testid="no-portal"/g)?.length).toBe(1);
    expect(payment).toContain(`${withoutPortal[0]?.name} does not take payments online`);
    expect(payment.match(/Make a Payment Online/g)?.length).toBe(12);
    expect(payment).not.toContain('File a Claim Online');
  });
});
