/** What the workbench asks the API (api/routes/dev-workbench.ts, and the public validation endpoint). */
import { useEffect, useState } from 'react';

export interface WorkbenchProblem {
  rule?: string;
  file: string;
  pointer: string;
  problem: string;
  fix: string;
}

export interface WorkbenchWizard {
  id: string;
  title: string;
  route: string;
  steps: string[];
  fixtures: { file: string; data: Record<string, unknown> }[];
  problems: WorkbenchProblem[];
}

export interface WorkbenchEmail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Verdict {
  status: number;
  errors: { path: string; message: string }[];
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok && response.status !== 400 && response.status !== 422) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as T;
}

export const fetchWizards = () => fetch('/dev/workbench').then((response) => json<{ id: string; title: string; route: string }[]>(response));

export const fetchWizard = (id: string) => fetch(`/dev/workbench/${id}`).then((response) => json<WorkbenchWizard>(response));

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });

export const fetchEmails = (id: string, data: unknown) => post(`/dev/workbench/${id}/emails`, { data }).then((response) => json<WorkbenchEmail[]>(response));

/** The API's own verdict: `POST /api/forms/:id/validate`, the checks of a submission but the captcha. */
export async function fetchVerdict(id: string, data: unknown): Promise<Verdict> {
  const response = await post(`/api/forms/${id}/validate`, data);
  const body = await json<{ errors?: Verdict['errors'] }>(response);
  return { status: response.status, errors: body.errors ?? [] };
}

/** The value of `load()`, loaded again whenever `key` changes; undefined until it is there. */
export function useLoaded<T>(load: () => Promise<T>, key: unknown): { value?: T; error?: string } {
  const [state, setState] = useState<{ value?: T; error?: string }>({});
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ value }),
      (error: unknown) => current && setState({ error: String(error) }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function each render; `key` says when its result changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
