import { describe, expect, it } from 'vitest';
import { describeFailure, isPermanentFailure, retryDelayMs } from './retry-policy';

describe('retryDelayMs', () => {
  it('doubles from the base up to the cap, with half of it random', () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4].map((tries) => retryDelayMs(tries, 1000, 60_000, high))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map((tries) => retryDelayMs(tries, 1000, 60_000, low))).toEqual([500, 1000, 2000, 4000]);
    expect(retryDelayMs(30, 1000, 60_000, high)).toBe(60_000);
    expect(retryDelayMs(1000, 1000, 60_000, high)).toBe(60_000);
  });

  it('spans two to four hours over the default ten tries', () => {
    const hours = (random: () => number) =>
      Array.from({ length: 9 }, (_, index) => retryDelayMs(index + 1, 60_000, 3_600_000, random)).reduce((sum, wait) => sum + wait, 0) /
      3_600_000;
    expect(hours(() => 0)).toBeCloseTo(2.03, 1);
    expect(hours(() => 1)).toBeCloseTo(4.05, 1);
  });
});

describe('isPermanentFailure', () => {
  const smtp = (code: string, command: string, responseCode?: number) => Object.assign(new Error('x'), { code, command, responseCode });

  it('gives up at once on a 5xx refusal of the recipient or the message', () => {
    expect(isPermanentFailure(smtp('EENVELOPE', 'RCPT TO', 550))).toBe(true);
    expect(isPermanentFailure(smtp('EMESSAGE', 'DATA', 554))).toBe(true);
    expect(isPermanentFailure(smtp('EENVELOPE', 'API'))).toBe(true);
  });

  it('retries outages, temporary refusals and problems of the server configuration', () => {
    expect(isPermanentFailure(smtp('ECONNECTION', 'CONN'))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false);
    expect(isPermanentFailure(smtp('EENVELOPE', 'RCPT TO', 450))).toBe(false);
    expect(isPermanentFailure(smtp('EENVELOPE', 'RCPT TO', 503))).toBe(false);
    expect(isPermanentFailure(smtp('EENVELOPE', 'MAIL FROM', 553))).toBe(false);
    expect(isPermanentFailure(smtp('EAUTH', 'AUTH PLAIN', 535))).toBe(false);
    expect(isPermanentFailure('not an error')).toBe(false);
  });
});

describe('describeFailure', () => {
  it('names the code and the server reply on one line', () => {
    const error = Object.assign(new Error("Can't send mail - all recipients were rejected"), {
      code: 'EENVELOPE',
      response: '450 Mailbox busy\r\n',
    });
    expect(describeFailure(error)).toBe("EENVELOPE: Can't send mail - all recipients were rejected - 450 Mailbox busy");
  });
});
