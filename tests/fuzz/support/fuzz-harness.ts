/**
 * What every fuzz file shares: the app on a fresh database (in-memory PGlite unless a file names another back end),
 * a supply of solved captchas, the row counts that tell whether a request stored anything, and the checks every
 * answer must pass.
 */
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { resultRows } from '../../../api/db/database';
import { attachments, captchaSolutions, contactMessages, newsletterSubscriptions, outbox, submissions } from '../../../api/db/schema';
import { pgliteBackend, type Backend, type OpenedBackend } from '../../api/support/backends';
import { deriveKeySync, solveCaptcha } from '../../api/support/captcha';
import { buildTestApp } from '../../api/support/test-app';
import type { JsonNode } from './json-text';
import { applyEdits, writeBody, type RequestCase } from './mutations';
import { FUZZ_APP_ENV } from './settings';
import { isRecord } from '../../../json/json-value';

export interface StoredCounts {
  submissions: number;
  attachments: number;
  captchaSolutions: number;
  newsletter: number;
  contact: number;
  outbox: number;
}

export interface Answer {
  status: number;
  body: unknown;
  /** Everything wrong with the answer itself; empty when it is fine. */
  problems: string[];
}

/** The longest message a person can be expected to read; a longer one is echoing the input. */
const MAX_MESSAGE_LENGTH = 400;


/**
 * Why a message is not a clear sentence for a person, or null when it is one. A field message comes from the
 * schemas and never quotes the input, so it must not show program internals either; a message about a malformed
 * body may quote a few characters of it.
 */
export function unclearMessage(message: unknown, kind: 'field' | 'body' = 'body'): string | null {
  if (typeof message !== 'string' || message.trim() === '') return `message ${JSON.stringify(message)} is empty or not text`;
  if (message.length > MAX_MESSAGE_LENGTH) return `message of ${message.length} characters`;
  if (kind === 'field' && /\[object |undefined|null|NaN|\$\{/.test(message)) {
    return `message ${JSON.stringify(message)} shows program internals`;
  }
  return null;
}

function fieldErrorProblems(errors: unknown): string[] {
  if (!Array.isArray(errors) || errors.length === 0) return [`errors ${JSON.stringify(errors)?.slice(0, 200)} is not a non-empty list`];
  return errors.flatMap((error, i) => {
    if (!isRecord(error) || typeof error.path !== 'string') return [`errors[${i}] has no path`];
    const unclear = unclearMessage(error.message, 'field');
    return unclear ? [`errors[${i}] (${error.path.slice(0, 100)}): ${unclear}`] : [];
  });
}

/**
 * Reads an answer and lists what is wrong with it: no 5xx, always a JSON object, and every refusal says why, with a
 * top-level `message` or field errors that each carry one.
 */
export async function readAnswer(response: Response): Promise<Answer> {
  const problems: string[] = [];
  const { status } = response;
  if (status >= 500) problems.push(`server error ${status}`);
  const text = await response.text();
  // A CORS preflight is answered 204 with no body.
  if (status === 204) return { status, body: text, problems: text === '' ? problems : ['a 204 with a body'] };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push(`body is not JSON: ${text.slice(0, 200)}`);
    return { status, body: text, problems };
  }
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) problems.push('Content-Type is not JSON');
  if (!isRecord(body)) {
    problems.push('body is not a JSON object');
    return { status, body, problems };
  }
  if (status >= 400) {
    if (typeof body.error !== 'string' || body.error === '') problems.push('no error code');
    if ('errors' in body) problems.push(...fieldErrorProblems(body.errors));
    else {
      const unclear = unclearMessage(body.message);
      if (unclear) problems.push(unclear);
    }
  }
  return { status, body, problems };
}

/** A short, printable account of a body for a failure report. */
export function preview(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text.length > 600 ? `${text.slice(0, 600)}... (${text.length} characters)` : text;
}

const OBJECT_PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join();

/** Prototype pollution shows as a key added to Object.prototype, or a property every object suddenly has. */
export function prototypeProblems(): string[] {
  const problems: string[] = [];
  if (Object.getOwnPropertyNames(Object.prototype).sort().join() !== OBJECT_PROTOTYPE_KEYS) {
    problems.push('Object.prototype gained properties');
  }
  const probe: Record<string, unknown> = {};
  if (probe.polluted !== undefined) problems.push('every object has a "polluted" property');
  return problems;
}

const COUNTED = {
  submissions,
  attachments,
  captchaSolutions,
  newsletter: newsletterSubscriptions,
  contact: contactMessages,
  outbox,
} as const;

/** The tables a request can write to, and the change a 201 must have made to them. */
export type StoreRule = 'nothing' | 'submission' | 'contact' | 'newsletter';

