/**
 * The generic wizard renderer: draws any wizard from its folder (bundled schema, ui.json, step machine).
 *
 * - Every form step renders the whole schema with rjsf; fields of other steps render nothing (step-ui-schema.ts),
 *   so one rjsf form keeps the data across steps.
 * - Input reaches the machine one way, through the renderer's input channel (typing/input-channel.ts): typed text,
 *   every change of the answers (passing the ui.json data rules), blurs, and the events of Next, Back and Submit,
 *   sent once every typed key has arrived. Widgets that fill other fields (a VIN decode) make ONE change of all of
 *   them, so it is validated once.
 * - rjsf never validates. The machine validates every change; the form shows the machine's errors of touched
 *   fields (`extraErrors`). A refused Next touches the whole step, focuses the first invalid field and announces
 *   the errors (step/use-refusals.ts).
 * - The step's notices (ui.json `notices`) sit above its fields, their text following the data.
 * - Progress survives (use-kept-progress.ts): each step is a history entry, the answers are saved on the device as
 *   the visitor types and, on request, on the server behind an e-mailed link; "Start over" throws them away.
 * - The funnel (funnel-reporter.ts) counts the steps the visitor reaches, completes, is refused on and leaves on.
 * - Everything sits in one <form> whose submit button is the step's Next (the review's Submit): Enter in a field
 *   moves on, or shows the step's errors, as on any web form.
 */
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { isSendingState } from '../../engine/wizard-machine';
import { reviewIndex, stepKind, type TitledText } from '../../engine/wizard-ui';
import { visuallyHidden } from '../components/visually-hidden';
import { CaptchaWidget } from '../captcha/captcha-widget';
import { toErrorSchema, visibleErrors } from './form/error-schema';
import { fieldIdToPointer } from './form/field-ids';
import { fieldLabel } from '../../engine/review/field-labels';
import { useAdoptEarlyInput } from './typing/early-input';
import { createInputChannel } from './typing/input-channel';
import { typedValue } from './typing/typed-value';
import type { LoadedWizard } from './load-wizard';
import { buildReview } from '../../engine/review/review-summary';
import { StepForm } from './step-form';
import { StepNoticeList } from './step/step-notice-list';
import { stepNotices } from './step/step-notices';
import { useFunnelReport } from './funnel-reporter';
import { useWizard } from './use-wizard';
import { useKeptProgress } from './progress/use-kept-progress';
import { WizardHeader } from './step/wizard-header';
import { WizardNavigation } from './step/wizard-navigation';
import { useRefusals } from './step/use-refusals';
import { useStepFocus } from './step/use-step-focus';

const NO_FIELDS: readonly string[] = [];

// What only the end of a wizard shows loads when the visitor gets there: the review with the step, the sending
// overlay and the thank-you step as soon as the review is reached, so submitting never waits for code.
const WizardReview = lazy(() => import('./review/wizard-review').then((module) => ({ default: module.WizardReview })));
const loadSendingOverlay = () => import('./sending/sending-overlay');
const SendingOverlay = lazy(() => loadSendingOverlay().then((module) => ({ default: module.SendingOverlay })));
// Saved progress shows only once there is some (or a restored notice), never in the served page.
const SavedProgressBar = lazy(() => import('./progress/saved-progress-bar').then((module) => ({ default: module.SavedProgressBar })));
const loadThankYou = () => import('./sending/thank-you');
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
  const steps = wizard.steps;
  const step = steps[context.step];
  const kind = step ? stepKind(step) : 'form';
  const review = reviewIndex(steps);
  const sending = isSendingState(snapshot.value);
  const texts = wizard.ui.texts;
  const [input] = useState(() => createInputChannel(actorRef, wizard.ui.uiSchema));
  useEffect(() => input.watchPresses(document), [input]);
  const progress = useKeptProgress(wizard, actorRef, input, context.step, context.data, context.success, draftToken);
  const funnel = useFunnelReport(wizard, actorRef, progress.settled);
  const { saveLater: saveProgress } = progress;
  const saveLater = useCallback(
    async (email: string, captchaToken: string) => {
      const result = await saveProgress(email, captchaToken);
      if (result.saved) funnel.saved();
      return result;
    },
    [saveProgress, funnel],
  );

  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useStepFocus(headingRef, context.step);
  const labelOf = useCallback((pointer: string) => fieldLabel(wizard.schema, wizard.ui.uiSchema, pointer), [wizard]);
  const announcement = useRefusals(actorRef, labelOf, context.errors, context.step);

  useEffect(() => {
    if (kind === 'review') void Promise.all([loadSendingOverlay(), loadThankYou()]);
  }, [kind]);

  const stepFields = step?.fields;
  const extraErrors = useMemo(
    () => toErrorSchema(visibleErrors(context.errors, context.touched)),
    [context.errors, context.touched],
  );
  const reviewSections = useMemo(
    () => (kind === 'review' ? buildReview(wizard.schema, wizard.ui.uiSchema, wizard.ui.review, context.data) : []),
    [kind, wizard, context.data],
  );

  const onBack = useCallback(() => input.send({ type: 'step.back' }), [input]);
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
    input.patch(Object.fromEntries(adopted.map(({ pointer, field }) => [pointer, typedValue(wizard.schema, pointer, field)])));
    for (const { pointer, field } of adopted) {
      if (field !== field.ownerDocument.activeElement) input.touch(pointer);
    }
  });
  const notices = useMemo(
    () => (kind === 'form' ? stepNotices(wizard.ui.notices, step?.id, context.data) : []),
    [kind, wizard, step, context.data],
  );
  const onSolved = useCallback((token: string) => input.send({ type: 'captcha.solved', token }), [input]);
  const onCleared = useCallback(() => input.send({ type: 'captcha.cleared' }), [input]);

  // Next and Submit are the form's submit buttons, pressed or reached by Enter in a field.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (kind === 'review') input.send({ type: 'submit.requested' });
    else if (kind === 'form') input.send({ type: 'step.next' });
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
            extraErrors={extraErrors}
            input={input}
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
