/** When to try a failed e-mail again, and which failures are not worth trying again. */

/**
 * Exponential backoff with jitter: the wait doubles after every failed try (base, 2 x base, 4 x base ...) up to
 * `maxMs`; the first half of a wait is fixed and the second half random, so e-mails queued together during an outage
 * do not all hit the recovered server in the same second.
 */
export function retryDelayMs(failedTries: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, failedTries - 1);
  const full = Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 40));
  return Math.round(full / 2 + random() * (full / 2));
}

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null && name in error ? (error as Record<string, unknown>)[name] : undefined;
}

/**
 * A refusal that the same message would get again: the server rejected the recipient or the message with a 5xx
 * reply (503, a command out of sequence, is a session problem, not a verdict), or nodemailer refused the envelope
 * before talking to a server (an address it cannot use). Everything else (connection refused, timeouts, 4xx, a
 * rejected sender or failed login, which are the server's configuration and affect every message) is retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = field(error, 'code');
  const command = field(error, 'command');
  const responseCode = field(error, 'responseCode');
  if (code === 'EENVELOPE' && command === 'API') return true;
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return false;
  if (command !== 'RCPT TO' && command !== 'DATA') return false;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && responseCode !== 503;
}

/** One line for the outbox's last_error column and the log: the SMTP reply when there is one. */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const response = field(error, 'response');
  const code = field(error, 'code');
  const parts = [typeof code === 'string' ? `${code}: ${message}` : message];
  if (typeof response === 'string' && !message.includes(response)) parts.push(response);
  return parts.join(' - ').replace(/\s+/g, ' ').trim();
}
