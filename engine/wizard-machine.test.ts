import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { FieldError } from '../schemas/field-errors';
import { createWizardMachine, isSendingState, SETTLE_DELAY_MS, type FormData, type SubmitInput } from './wizard-machine';

const steps = [
  { id: 'contact', title: 'Contact', fields: ['/name', '/address'] },
  { id: 'documents', title: 'Documents', fields: ['/note'] },
  { id: 'review', title: 'Review', kind: 'review' },
  { id: 'thank-you', title: 'Thank You', kind: 'thank-you' },
];

/** name is required; address.zip must be 5 digits; note at most 5 characters. */
function validate(data: FormData): FieldError[] {
  const errors: FieldError[] = [];
  if (typeof data.name !== 'string' || data.name === '') errors.push({ path: '/name', message: 'This field is required.' });
  const address = data.address as { zip?: string } | undefined;
  if (address?.zip !== undefined && !/^\d{5}$/.test(address.zip)) {
    errors.push({ path: '/address/zip', message: 'Invalid format.' });
  }
  if (typeof data.note === 'string' && data.note.length > 5) errors.push({ path: '/note', message: 'Too long.' });
  return errors;
}

type Outcome = { requestId: string | null } | Error;

function start(outcome: Outcome = { requestId: 'ADR-TEST' }, options: { stepValid?: () => boolean } = {}) {
  const calls: SubmitInput[] = [];
  const machine = createWizardMachine(steps, { id: 'test', guards: { stepValid: options.stepValid } }).provide({
    actors: {
      submitRequest: fromPromise<{ requestId: string | null }, SubmitInput>(async ({ input }) => {
        calls.push(input);
        if (outcome instanceof Error) throw outcome;
        return outcome;
      }),
    },
  });
  const clock = new SimulatedClock();
  const emitted: string[] = [];
  const actor = createActor(machine, { input: { validate }, clock });
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, clock, calls, emitted };
}

type Started = ReturnType<typeof start>;

function toReview({ actor }: Started) {
  actor.send({ type: 'data.changed', data: { name: 'Ann' } });
  actor.send({ type: 'step.next' });
  actor.send({ type: 'step.next' });
  expect(actor.getSnapshot().context.step).toBe(2);
}

