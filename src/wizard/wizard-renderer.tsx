/**
 * The generic wizard renderer: draws any wizard from its folder (bundled schema, ui.json, step machine).
 *
 * - Every form step renders the whole schema with rjsf; fields of other steps render nothing (step-ui-schema.ts),
 *   so one rjsf form keeps the data across steps.
 * - rjsf never validates. The machine validates every change; the form shows the machine's errors of touched
 *   fields (`extraErrors`). A blur marks the field touched (after the press that caused it, see after-press.ts); a
 *   refused Next touches the whole step, focuses the first invalid field and announces the errors.
 * - Widgets that fill other fields (a VIN decode) send ONE `data.changed` with all of them (`update`), built on the
 *   machine's current data, so the change is validated once.
 * - The step's notices (ui.json `notices`) sit above its fields, their text following the data.
 * - Progress survives (use-wizard-progress.ts): each step is a history entry, the answers are saved on the device as
 *   the visitor types and, on request, on the server behind an e-mailed link; "Start over" throws them away.
 * - The funnel (funnel-reporter.ts) counts the steps the visitor reaches, completes, is refused on and leaves on.
 * - Everything sits in one <form> whose submit button is the step's Next (the review's Submit): Enter in a field
 *   moves on, or shows the step's errors, as on any web form.
 */
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { IChangeEvent } from '@rjsf/core';
import { isSendingState } from '../../engine/wizard-machine';
import { reviewIndex, stepKind, type TitledText } from '../../engine/wizard-ui';
import { visuallyHidden } from '../components/visually-hidden';
import { CaptchaWidget } from '../components/captcha-widget';
import { afterPress, watchPresses } from './after-press';
import { applyPatch, type DataPatch } from './data-patch';
import { flushDeferredChanges } from './deferred-change';
import { deriveData } from './derive-data';
import { describeFieldErrors, isAnnouncementStale } from './error-announcement';
import { toErrorSchema, visibleErrors } from './error-schema';
import { fieldIdToPointer } from './field-ids';
import { fieldLabel } from '../../engine/review/field-labels';
import { useAdoptEarlyInput } from '../components/early-input';
import { focusFirstField } from './focus-field';
import { typedValue } from './typed-value';
import type { LoadedWizard } from './load-wizard';
import { buildReview } from '../../engine/review/review-summary';
import { StepForm } from './step-form';
import { StepNoticeList } from './step-notice-list';
import { stepNotices } from './step-notices';
import { startFunnelReporter, type FunnelReporter } from './funnel-reporter';
import { useWizard } from './use-wizard';
import { useWizardProgress } from './use-wizard-progress';
import { WizardHeader } from './wizard-header';
import { WizardNavigation } from './wizard-navigation';
import { isRecord } from '../../schemas/json-value';
import type { FieldError } from '../../schemas/field-errors';

const NO_FIELDS: readonly string[] = [];

// What only the end of a wizard shows loads when the visitor gets there: the review with the step, the sending
// overlay and the thank-you step as soon as the review is reached, so submitting never waits for code.
const WizardReview = lazy(() => import('./wizard-review').then((module) => ({ default: module.WizardReview })));
const loadSendingOverlay = () => import('./sending-overlay');
const SendingOverlay = lazy(() => loadSendingOverlay().then((module) => ({ default: module.SendingOverlay })));
// Saved progress shows only once there is some (or a restored notice), never in the served page.
const SavedProgressBar = lazy(() => import('./saved-progress-bar').then((module) => ({ default: module.SavedProgressBar })));
const loadThankYou = () => import('./thank-you');
const ThankYou = lazy(() => loadThankYou().then((module) => ({ default: module.ThankYou })));

/** A message that carries its own mark ("✓ Your ... submitted successfully!") gets no second one from the alert. */
function ownIcon(text: TitledText): false | undefined {
  return /^[✓✔✗✘]/u.test(text.title) ? false : undefined;
}

/** A titled message, or a one-line message ("✓ Your auto quote application has been submitted successfully!"). */
function OutcomeText({ text }: { text: TitledText }) {
  if (text.body === undefined) return <Box sx={{ fontWeight: 600 }}>{text.title}</Box>;
  return (
    <>
      <AlertTitle>{text.title}</AlertTitle>
      {text.body}
    </>
  );
}

interface WizardRendererProps {
  wizard: LoadedWizard;
}

