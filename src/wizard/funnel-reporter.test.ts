import { describe, expect, it } from 'vitest';
import type { WizardStep } from '../../engine/wizard-ui';
import { FunnelRecorder } from './funnel-reporter';

const steps: WizardStep[] = [
  { id: 'contact', title: 'Contact', fields: ['/email'] },
  { id: 'business', title: 'Business', fields: ['/businessZipCode'] },
  { id: 'property', title: 'Property', fields: ['/yearBuilt'] },
  { id: 'review', title: 'Review', kind: 'review' },
  { id: 'thank-you', title: 'Thank you', kind: 'thank-you' },
];

describe('the funnel recorder', () => {
  it("records a refusal's fields, and leaving with the last refusal's fields and the time on the step", () => {
    const recorder = new FunnelRecorder(steps);
    recorder.step(0, 0);
    recorder.step(1, 42_400);
    recorder.refused(['/businessZipCode', '/businessZipCode']);
    recorder.step(2, 100_000);
    recorder.left(121_000);
    expect(recorder.take()).toEqual([
      [
        { type: 'shown', step: 'contact' },
        { type: 'completed', step: 'contact', seconds: 42 },
        { type: 'shown', step: 'business' },
        { type: 'refused', step: 'business', fields: ['/businessZipCode'] },
        { type: 'completed', step: 'business', seconds: 58 },
        { type: 'shown', step: 'property' },
        { type: 'left', step: 'property', fields: ['/businessZipCode'], seconds: 21 },
      ],
    ]);
    // What is taken is sent once; leaving is counted once.
    recorder.left(200_000);
    expect(recorder.take()).toEqual([]);
  });

  it('counts a step shown and completed once per page, and going back completes nothing', () => {
    const recorder = new FunnelRecorder(steps);
    recorder.step(0, 0);
    recorder.step(1, 1000);
    recorder.step(0, 2000);
    recorder.step(1, 3000);
    recorder.step(2, 4000);
    expect(recorder.take()[0]?.map((event) => `${event.type} ${event.step}`)).toEqual([
      'shown contact',
      'completed contact',
      'shown business',
      'completed business',
      'shown property',
    ]);
  });

  it('ends with the submission: nothing after it, and no departure', () => {
    const recorder = new FunnelRecorder(steps);
    recorder.step(2, 0);
    recorder.step(3, 5000);
    recorder.saved();
    recorder.step(4, 9000);
    recorder.left(10_000);
    recorder.refused(['/email']);
    expect(recorder.take()).toEqual([
      [
        { type: 'shown', step: 'property' },
        { type: 'completed', step: 'property', seconds: 5 },
        { type: 'shown', step: 'review' },
        { type: 'saved', step: 'review' },
        { type: 'submitted' },
      ],
    ]);
  });

  it('does not count a jump of several steps (a restored visit, a history move) as completing the one it left', () => {
    const recorder = new FunnelRecorder(steps);
    recorder.step(0, 0);
    recorder.step(2, 1000);
    expect(recorder.take()[0]?.map((event) => event.type)).toEqual(['shown', 'shown']);
  });

  it('sends at most 50 events a report', () => {
    const recorder = new FunnelRecorder(steps);
    recorder.step(1, 0);
    for (let index = 0; index < 120; index += 1) recorder.refused(['/businessZipCode']);
    expect(recorder.take().map((batch) => batch.length)).toEqual([50, 50, 21]);
  });
});
