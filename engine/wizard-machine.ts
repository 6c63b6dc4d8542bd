/**
 * The step machine every wizard runs, in engine/ with no React and no DOM: a wizard's machine.ts may import nothing
 * from src/ or api/. A wizard's machine.ts calls `createWizardMachine(steps, options)`; the
 * renderer provides the validator (as input) and the submission actor (`submitRequest`), so the machine itself
 * holds only the rules of moving between steps and submitting:
 *
 * - `step.next` moves forward only when the current step's fields are valid; otherwise it marks them touched
 *   and emits `step.refused` (the renderer focuses the first invalid field).
 * - `step.back` moves back, never below 0 and never out of the thank-you step.
 * - `submit.requested` is handled only on the review step and only while not already sending (double submits
 *   are ignored). Without a captcha token nothing happens; with an invalid form the error flag is set.
 * - While sending, the submission actor runs. On success the request id is stored, and after the settle delay
 *   (2 s) the success flag is set and the wizard moves to the thank-you step. On failure the error flag is set
 *   and sending ends after the settle delay; the captcha token is cleared since a solution is accepted once.
 * - `reset` returns everything to the start.
 */
import { and, assign, emit, fromPromise, not, setup } from 'xstate';
import type { FieldError } from '../schemas/field-errors';
import { getAtPointer, isWithin } from '../json/json-pointer';
import { parseSteps, reviewIndex, stepKind, type StepJson, type WizardStep } from './wizard-ui';

export type FormData = Record<string, unknown>;

export interface SubmitInput {
  data: FormData;
  captchaToken: string;
}

export interface SubmitOutput {
  requestId: string | null;
}

export interface WizardMachineInput {
  /** Validates the whole payload; the renderer passes the wizard's compiled schema validator. */
  validate: (data: FormData) => FieldError[];
  initialData?: FormData;
}

export interface WizardContext {
  step: number;
  data: FormData;
  /** Every current error of `data`, recomputed on each change; the renderer shows those that are touched. */
  errors: FieldError[];
  touched: string[];
  captchaToken: string | null;
  requestId: string | null;
  success: boolean;
  error: boolean;
  validate: (data: FormData) => FieldError[];
  initialData: FormData;
}

export type WizardEvent =
  | { type: 'data.changed'; data: FormData }
  | { type: 'field.touched'; path: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'captcha.solved'; token: string }
  | { type: 'captcha.cleared' }
  | { type: 'submit.requested' }
  | { type: 'reset' };

export type WizardEmitted =
  | { type: 'step.refused'; errors: FieldError[] }
  | { type: 'submit.refused'; reason: 'captcha' | 'invalid'; errors: FieldError[] };

export interface GuardArgs {
  step: number;
  data: FormData;
  errors: FieldError[];
}

export interface WizardMachineOptions {
  id: string;
  /** Wizard-specific extra conditions, combined (AND) with the schema verdict. */
  guards?: {
    stepValid?: (args: GuardArgs) => boolean;
    formValid?: (args: GuardArgs) => boolean;
  };
  /** How long the outcome stays on screen before leaving the sending state. */
  settleDelayMs?: number;
}

export const SETTLE_DELAY_MS = 2000;

/** Errors that belong to the fields a step edits. */
export function stepErrors(step: WizardStep | undefined, errors: readonly FieldError[]): FieldError[] {
  const fields = step?.fields ?? [];
  return errors.filter((error) => fields.some((field) => isWithin(error.path, field)));
}

/**
 * What a refused Next marks touched: the step's fields, but a list only item by item (and where it is itself in
 * error), so that an item added after the refusal shows its errors once the visitor has been to them, not at once.
 */
export function stepFieldsToTouch(step: WizardStep | undefined, data: FormData, errors: readonly FieldError[]): string[] {
  const listErrors = stepErrors(step, errors).map((error) => error.path);
  return (step?.fields ?? []).flatMap((field) => {
    const value = getAtPointer(data, field);
    if (!Array.isArray(value)) return [field];
    return [...value.map((_item, index) => `${field}/${index}`), ...listErrors.filter((path) => path === field)];
  });
}