/**
 * What the request did to the database, against what its answer says: nothing unless 201, and a 201 stored its
 * row and used its captcha solution. (A newsletter address already subscribed is answered 201 without a new row.)
 */
export function storeProblems(rule: StoreRule, status: number, before: StoredCounts, after: StoredCounts): string[] {
  const changed = (Object.keys(before) as (keyof StoredCounts)[]).filter((table) => before[table] !== after[table]);
  if (rule === 'nothing' || status !== 201) {
    return changed.length === 0 ? [] : [`answered ${status} but changed ${changed.join(', ')}`];
  }
  const problems: string[] = [];
  const grew = (table: keyof StoredCounts, by: number) => {
    if (after[table] - before[table] !== by) problems.push(`201 but ${table} went from ${before[table]} to ${after[table]}`);
  };
  grew('captchaSolutions', 1);
  if (rule === 'submission') grew('submissions', 1);
  if (rule === 'contact') grew('contact', 1);
  if (rule === 'newsletter' && after.newsletter - before.newsletter > 1) problems.push('201 stored several subscriptions');
  return problems;
}

/** Solved captchas, one at a time: the same solution serves every refused request and is replaced once used. */
class CaptchaSupply {
  private token: Promise<string> | undefined;
  private solvedAt = 0;

  constructor(private readonly app: () => Hono) {}

  /** The current solution; a fresh one when the last was used or is near its 60-second expiry. */
  current(): Promise<string> {
    if (!this.token || Date.now() - this.solvedAt > 30_000) {
      this.solvedAt = Date.now();
      this.token = solveCaptcha(async () => this.app().request('/api/captcha/challenge'), deriveKeySync);
    }
    return this.token;
  }

  used(): void {
    this.token = undefined;
  }
}

/** The app on its own fresh database of `backend` for one test file. Call at the top of the file (or its suite). */
export function useFuzzApp(backend: Backend = pgliteBackend) {
  let opened: OpenedBackend | undefined;
  let built: Hono | undefined;

  beforeAll(async () => {
    opened = await backend.open();
    built = buildTestApp(opened.database, { ...opened.envSource, ...FUZZ_APP_ENV });
  });

  afterAll(async () => {
    await opened?.dispose();
  });

  const app = () => {
    if (!built) throw new Error('the fuzz app is used before its beforeAll ran');
    return built;
  };

  // One query for every table: counted before and after each of thousands of requests.
  const countAll = sql`select ${sql.join(
    Object.entries(COUNTED).map(([name, table]) => sql`(select count(*)::int from ${table}) as ${sql.identifier(name)}`),
    sql`, `,
  )}`;
  const counts = async (): Promise<StoredCounts> => {
    if (!opened) throw new Error('the fuzz app is used before its beforeAll ran');
    const [row] = resultRows<StoredCounts>(await opened.database.db.execute(countAll));
    if (!row) throw new Error('the row counts came back empty');
    return row;
  };

  /** POSTs raw bytes, with the given Content-Type or none at all. */
  const send = (path: string, body: Uint8Array<ArrayBuffer>, contentType: string | null) =>
    app().request(path, {
      method: 'POST',
      headers: contentType === null ? {} : { 'content-type': contentType },
      body,
    });

  const healthy = async () => (await app().request('/api/health')).status === 200;

  return { app, counts, send, healthy, captcha: new CaptchaSupply(app) };
}

/**
 * Sends one fuzz case to `path` and throws, naming the case, when the answer breaks a rule: a 5xx, an unclear refusal,
 * a row stored other than with a 201, a polluted prototype, a dry run without a verdict.
 */
export async function runFuzzCase(
  harness: ReturnType<typeof useFuzzApp>,
  path: string,
  rule: StoreRule,
  base: JsonNode,
  fuzzCase: RequestCase,
): Promise<void> {
  const { tree, notes } = applyEdits(base, fuzzCase.edits);
  const body = writeBody(tree, fuzzCase.body, await harness.captcha.current());
  const before = await harness.counts();
  const answer = await readAnswer(await harness.send(path, body, fuzzCase.contentType));
  const after = await harness.counts();
  if (answer.status === 201) harness.captcha.used();
  const problems = [...answer.problems, ...storeProblems(rule, answer.status, before, after), ...prototypeProblems()];
  if (rule === 'nothing' && answer.status === 200) {
    const verdict = answer.body as { valid?: unknown; errors?: unknown };
    if (verdict.valid !== true && verdict.valid !== false) problems.push('a dry run answered 200 without a verdict');
  }
  if (problems.length > 0) {
    throw new Error(`${notes.join('; ')} -> ${answer.status} ${preview(answer.body)}\n${problems.join('\n')}`);
  }
}
