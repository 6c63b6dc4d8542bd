import { describe, expect, it } from 'vitest';
import type { WizardPage } from '../../engine/wizard-page';
import { wizardCards } from '../app/wizard-cards';
import { fillAgencyPlaceholders } from '../../config/agency';
import { policyChangeHub } from './policy-change-hub';

const pages = import.meta.glob<WizardPage>('/forms/*/page.json', { eager: true, import: 'default' });
const pageOf = (id: string): WizardPage => {
  const page = pages[`/forms/${id}/page.json`];
  if (!page) throw new Error(`forms/${id} has no page.json`);
  return page;
};

describe('policy change hub copy', () => {
  it('has a card for each of the four change wizards, in the spec\'s order', () => {
    expect(wizardCards('policy-change').map((card) => card.to)).toEqual([
      '/policy-change/address',
      '/policy-change/driver',
      '/policy-change/vehicle',
      '/policy-change/general',
    ]);
  });

  it('has six questions and no unknown placeholder', () => {
    expect(policyChangeHub.faq).toHaveLength(6);
    const texts = [
      policyChangeHub.metaDescription,
      policyChangeHub.banner.subtitle,
      policyChangeHub.banner.callLabel,
      ...policyChangeHub.faq.flatMap((item) => [item.question, item.answer]),
    ];
    for (const text of texts) expect(fillAgencyPlaceholders(text)).not.toMatch(/\{\w+\}/);
  });

  it('states the processing and cancellation rules of the spec', () => {
    const answers = policyChangeHub.faq.map((item) => item.answer).join(' ');
    expect(answers).toContain('same business day, or within 1-2 business days');
    expect(answers).toContain('can be cancelled only by contacting');
    expect(answers).toContain('cannot be reversed');
  });
});

describe('policy change wizard pages', () => {
  it.each(['driver-change', 'vehicle-change', 'general-change'])('%s gives the agency phone in its FAQ', (id) => {
    expect(pageOf(id).faq.some((item) => item.answer.includes('{phone}'))).toBe(true);
  });

  it('gives the vehicle FAQ the spec topics', () => {
    const text = JSON.stringify(pageOf('vehicle-change').faq);
    for (const topic of ['1-2 business days', 'registration', 'title', 'VIN', 'rates', 'remove', '2-3 business days']) {
      expect(text).toContain(topic);
    }
  });
});
