import { renderToString } from 'react-dom/server';
import { newPrerenderRecord, PrerenderContext } from '../app/prerender-context';
import { expect, it } from 'vitest';
import { agency } from '../../config/agency';
import { policyChangeHub } from '../content/policy-change-hub';
import { wizardEntries } from '../app/wizard-routes';
import { PolicyChangePage } from './policy-change-page';

const markup = renderToString(
  <PrerenderContext value={newPrerenderRecord('/policy-change')}>
    <PolicyChangePage />
  </PrerenderContext>,
);

it('links a card to each change wizard at its route', () => {
  for (const id of ['address-change', 'driver-change', 'vehicle-change', 'general-change']) {
    const route = wizardEntries.find((entry) => entry.id === id)?.route;
    expect(route).toMatch(/^\/policy-change\//);
    expect(markup).toContain(`href="${route}"`);
  }
});

it('offers contact, a call to the agency phone, get-a-quote and the six questions', () => {
  expect(markup).toContain('href="/contact"');
  expect(markup).toContain(`href="${agency.phone.href}"`);
  // The call button's words, read without the markup that keeps the number on one line.
  expect(markup.replace(/<[^>]+>/g, '')).toContain(`Call ${agency.phone.display}`);
  expect(markup).toContain('href="/quote"');
  for (const item of policyChangeHub.faq) expect(markup).toContain(item.question.replace(/'/g, '&#x27;'));
});
