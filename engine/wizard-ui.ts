/**
 * The shape of a wizard's ui.json: the rjsf uiSchema plus everything the generic renderer and the API need to
 * present the wizard without knowing which one it is (route, endpoint alias, steps, review layout, texts).
 * `wizardUiSchema` is checked by the contract suite and when the API starts, so a malformed ui.json fails early.
 */
import type { PipelineStatus } from '../config/request-pipelines';

export type StepKind = 'form' | 'review' | 'thank-you';

export interface WizardStep {
  id: string;
  title: string;
  /** Defaults to "form". */
  kind?: StepKind;
  /**
   * JSON Pointers of the payload fields this step edits and validates: the notation of the API's error paths, so a
   * step's errors and its touched fields are prefix tests, in the browser and the API alike.
   */
  fields?: string[];
}

/** How a review section lays out its lists of objects (vehicles, drivers ...). */
export type ReviewColumns = 'by-count';

export interface ReviewSection {
  title: string;
  fields: string[];
  /**
   * "by-count": each field that is a list of objects shows its items side by side, one column per item
   * (1 to 4; 4 or more items -> 4 columns; one column on phones), each titled like the form heads it ("Vehicle 2").
   * Without it, the items' fields are rows labelled "Year (Vehicle 2)".
   */
  columns?: ReviewColumns;
}

/** A box with a title; quote wizards have one-line outcome messages, so the body is optional. */
export interface TitledText {
  title: string;
  body?: string;
}

export interface WizardTexts {
  submit: string;
  submitting: string;
  overlay: { title?: string; lines: string[] };
  success: TitledText;
  failure: TitledText;
  thankYou: { title: string; body: string; requestIdLabel: string; saveNote: string };
}

/**
 * A notice shown above a step's fields whose text depends on the value of one field, e.g. "documents are
 * required" for some actions and "optional" otherwise, or the documents recommended for a change type.
 * Each entry of `cases` (and `otherwise`) is a list of lines: one line renders as a paragraph, several as a list.
 */
export interface StepNotice {
  /** Id of the step the notice is shown on. */
  step: string;
  title?: string;
  /** JSON Pointer of the field whose value picks the text. */
  field: string;
  cases: Record<string, string[]>;
  /** Text when the value matches no case (or is empty); no notice when absent. */
  otherwise?: string[];
  /** Lines shown whatever the value, after the chosen ones. */
  always?: string[];
}

export interface WizardUi {
  title: string;
  /** Browser route of the page hosting the wizard. */
  route: string;
  /** Seed-compatible API alias accepting the same payload as POST /api/forms/:id. */
  endpoint: string;
  requestIdPrefix: string;
  /** The wizard whose customer confirmation `/dev/email-template` previews when none is named (the first one flagged). */
  emailPreview?: boolean;
  /** The statuses of its requests in the staff inbox, when not its group's (config/request-pipelines.ts). */
  pipeline?: PipelineStatus[];
  steps: WizardStep[];
  notices?: StepNotice[];
  review: ReviewSection[];
  texts: WizardTexts;
  /**
   * The rjsf uiSchema. Besides rjsf's own keys, the generic renderer (src/wizard) reads these `ui:options`
   * (fields are named by relative JSON Pointers, resolved from the field carrying the option, so one entry works in
   * every item of a list):
   * - `width`: "half" of a row from the small breakpoint up, or "third" of a row from the medium one (half a row
   *   between the two).
   * - `showWhen: { field, in }`: the field is drawn, kept in the data and reviewed only while the value of `field`
   *   is one of `in` (strings, booleans, numbers; compared strictly). Otherwise its value is removed from the data.
   *   The schema must not require a field that can be hidden; an if/then rule requires it where it is shown.
   * - `"ui:widget": "toggle-list"` on a boolean, with `list` (the array it governs), optional `confirm: { message,
   *   confirmLabel, cancelLabel }` and `addFirstItem`: a switch; turning it on adds one empty item when
   *   `addFirstItem` is true, or is absent and the list's `minItems` >= 1; turning it off with items asks to confirm
   *   and clears the list.
   * - `"ui:widget": "computed"` with `sumOf: { list, property }` or `countOf: list`: a read-only value the renderer
   *   keeps up to date in the data on every change (missing values count 0, a missing list counts 0).
   * - `format: "currency"` on a number: a "$" adornment in the form, US dollars in the review.
   * - Lists: `itemTitle`, `addLabel`. Vehicle pickers and VIN: see src/wizard/widgets/vehicle/vehicle-widgets.tsx, vin-widget.tsx.
   * - `"ui:widget": "zip"` with `fill: { city, state }`: a ZIP code field that fills those fields from the API's
   *   ZIP code table, where they are empty (src/wizard/widgets/zip-widget.tsx).
   */
  uiSchema: Record<string, unknown>;
}

/** The JSON Schema of ui.json: the API checks every folder at start-up, the browser each wizard it loads. */
export { default as wizardUiSchema } from './wizard-ui.schema.json' with { type: 'json' };

export function stepKind(step: WizardStep): StepKind {
  return step.kind ?? 'form';
}

/** A step as JSON gives it (`kind` is a plain string there); `parseSteps` checks it. */
export interface StepJson {
  id: string;
  title: string;
  kind?: string;
  fields?: string[];
}

const STEP_KINDS: readonly string[] = ['form', 'review', 'thank-you'] satisfies StepKind[];

function isStepKind(kind: string): kind is StepKind {
  return STEP_KINDS.includes(kind);
}

export function parseSteps(steps: readonly StepJson[]): WizardStep[] {
  return steps.map((step) => {
    if (step.kind !== undefined && !isStepKind(step.kind)) {
      throw new Error(`Step "${step.id}" has an unknown kind "${step.kind}"`);
    }
    // A fragment's `@name` is its fields by now: expanded in the folder's check (engine/fragment-ui.ts) and, for the
    // machine's own import of ui.json, by the build (scripts/build-time-modules.ts).
    return { ...step, kind: step.kind };
  });
}

/** Index of the review step; every wizard has exactly one, right before the thank-you step. */
export function reviewIndex(steps: readonly WizardStep[]): number {
  return steps.findIndex((step) => stepKind(step) === 'review');
}

/** The lines of a notice for the current value of its field, or null when the notice has nothing to say. */
export function noticeLines(notice: StepNotice, value: unknown): string[] | null {
  const chosen = typeof value === 'string' && value in notice.cases ? notice.cases[value] : notice.otherwise;
  const lines = [...(chosen ?? []), ...(notice.always ?? [])];
  return lines.length > 0 ? lines : null;
}
