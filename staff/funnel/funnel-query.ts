/**
 * What the funnel page shows, kept in the address's query string so that a link to it shows the same figures: the
 * wizard, the first and last day (the API's last days when none are given) and the schema version (all of them
 * together when none is). It also works out the chart's bars and the shares the table shows.
 */
import type { FunnelVersionView, FunnelView, RequestKindView } from '../../schemas/staff-api';

/** The wizard shown first: the one whose funnel the agency watches most. */
const PREFERRED_WIZARD = 'commercial-quote';

export interface FunnelQuery {
  wizard: string;
  /** Days at the office, YYYY-MM-DD; '' for the API's default range. */
  from: string;
  to: string;
  /** A schema version, or '' for all versions together. */
  version: string;
}

export interface WizardChoice {
  id: string;
  title: string;
}

/** The wizards among the kinds of request: every kind but the contact form, a wizard's kind being its id. */
export function wizardsOf(kinds: readonly RequestKindView[]): WizardChoice[] {
  return kinds.filter((kind) => kind.group !== 'contact').map((kind) => ({ id: kind.kind, title: kind.title }));
}

export function defaultWizard(wizards: readonly WizardChoice[]): string {
  return wizards.find((wizard) => wizard.id === PREFERRED_WIZARD)?.id ?? wizards[0]?.id ?? '';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const VERSION = /^[0-9a-f]{16}$/;

/** The query of an address; what is not understood is left at its default. */
export function readFunnelQuery(params: URLSearchParams, wizards: readonly WizardChoice[]): FunnelQuery {
  const wizard = params.get('wizard') ?? '';
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? (params.get(name) as string) : '');
  return {
    wizard: wizards.some((choice) => choice.id === wizard) ? wizard : defaultWizard(wizards),
    from: day('from'),
    to: day('to'),
    version: VERSION.test(params.get('version') ?? '') ? (params.get('version') as string) : '',
  };
}

/** The address's query of a view, without its defaults. */
export function writeFunnelQuery(query: FunnelQuery, wizards: readonly WizardChoice[]): URLSearchParams {
  const params = new URLSearchParams();
  if (query.wizard && query.wizard !== defaultWizard(wizards)) params.set('wizard', query.wizard);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.version) params.set('version', query.version);
  return params;
}

/** GET /api/staff/funnel's query: the wizard always (the API has no default one), the days when chosen. */
export function apiQuery(query: FunnelQuery): string {
  const params = new URLSearchParams({ wizard: query.wizard });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params.toString();
}

export type FunnelVersion = FunnelView['versions'][number];

/** The figures of the version asked for, or of all versions together when it is not in the range. */
export function figuresOf(view: FunnelView, version: string): FunnelVersionView | FunnelVersion {
  return view.versions.find((entry) => entry.schemaVersion === version) ?? view;
}

/** Whether anything at all was counted. */
export function nothingCounted(figures: FunnelVersionView): boolean {
  return figures.started === 0 && figures.submitted === 0 && figures.steps.every((step) => step.shown === 0 && step.left === 0);
}

export interface FunnelBar {
  label: string;
  /** Visitors who reached it and went on (to the next step, or to submit). */
  wentOn: number;
  /** Visitors who reached it and went no further. */
  droppedOff: number;
}

/** The chart's bars: started, each step reached (split into who went on and who dropped off there), submitted. */
export function funnelBars(figures: FunnelVersionView): FunnelBar[] {
  return [
    { label: 'Started', wentOn: figures.started, droppedOff: 0 },
    ...figures.steps.map((step) => ({ label: step.title, wentOn: Math.max(0, step.shown - step.dropOff), droppedOff: step.dropOff })),
    { label: 'Submitted', wentOn: figures.submitted, droppedOff: 0 },
  ];
}

/** "25%" of a whole; "—" of none. */
export function share(part: number, whole: number): string {
  if (whole <= 0) return '—';
  return `${Math.round((part / whole) * 100)}%`;
}
