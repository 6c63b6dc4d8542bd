/**
 * The kinds of request the inbox holds: every wizard of the registry (a new folder is a new kind, with no code for it)
 * and the contact form. Each has its title and the pipeline of statuses its requests move through: the wizard's own
 * (ui.json `pipeline`) or its group's, and the contact form's (config/request-pipelines.ts).
 */
import { defaultPipelines, type Pipeline } from '../../config/request-pipelines';
import type { RequestKindView } from '../../schemas/staff-api';
import type { Wizard, WizardRegistry } from '../wizards/registry';

export const CONTACT_KIND = 'contact';
/** The newsletter's subscribers are no request of the inbox, but their signups are events for webhooks and the audit. */
export const NEWSLETTER_KIND = 'newsletter';
export const CONTACT_TITLE = 'Contact message';
/** The request ids of contact messages: the inbox gives them one of the wizards' shape. */
export const CONTACT_REQUEST_ID_PREFIX = 'MSG';

export interface RequestKind {
  kind: string;
  title: string;
  group: RequestKindView['group'];
  pipeline: Pipeline;
  /** The wizard, for a wizard's requests. */
  wizard?: Wizard;
}

export interface RequestKinds {
  list(): readonly RequestKind[];
  get(kind: string): RequestKind | undefined;
}

export function requestKinds(registry: WizardRegistry): RequestKinds {
  const kinds: RequestKind[] = [
    ...registry.list().map((wizard) => ({ kind: wizard.id, title: wizard.ui.title, group: wizard.group, pipeline: wizard.pipeline, wizard })),
    { kind: CONTACT_KIND, title: CONTACT_TITLE, group: 'contact', pipeline: defaultPipelines.contact },
  ];
  const byKind = new Map(kinds.map((kind) => [kind.kind, kind]));
  return { list: () => kinds, get: (kind) => byKind.get(kind) };
}

export function kindView({ kind, title, group, pipeline }: RequestKind): RequestKindView {
  return { kind, title, group, pipeline: pipeline.map((status) => ({ key: status.key, label: status.label, closed: status.closed === true })) };
}

/** Whether `status` closes a request of this pipeline; an unknown status (a pipeline changed since) counts as open. */
export function isClosing(pipeline: Pipeline, status: string): boolean {
  return pipeline.some((entry) => entry.key === status && entry.closed === true);
}
