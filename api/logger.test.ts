import { describe, expect, it } from 'vitest';
import { createLogger, logFields, safeError, scrubText } from './logger';

describe('logger', () => {
  it('writes one JSON object per line at the configured level', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    log.debug('hidden');
    log.info('stored', { requestId: 'r-1', files: 2 });
    log.error('failed', new TypeError('boom'));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => [entry.level, entry.msg])).toEqual([
      ['info', 'stored'],
      ['error', 'failed'],
    ]);
    expect(entries[0]).toMatchObject({ requestId: 'r-1', files: 2 });
    expect(entries[1]?.err).toMatchObject({ name: 'TypeError', message: 'boom', stack: expect.stringContaining('TypeError: boom') });
    const silent: string[] = [];
    createLogger('silent', { write: (line: string) => void silent.push(line) }).error('nothing');
    expect(silent).toEqual([]);
  });

  it('keeps an error to its name, code, message and stack, without the values it carries', () => {
    const cause = Object.assign(new Error('new row for relation "submissions" violates check constraint "c"'), {
      code: '23514',
      detail: 'Failing row contains (Jane Secret, jane@example.com)',
      where: 'jane',
    });
    const wrapped = Object.assign(new Error('Failed query: insert into x values ($1)\nparams: Jane Secret,D1234567'), {
      query: 'insert into x values ($1)',
      params: ['Jane Secret', 'D1234567'],
      cause,
    });
    const safe = safeError(wrapped);
    const text = JSON.stringify(safe);
    expect(text).not.toContain('Jane');
    expect(text).not.toContain('D1234567');
    expect(text).not.toContain('jane@example.com');
    expect(safe.message).toBe('Failed query: insert into x values ($1)');
    expect(safe.cause).toMatchObject({ code: '23514', message: expect.stringContaining('check constraint "c"') });
    expect(safeError(new Error('invalid input syntax for type uuid: "D1234567"')).message).toBe(
      'invalid input syntax for type uuid: "[value]"',
    );
    expect(safeError('a string thrown').message).not.toContain('a string thrown');
  });

  it('masks e-mail addresses and drops nested data from field bags', () => {
    expect(scrubText('550 5.1.1 <jane.doe+x@mail.example.com>: Recipient address rejected')).toBe(
      '550 5.1.1 <[email]>: Recipient address rejected',
    );
    expect(logFields({ requestId: 'a', payload: { licenseNumber: 'D1234567' }, list: ['x'], ok: true })).toEqual({
      requestId: 'a',
      ok: true,
    });
  });
});
