/**
 * The browser's side of "Save and finish later": POST /api/drafts stores the answers on the server and e-mails a
 * link; GET /api/drafts/:token reads them back when the link is opened (docs/api.md#drafts).
 */
import type { FormData } from '../../../engine/wizard-machine';
import { isRecord } from '../../../json/json-value';
import type { FieldError } from '../../../schemas/field-errors';

export const DRAFTS_ENDPOINT = '/api/drafts';

export interface SaveDraftInput {
  wizardId: string;
  email: string;
  step: number;
  data: FormData;
  schemaVersion: string;
  captchaToken: string;
}

export type SaveDraftResult =
  | { saved: true; expiresAt: string }
  | { saved: false; errors: FieldError[]; message: string | null };

export async function saveDraft(input: SaveDraftInput, fetchImpl: typeof fetch = fetch): Promise<SaveDraftResult> {
  let response: Response;
  try {
    response = await fetchImpl(DRAFTS_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    return { saved: false, errors: [], message: 'We could not reach our server. Please check your connection and try again.' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 201 && isRecord(body) && typeof body.expiresAt === 'string') {
    return { saved: true, expiresAt: body.expiresAt };
  }
  const errors = isRecord(body) && Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : null;
  return {
    saved: false,
    errors,
    message: message ?? (errors.length > 0 ? null : 'Your answers could not be saved. Please try again in a minute.'),
  };
}

export interface LoadedDraft {
  wizardId: string;
  step: number;
  data: FormData;
  schemaVersion: string;
  savedAt: string;
}

/** The draft a resume link names, or null when there is none (never saved, expired, or already sent). */
export async function loadDraft(token: string, fetchImpl: typeof fetch = fetch): Promise<LoadedDraft | null> {
  const response = await fetchImpl(`${DRAFTS_ENDPOINT}/${encodeURIComponent(token)}`, { headers: { Accept: 'application/json' } });
  if (response.status === 404) return null;
  if (response.status !== 200) throw new Error(`The saved answers could not be read (${response.status}).`);
  const body: unknown = await response.json();
  if (
    !isRecord(body) ||
    typeof body.wizardId !== 'string' ||
    typeof body.step !== 'number' ||
    !isRecord(body.data) ||
    typeof body.schemaVersion !== 'string' ||
    typeof body.savedAt !== 'string'
  ) {
    throw new Error('The saved answers could not be read.');
  }
  return { wizardId: body.wizardId, step: body.step, data: body.data, schemaVersion: body.schemaVersion, savedAt: body.savedAt };
}