export function WizardRenderer({ wizard }: WizardRendererProps) {
  const draftToken = useRef<string | null>(null);
  const { actorRef, snapshot } = useWizard(wizard, draftToken);
  const { context } = snapshot;
  const { send } = actorRef;
  const steps = wizard.steps;
  const step = steps[context.step];
  const kind = step ? stepKind(step) : 'form';
  const review = reviewIndex(steps);
  const sending = isSendingState(snapshot.value);
  const texts = wizard.ui.texts;
  const progress = useWizardProgress(wizard, actorRef, context.step, context.data, context.success, draftToken);
  const funnel = useRef<FunnelReporter | null>(null);
  useEffect(() => {
    if (!progress.settled) return;
    const reporter = startFunnelReporter(wizard, actorRef);
    funnel.current = reporter;
    return () => {
      funnel.current = null;
      reporter.stop();
    };
  }, [progress.settled, wizard, actorRef]);
  const { saveLater: saveProgress } = progress;
  const saveLater = useCallback(
    async (email: string, captchaToken: string) => {
      const result = await saveProgress(email, captchaToken);
      if (result.saved) funnel.current?.saved();
      return result;
    },
    [saveProgress],
  );

  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const labelOf = useCallback(
    (pointer: string) => fieldLabel(wizard.schema, wizard.ui.uiSchema, pointer),
    [wizard],
  );

  // Re-setting the same text would not be announced again, so the region is emptied first.
  const announcedPaths = useRef<readonly string[]>([]);
  const announce = useCallback((errors: readonly FieldError[]) => {
    announcedPaths.current = errors.map((error) => error.path);
    setAnnouncement('');
    window.setTimeout(() => setAnnouncement(describeFieldErrors(errors, labelOf)), 50);
  }, [labelOf]);
  // The text goes once a field it names is fixed.
  useEffect(() => {
    if (!isAnnouncementStale(announcedPaths.current, context.errors)) return;
    announcedPaths.current = [];
    setAnnouncement('');
  }, [context.errors]);

  useEffect(() => {
    if (kind === 'review') void Promise.all([loadSendingOverlay(), loadThankYou()]);
  }, [kind]);

  // Focus follows the step (not on first render, which would pull the page away from its banner).
  const shownStep = useRef(context.step);
  useEffect(() => {
    if (shownStep.current === context.step) return;
    shownStep.current = context.step;
    setAnnouncement('');
    const heading = headingRef.current;
    if (!heading) return;
    // The new step starts at the top of the screen (below the sticky header, via scroll-margin), and focus moves
    // to its heading so screen readers announce it.
    heading.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    heading.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [context.step]);

  useEffect(() => {
    const refusedStep = actorRef.on('step.refused', ({ errors }) => {
      announce(errors);
      // After React has drawn the now-touched errors.
      window.requestAnimationFrame(() => focusFirstField(errors.map((error) => error.path)));
    });
    const refusedSubmit = actorRef.on('submit.refused', ({ reason, errors }) => {
      if (reason === 'captcha') {
        // Spec 8: a submit without a captcha solution sends nothing and shows nothing.
        console.warn('Please complete the captcha verification before submitting.');
      } else {
        announce(errors);
      }
    });
    return () => {
      refusedStep.unsubscribe();
      refusedSubmit.unsubscribe();
    };
  }, [actorRef, announce]);

  const stepFields = step?.fields;
  const extraErrors = useMemo(
    () => toErrorSchema(visibleErrors(context.errors, context.touched)),
    [context.errors, context.touched],
  );
  const reviewSections = useMemo(
    () => (kind === 'review' ? buildReview(wizard.schema, wizard.ui.uiSchema, wizard.ui.review, context.data) : []),
    [kind, wizard, context.data],
  );

  // Every change passes the ui.json data rules (hidden fields removed, totals recomputed) before the machine
  // validates it, so the machine, the review and the payload never see a stale value.
  const uiSchema = wizard.ui.uiSchema;
  const onChange = useCallback(
    (event: IChangeEvent) => {
      if (isRecord(event.formData)) send({ type: 'data.changed', data: deriveData(uiSchema, event.formData) });
    },
    [send, uiSchema],
  );
  // Read at call time, not from the render: a widget's answer (a VIN decode) may arrive after later changes.
  const onUpdate = useCallback(
    (patch: DataPatch) =>
      send({ type: 'data.changed', data: deriveData(uiSchema, applyPatch(actorRef.getSnapshot().context.data, patch)) }),
    [actorRef, send, uiSchema],
  );
  // Text still held by a field (deferred-change.ts) reaches the machine before it moves or sends: flushSync commits
  // the form's change, and the change is reported to the machine as it commits.
  const onBack = useCallback(() => {
    flushSync(flushDeferredChanges);
    send({ type: 'step.back' });
  }, [send]);
  // Typed into the served form before it came to life: adopted as the visitor's answers. A field already left then
  // had its blur go unheard, but it was left as surely as one left now: it is touched, so its message shows. The
  // field still being written is not judged yet.
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptEarlyInput(formRef, (fields) => {
    const adopted = fields.flatMap((field) => {
      const pointer = fieldIdToPointer(field.id);
      return pointer === null ? [] : [{ pointer, field }];
    });
    if (adopted.length === 0) return;
    onUpdate(Object.fromEntries(adopted.map(({ pointer, field }) => [pointer, typedValue(wizard.schema, pointer, field)])));
    for (const { pointer, field } of adopted) {
      if (field !== field.ownerDocument.activeElement) send({ type: 'field.touched', path: pointer });
    }
  });
  const notices = useMemo(
    () => (kind === 'form' ? stepNotices(wizard.ui.notices, step?.id, context.data) : []),
    [kind, wizard, step, context.data],
  );
  useEffect(watchPresses, []);
  const onBlur = useCallback(
    (id: string) => {
      const pointer = fieldIdToPointer(id);
      if (pointer) afterPress(() => send({ type: 'field.touched', path: pointer }));
    },
    [send],
  );
  const onSolved = useCallback((token: string) => send({ type: 'captcha.solved', token }), [send]);
  const onCleared = useCallback(() => send({ type: 'captcha.cleared' }), [send]);

  // Next and Submit are the form's submit buttons, pressed or reached by Enter in a field.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flushSync(flushDeferredChanges);
    if (kind === 'review') send({ type: 'submit.requested' });
    else if (kind === 'form') send({ type: 'step.next' });
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3, boxShadow: '0 8px 24px rgba(15, 61, 103, 0.06)' }}
      data-testid="wizard"
      data-wizard-id={wizard.id}
    >
      <WizardHeader
        step={context.step}
        total={steps.length}
        title={step?.title ?? ''}
        headingId={headingId}
        headingRef={headingRef}
      />
      {kind !== 'thank-you' && (progress.hasProgress || progress.notice !== null) && (
        <Suspense fallback={null}>
          <SavedProgressBar
            notice={progress.notice}
            onDismissNotice={progress.dismissNotice}
            hasProgress={progress.hasProgress}
            onStartOver={progress.startOver}
            saveLater={saveLater}
            email={typeof context.data.email === 'string' ? context.data.email : ''}
              disabled={sending}
          />
        </Suspense>
      )}
      {/* The thank-you has nothing to submit: it is no form. */}
      <Box {...(kind === 'thank-you' ? { component: 'div' } : { component: 'form', ref: formRef, noValidate: true, onSubmit, 'aria-labelledby': headingId })}>
        {kind === 'form' && <StepNoticeList notices={notices} />}
        {kind === 'form' && (
          <StepForm
            wizard={wizard}
            fields={stepFields ?? NO_FIELDS}
            data={context.data}
            onChange={onChange}
            onBlur={onBlur}
            onUpdate={onUpdate}
            extraErrors={extraErrors}
          />
        )}

        {kind === 'review' && (
          <>
            <Suspense fallback={null}>
              <WizardReview sections={reviewSections} />
            </Suspense>
            {context.error && (
              <Alert severity="error" icon={ownIcon(texts.failure)} sx={{ mt: 3 }} data-testid="wizard-failure">
                <OutcomeText text={texts.failure} />
              </Alert>
            )}
            <CaptchaWidget token={context.captchaToken} onSolved={onSolved} onCleared={onCleared} />
          </>
        )}

        {kind === 'thank-you' && (
          <>
            {context.success && (
              <Alert severity="success" icon={ownIcon(texts.success)} sx={{ mb: 4 }} data-testid="wizard-success">
                <OutcomeText text={texts.success} />
              </Alert>
            )}
            <Suspense fallback={null}>
              <ThankYou texts={texts.thankYou} requestId={context.requestId} />
            </Suspense>
          </>
        )}

        {kind !== 'thank-you' && (
          <WizardNavigation
            showBack={context.step > 0 && context.step <= review}
            showNext={context.step < review}
            showSubmit={kind === 'review'}
            sending={sending}
            submitDisabled={sending || context.errors.length > 0 || !context.captchaToken}
            submitLabel={texts.submit}
            submittingLabel={texts.submitting}
            onBack={onBack}
          />
        )}
      </Box>
      <Box role="alert" aria-atomic="true" data-testid="wizard-announcer" sx={visuallyHidden}>
        {announcement}
      </Box>
      {sending && (
        <Suspense fallback={null}>
          <SendingOverlay open title={texts.overlay.title} lines={texts.overlay.lines} />
        </Suspense>
      )}
    </Paper>
  );
}
