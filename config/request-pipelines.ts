/**
 * How the agency works a request: the statuses it moves through in the staff inbox, per group of requests. A wizard
 * takes its group's pipeline (its page.json `placement.group`) unless its ui.json sets a `pipeline` of its own; the
 * contact form has one here. Every pipeline starts with `new` (a request nobody has answered yet: the inbox counts the
 * time to first response from it, and alerts the owners about requests that stay in it) and ends in at least one
 * closing status (`closed`: the request is no longer open). Pure data.
 */

export interface PipelineStatus {
  /** Stored with the request: lower case with hyphens. */
  key: string;
  label: string;
  /** The request is done once it has this status. */
  closed?: boolean;
}

export type Pipeline = readonly PipelineStatus[];

export const NEW_STATUS = 'new';

export const defaultPipelines: Readonly<Record<'quote' | 'policy-change' | 'contact', Pipeline>> = {
  quote: [
    { key: 'new', label: 'New' },
    { key: 'contacted', label: 'Contacted' },
    { key: 'quoted', label: 'Quoted' },
    { key: 'won', label: 'Won', closed: true },
    { key: 'lost', label: 'Lost', closed: true },
  ],
  'policy-change': [
    { key: 'new', label: 'New' },
    { key: 'in-progress', label: 'In progress' },
    { key: 'done', label: 'Done', closed: true },
  ],
  contact: [
    { key: 'new', label: 'New' },
    { key: 'answered', label: 'Answered', closed: true },
  ],
};

/** What is wrong with a pipeline, in words for whoever wrote it; none when it is sound. */
export function pipelineProblems(pipeline: Pipeline): string[] {
  const problems: string[] = [];
  if (pipeline[0]?.key !== NEW_STATUS) problems.push(`the first status must be "${NEW_STATUS}"`);
  const keys = pipeline.map((status) => status.key);
  const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
  if (repeated.length > 0) problems.push(`status keys must differ: ${[...new Set(repeated)].join(', ')} appear twice`);
  if (pipeline[0]?.closed) problems.push(`"${NEW_STATUS}" cannot be a closing status`);
  if (!pipeline.some((status) => status.closed)) problems.push('at least one status must be closing ("closed": true)');
  return problems;
}
