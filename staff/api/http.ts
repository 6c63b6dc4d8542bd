/**
 * The inbox's one way to its API (/api/staff): JSON in and out, the API's own message in every error, and the end of
 * a session heard in one place. A 401 anywhere means the session is gone (signed out, expired, or the member
 * removed): the app is told, and sends the person to sign in. A 403 `enrolment_required` means the sign-in set-up is
 * not finished: the app sends them there.
 */
import { isRecord } from '../../json/json-value';
import { apiErrorMessage } from './error-messages';

export const STAFF_API = '/api/staff';

interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly fieldErrors: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type SessionProblem = 'signed-out' | 'set-up-required';

let sessionListener: ((problem: SessionProblem) => void) | undefined;

/** Who hears that the session ended or needs its set-up (the app's router); one listener at a time. */
export function listenForSessionProblems(listener: (problem: SessionProblem) => void): () => void {
  sessionListener = listener;
  return () => {
    if (sessionListener === listener) sessionListener = undefined;
  };
}

export function reportSessionProblem(problem: SessionProblem): void {
  sessionListener?.(problem);
}

function fieldErrorsOf(payload: Record<string, unknown>): FieldError[] {
  const errors = payload.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry) =>
    isRecord(entry) && typeof entry.message === 'string' ? [{ path: String(entry.path ?? ''), message: entry.message }] : [],
  );
}

/** The error of an answer that is not a success: the API's message, else its first field's, else one for its status. */
export function errorOf(status: number, payload: unknown): ApiError {
  const body = isRecord(payload) ? payload : {};
  const code = typeof body.error === 'string' ? body.error : typeof body.code === 'string' ? body.code : undefined;
  const fields = fieldErrorsOf(body);
  const message = apiErrorMessage(status, code, typeof body.message === 'string' ? body.message : fields[0]?.message);
  return new ApiError(message, status, code, fields);
}

export const UNREACHABLE = 'The inbox could not reach the server. Check the connection, then try again.';

interface RequestOptions {
  signal?: AbortSignal;
}

async function send<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${STAFF_API}${path}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(UNREACHABLE, 0, 'unreachable');
  }
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return payload as T;
  const error = errorOf(response.status, payload);
  if (response.status === 401) reportSessionProblem('signed-out');
  if (response.status === 403 && error.code === 'enrolment_required') reportSessionProblem('set-up-required');
  throw error;
}

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => send<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown, options: RequestOptions = {}) => send<T>('POST', path, body, options),
  patch: <T>(path: string, body: unknown, options: RequestOptions = {}) => send<T>('PATCH', path, body, options),
  delete: (path: string, options: RequestOptions = {}) => send<void>('DELETE', path, undefined, options),
};

/** The address of a GET the browser itself follows (a download), with its query. */
export function apiUrl(path: string, query?: URLSearchParams): string {
  const search = query?.toString();
  return `${STAFF_API}${path}${search ? `?${search}` : ''}`;
}
