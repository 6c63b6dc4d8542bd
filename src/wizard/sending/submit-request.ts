/**
 * The submission the renderer provides to the step machine: POST the payload with the captcha solution to the
 * wizard's endpoint. Only `201 { requestId }` counts as success; anything else throws, and the machine shows the
 * failure box and asks for a fresh captcha. Answers resumed from a saved draft name its token (DRAFT_TOKEN_HEADER),
 * so the server deletes the draft with the same write that stores the request.
 */
import { DRAFT_TOKEN_HEADER } from '../../../engine/drafts';
import type { SubmitInput, SubmitOutput } from '../../../engine/wizard-machine';

export class SubmitError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SubmitError';
  }
}

export async function submitRequest(
  endpoint: string,
  { data, captchaToken }: SubmitInput,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
  draftToken: string | null = null,
): Promise<SubmitOutput> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(draftToken === null ? {} : { [DRAFT_TOKEN_HEADER]: draftToken }),
      },
      body: JSON.stringify({ ...data, captchaToken }),
      signal,
    });
  } catch (cause) {
    throw new SubmitError(`Network error: ${cause instanceof Error ? cause.message : String(cause)}`, null);
  }
  if (response.status !== 201) {
    const detail = await response.text().catch(() => '');
    throw new SubmitError(`Submission answered ${response.status} ${detail}`.trim(), response.status);
  }
  const body: unknown = await response.json().catch(() => null);
  const requestId =
    body !== null && typeof body === 'object' && 'requestId' in body && typeof body.requestId === 'string'
      ? body.requestId
      : null;
  return { requestId };
}
