/**
 * A logger whose lines a test reads instead of printing them: for tests that provoke errors on purpose, which assert
 * the lines they expect rather than fill the test output with stack traces.
 */
import { createLogger, type Logger } from '../../../api/logger';

export interface LogEntry {
  level: string;
  msg: string;
  [field: string]: unknown;
}

export interface CapturedLog {
  log: Logger;
  entries(): LogEntry[];
  /** The messages logged at `level`, in order. */
  messages(level: string): string[];
}

export function captureLog(): CapturedLog {
  const lines: string[] = [];
  const log = createLogger('debug', { write: (line: string) => void lines.push(line) });
  const entries = () => lines.map((line) => JSON.parse(line) as LogEntry);
  return {
    log,
    entries,
    messages: (level) => entries().filter((entry) => entry.level === level).map((entry) => entry.msg),
  };
}
