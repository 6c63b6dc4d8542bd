/**
 * Structured logs: one JSON object per line on stdout (pino), for a container's log collector.
 *
 * The logs never carry what visitors typed. Messages are written by our code and name things (wizard ids, request
 * ids, counts, route patterns), never field values. `detail` is either an error or a bag of fields built by our code;
 * an error is reduced to its name, code, message and stack (and its cause's), never its other properties: a PostgreSQL
 * error's `detail` ("Failing row contains (...)") and a failed query's parameters hold the row's values. Messages of
 * database errors that quote a value (`invalid input syntax for type uuid: "..."`) have the value removed, and as a
 * last safety net anything shaped like an e-mail address (an SMTP refusal names the recipient) is masked.
 */
import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import type { LogLevel } from './env';

export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

const EMAIL_ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[A-Za-z]{2,}/g;
/** `...: "value"` at the end of a message or before a line break: how PostgreSQL quotes an offending input. */
const QUOTED_VALUE = /: "(?:[^"\\]|\\.)*"/g;
const MAX_MESSAGE = 500;
const MAX_CAUSES = 3;

/** A string from our code that may still contain a visitor's address (an SMTP reply); masked, and kept short. */
export function scrubText(text: string): string {
  const masked = text.replace(EMAIL_ADDRESS, '[email]');
  return masked.length > MAX_MESSAGE ? `${masked.slice(0, MAX_MESSAGE)}…` : masked;
}

export interface SafeError {
  name: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

/** drizzle's DrizzleQueryError; database errors may carry a `query` too, but keep their own message. */
function isFailedQuery(error: Error): error is Error & { query: unknown } {
  return error.message.startsWith('Failed query: ') && 'query' in error && 'params' in error;
}

/** Name, code, message and stack of an error, with nothing of the data it was about. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { name: typeof error, message: '[a thrown value that is not an Error, omitted]' };
  let message = error.message;
  // drizzle's failed-query error: "Failed query: <sql>\nparams: <the values>". The SQL has placeholders only.
  if (isFailedQuery(error)) message = `Failed query: ${String(error.query)}`;
  message = scrubText(message.replace(QUOTED_VALUE, ': "[value]"'));
  const code = 'code' in error && (typeof error.code === 'string' || typeof error.code === 'number') ? String(error.code) : undefined;
  // The stack's first lines repeat the original message: only the frames are kept.
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  const safe: SafeError = { name: error.name, message };
  if (code !== undefined) safe.code = code;
  if (frames.length > 0) safe.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  if (error.cause !== undefined && depth < MAX_CAUSES) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** The fields a log line gets from `detail`: an error as `err`; a bag's numbers, booleans, short strings and errors. */
export function logFields(detail: unknown): Record<string, unknown> {
  if (detail === undefined) return {};
  if (detail instanceof Error || !isPlainObject(detail)) return { err: safeError(detail) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(detail)) {
    if (typeof value === 'number' || typeof value === 'boolean' || value === null) fields[key] = value;
    else if (typeof value === 'string') fields[key] = scrubText(value);
    else if (value instanceof Error) fields[key === 'error' ? 'err' : key] = safeError(value);
    // Nested objects and arrays are dropped: a bag is for fields named by our code, not for data.
  }
  return fields;
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const base: PinoLogger = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // `err` is already reduced by safeError; pino's own serializer would add back what it removed.
      serializers: { err: (value: unknown) => value },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
  const write = (at: 'debug' | 'info' | 'warn' | 'error', message: string, detail: unknown) => {
    if (!base.isLevelEnabled(at)) return;
    base[at](logFields(detail), scrubText(message));
  };
  return {
    debug: (message, detail) => write('debug', message, detail),
    info: (message, detail) => write('info', message, detail),
    warn: (message, detail) => write('warn', message, detail),
    error: (message, detail) => write('error', message, detail),
  };
}
