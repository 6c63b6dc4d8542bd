/** A levelled logger writing single lines to stdout/stderr; enough for a container's log collector. */
import type { LogLevel } from './env';

export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, detail: unknown) => {
    if (RANK[at] < RANK[level]) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase()} ${message}`;
    const sink = at === 'error' || at === 'warn' ? console.error : console.log;
    if (detail === undefined) sink(line);
    else sink(line, detail);
  };
  return {
    debug: (message, detail) => write('debug', message, detail),
    info: (message, detail) => write('info', message, detail),
    warn: (message, detail) => write('warn', message, detail),
    error: (message, detail) => write('error', message, detail),
  };
}
