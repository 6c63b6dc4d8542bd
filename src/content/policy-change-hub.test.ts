import { describe, expect, it } from 'vitest';
import { wizardEntries } from '../app/wizard-routes';
import { fillAgencyPlaceholders } from './agency';
import { policyChangeHub } from './policy-change-hub';
import { wizardPageCopy } from './wizard-pages';

describe('policy change hub copy', () => {
  it('has a card for each of the four change wizards, each an existing wizard folder', () => {
    expect(policyChangeHub.cards.map((card) => card.wizardId)).toEqual([
      'address-change',
      'driver-change',
      'vehicle-change',
      'general-change',
    ]);
    const ids = wizardEntries.map((entry) => entry.id);
    for (const card of policyChangeHub.cards) expect(ids).toContain(card.wizardId);
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
  it.each(['policy-change-driver', 'policy-change-vehicle', 'policy-change-general'])('%s has its page copy', (key) => {
    const copy = wizardPageCopy(key);
    expect(copy?.faq).toHaveLength(6);
    expect(copy?.faq.some((item) => item.answer.includes('{phone}'))).toBe(true);
  });

  it('gives the vehicle FAQ the spec topics', () => {
    const text = JSON.stringify(wizardPageCopy('policy-change-vehicle')?.faq);
    for (const topic of ['1-2 business days', 'registration', 'title', 'VIN', 'rates', 'remove', '2-3 business days']) {
      expect(text).toContain(topic);
    }
  });
});