export function createWizardMachine(stepsJson: readonly StepJson[], options: WizardMachineOptions) {
  const steps = parseSteps(stepsJson);
  const review = reviewIndex(steps);
  const thankYou = steps.findIndex((step) => stepKind(step) === 'thank-you');
  if (review < 1 || thankYou !== review + 1 || thankYou !== steps.length - 1) {
    throw new Error(`${options.id}: steps must end with a review step followed by a thank-you step`);
  }
  const extra = options.guards ?? {};
  const allFields = steps.flatMap((step) => step.fields ?? []);
  const args = (context: WizardContext): GuardArgs => ({
    step: context.step,
    data: context.data,
    errors: context.errors,
  });

  return setup({
    types: {
      context: {} as WizardContext,
      events: {} as WizardEvent,
      input: {} as WizardMachineInput,
      emitted: {} as WizardEmitted,
    },
    actors: {
      submitRequest: fromPromise<SubmitOutput, SubmitInput>(async () => {
        throw new Error('submitRequest is provided by the renderer');
      }),
    },
    delays: {
      settle: options.settleDelayMs ?? SETTLE_DELAY_MS,
    },
    guards: {
      isBeforeReview: ({ context }) => context.step < review,
      canGoBack: ({ context }) => context.step > 0 && context.step <= review,
      isOnReview: ({ context }) => context.step === review,
      hasCaptchaToken: ({ context }) => Boolean(context.captchaToken),
      currentStepValid: ({ context }) =>
        stepErrors(steps[context.step], context.errors).length === 0 && (extra.stepValid?.(args(context)) ?? true),
      formValid: ({ context }) => context.errors.length === 0 && (extra.formValid?.(args(context)) ?? true),
    },
    actions: {
      storeData: assign(({ context, event }) => {
        if (event.type !== 'data.changed') return {};
        return { data: event.data, errors: context.validate(event.data) };
      }),
      touchField: assign(({ context, event }) => {
        if (event.type !== 'field.touched' || context.touched.includes(event.path)) return {};
        return { touched: [...context.touched, event.path] };
      }),
      touchStepFields: assign(({ context }) => ({
        touched: [...new Set([...context.touched, ...stepFieldsToTouch(steps[context.step], context.data, context.errors)])],
      })),
      touchAllFields: assign(({ context }) => ({ touched: [...new Set([...context.touched, ...allFields])] })),
      advance: assign(({ context }) => {
        const step = context.step + 1;
        // Entering the review step asks for a fresh captcha solution.
        return step === review ? { step, captchaToken: null } : { step };
      }),
      goBack: assign(({ context }) => ({ step: context.step - 1 })),
      storeToken: assign(({ event }) => (event.type === 'captcha.solved' ? { captchaToken: event.token } : {})),
      clearToken: assign({ captchaToken: null }),
      flagError: assign({ error: true }),
      refuseStep: emit(({ context }) => ({
        type: 'step.refused' as const,
        errors: stepErrors(steps[context.step], context.errors),
      })),
      refuseCaptcha: emit(({ context }) => ({
        type: 'submit.refused' as const,
        reason: 'captcha' as const,
        errors: context.errors,
      })),
      refuseInvalid: emit(({ context }) => ({
        type: 'submit.refused' as const,
        reason: 'invalid' as const,
        errors: context.errors,
      })),
      resetContext: assign(({ context }) => ({
        step: 0,
        data: context.initialData,
        errors: context.validate(context.initialData),
        touched: [],
        captchaToken: null,
        requestId: null,
        success: false,
        error: false,
      })),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => {
      const data = input.initialData ?? {};
      return {
        step: 0,
        data,
        errors: input.validate(data),
        touched: [],
        captchaToken: null,
        requestId: null,
        success: false,
        error: false,
        validate: input.validate,
        initialData: data,
      };
    },
    initial: 'editing',
    on: {
      reset: { target: '.editing', actions: 'resetContext' },
    },
    states: {
      editing: {
        on: {
          'data.changed': { actions: 'storeData' },
          'field.touched': { actions: 'touchField' },
          'captcha.solved': { actions: 'storeToken' },
          'captcha.cleared': { actions: 'clearToken' },
          'step.next': [
            { guard: and(['isBeforeReview', 'currentStepValid']), actions: 'advance' },
            { guard: 'isBeforeReview', actions: ['touchStepFields', 'refuseStep'] },
          ],
          'step.back': { guard: 'canGoBack', actions: 'goBack' },
          'submit.requested': [
            { guard: not('isOnReview') },
            { guard: not('hasCaptchaToken'), actions: 'refuseCaptcha' },
            { guard: not('formValid'), actions: ['flagError', 'touchAllFields', 'refuseInvalid'] },
            { target: 'sending' },
          ],
        },
      },
      sending: {
        entry: assign({ error: false }),
        invoke: {
          src: 'submitRequest',
          input: ({ context }) => ({ data: context.data, captchaToken: context.captchaToken ?? '' }),
          onDone: {
            target: 'succeeded',
            actions: assign(({ event }) => ({ requestId: event.output.requestId })),
          },
          onError: { target: 'failed', actions: ['flagError', 'clearToken'] },
        },
      },
      succeeded: {
        after: {
          settle: { target: 'thankYou', actions: assign({ success: true, step: thankYou }) },
        },
      },
      failed: {
        after: { settle: { target: 'editing' } },
      },
      thankYou: {},
    },
  });
}

export type WizardMachine = ReturnType<typeof createWizardMachine>;

/** Sending lasts from the request until the outcome has been shown for the settle delay. */
export function isSendingState(value: unknown): boolean {
  return value === 'sending' || value === 'succeeded' || value === 'failed';
}