describe('wizard step machine', () => {
  it('starts on step 0 with the initial errors computed and nothing touched', () => {
    const { actor } = start();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.step).toBe(0);
    expect(context.errors).toEqual([{ path: '/name', message: 'This field is required.' }]);
    expect(context.touched).toEqual([]);
  });

  it('refuses Next on an invalid step, marks its fields touched and emits step.refused', () => {
    const w = start();
    w.actor.send({ type: 'step.next' });
    const { context } = w.actor.getSnapshot();
    expect(context.step).toBe(0);
    expect(context.touched).toEqual(['/name', '/address']);
    expect(w.emitted).toEqual(['step.refused']);
  });

  it('touches a list item by item on a refused Next, so an item added later shows no errors until visited', () => {
    const w = start();
    w.actor.send({ type: 'data.changed', data: { address: [{ zip: '1' }] } });
    w.actor.send({ type: 'step.next' });
    expect(w.actor.getSnapshot().context.touched).toEqual(['/name', '/address/0']);
  });

  it('refuses Next when a nested field of the step is invalid', () => {
    const w = start();
    w.actor.send({ type: 'data.changed', data: { name: 'Ann', address: { zip: '123' } } });
    w.actor.send({ type: 'step.next' });
    expect(w.actor.getSnapshot().context.step).toBe(0);
    w.actor.send({ type: 'data.changed', data: { name: 'Ann', address: { zip: '95122' } } });
    w.actor.send({ type: 'step.next' });
    expect(w.actor.getSnapshot().context.step).toBe(1);
  });

  it('ignores errors of later steps when moving on, but checks them on their own step', () => {
    const w = start();
    w.actor.send({ type: 'data.changed', data: { name: 'Ann', note: 'far too long' } });
    w.actor.send({ type: 'step.next' });
    expect(w.actor.getSnapshot().context.step).toBe(1);
    w.actor.send({ type: 'step.next' });
    expect(w.actor.getSnapshot().context.step).toBe(1);
    expect(w.actor.getSnapshot().context.touched).toContain('/note');
  });

  it('applies a wizard-specific step guard on top of the schema verdict', () => {
    const w = start(undefined, { stepValid: () => false });
    w.actor.send({ type: 'data.changed', data: { name: 'Ann' } });
    w.actor.send({ type: 'step.next' });
    expect(w.actor.getSnapshot().context.step).toBe(0);
  });

  it('marks a single field touched once on blur', () => {
    const w = start();
    w.actor.send({ type: 'field.touched', path: '/name' });
    w.actor.send({ type: 'field.touched', path: '/name' });
    expect(w.actor.getSnapshot().context.touched).toEqual(['/name']);
  });

  it('goes back but never below 0, and Next stops at the review step', () => {
    const w = start();
    w.actor.send({ type: 'step.back' });
    expect(w.actor.getSnapshot().context.step).toBe(0);
    toReview(w);
    w.actor.send({ type: 'step.next' });
    expect(w.actor.getSnapshot().context.step).toBe(2);
    w.actor.send({ type: 'step.back' });
    expect(w.actor.getSnapshot().context.step).toBe(1);
  });

  it('clears the captcha token on entering the review step', () => {
    const w = start();
    w.actor.send({ type: 'data.changed', data: { name: 'Ann' } });
    w.actor.send({ type: 'captcha.solved', token: 'early' });
    w.actor.send({ type: 'step.next' });
    expect(w.actor.getSnapshot().context.captchaToken).toBe('early');
    w.actor.send({ type: 'step.next' });
    expect(w.actor.getSnapshot().context.captchaToken).toBeNull();
  });

  it('handles submit only on the review step', () => {
    const w = start();
    w.actor.send({ type: 'data.changed', data: { name: 'Ann' } });
    w.actor.send({ type: 'captcha.solved', token: 'tok' });
    w.actor.send({ type: 'submit.requested' });
    expect(w.actor.getSnapshot().value).toBe('editing');
    expect(w.calls).toHaveLength(0);
  });

  it('does nothing visible when submitting without a captcha token', () => {
    const w = start();
    toReview(w);
    w.actor.send({ type: 'submit.requested' });
    const snapshot = w.actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.error).toBe(false);
    expect(w.calls).toHaveLength(0);
    expect(w.emitted).toContain('submit.refused');
  });

  it('sets the error flag and touches every field when the form is invalid at submit', () => {
    const w = start();
    toReview(w);
    w.actor.send({ type: 'data.changed', data: { name: '' } });
    w.actor.send({ type: 'captcha.solved', token: 'tok' });
    w.actor.send({ type: 'submit.requested' });
    const { context, value } = w.actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.error).toBe(true);
    expect(context.touched).toEqual(expect.arrayContaining(['/name', '/address', '/note']));
    expect(w.calls).toHaveLength(0);
  });

  it('sends once, stores the request id, and moves to Thank You after the settle delay', async () => {
    const w = start({ requestId: 'ADR-7K2M-9QXD' });
    toReview(w);
    w.actor.send({ type: 'captcha.solved', token: 'tok' });
    w.actor.send({ type: 'submit.requested' });
    expect(isSendingState(w.actor.getSnapshot().value)).toBe(true);
    // A second press while sending is ignored.
    w.actor.send({ type: 'submit.requested' });
    await waitFor(w.actor, (s) => s.value === 'succeeded');
    expect(w.calls).toEqual([{ data: { name: 'Ann' }, captchaToken: 'tok' }]);
    let snapshot = w.actor.getSnapshot();
    expect(snapshot.context.requestId).toBe('ADR-7K2M-9QXD');
    expect(snapshot.context.success).toBe(false);
    expect(snapshot.context.step).toBe(2);
    w.actor.send({ type: 'submit.requested' });
    w.clock.increment(SETTLE_DELAY_MS - 1);
    expect(w.actor.getSnapshot().value).toBe('succeeded');
    w.clock.increment(1);
    snapshot = w.actor.getSnapshot();
    expect(snapshot.value).toBe('thankYou');
    expect(snapshot.context.success).toBe(true);
    expect(snapshot.context.step).toBe(3);
    expect(isSendingState(snapshot.value)).toBe(false);
    expect(w.calls).toHaveLength(1);
    // The thank-you step has no way back.
    w.actor.send({ type: 'step.back' });
    expect(w.actor.getSnapshot().context.step).toBe(3);
  });

  it('keeps a null request id when the server sends none', async () => {
    const w = start({ requestId: null });
    toReview(w);
    w.actor.send({ type: 'captcha.solved', token: 'tok' });
    w.actor.send({ type: 'submit.requested' });
    await waitFor(w.actor, (s) => s.value === 'succeeded');
    w.clock.increment(SETTLE_DELAY_MS);
    expect(w.actor.getSnapshot().context).toMatchObject({ requestId: null, success: true, step: 3 });
  });

  it('on failure sets the error flag, clears the token and ends sending after the settle delay', async () => {
    const w = start(new Error('HTTP 500'));
    toReview(w);
    w.actor.send({ type: 'captcha.solved', token: 'tok' });
    w.actor.send({ type: 'submit.requested' });
    await waitFor(w.actor, (s) => s.value === 'failed');
    let snapshot = w.actor.getSnapshot();
    expect(snapshot.context.error).toBe(true);
    expect(snapshot.context.captchaToken).toBeNull();
    expect(isSendingState(snapshot.value)).toBe(true);
    w.clock.increment(SETTLE_DELAY_MS);
    snapshot = w.actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.step).toBe(2);
    expect(snapshot.context.success).toBe(false);
    // A new attempt with a fresh token clears the error flag while sending.
    w.actor.send({ type: 'captcha.solved', token: 'tok-2' });
    w.actor.send({ type: 'submit.requested' });
    expect(w.actor.getSnapshot().context.error).toBe(false);
    expect(w.calls).toHaveLength(2);
  });

  it('resets everything to the start, from the thank-you step too', async () => {
    const w = start();
    toReview(w);
    w.actor.send({ type: 'captcha.solved', token: 'tok' });
    w.actor.send({ type: 'submit.requested' });
    await waitFor(w.actor, (s) => s.value === 'succeeded');
    w.clock.increment(SETTLE_DELAY_MS);
    w.actor.send({ type: 'reset' });
    const { context, value } = w.actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context).toMatchObject({
      step: 0,
      data: {},
      touched: [],
      captchaToken: null,
      requestId: null,
      success: false,
      error: false,
    });
  });

  it('rejects step lists without a review step followed by a thank-you step', () => {
    expect(() => createWizardMachine(steps.slice(0, 3), { id: 'broken' })).toThrow(/review step followed by a thank-you/);
    expect(() =>
      createWizardMachine([{ id: 'a', title: 'A', kind: 'nonsense' }, ...steps], { id: 'broken' }),
    ).toThrow(/unknown kind/);
  });
});
