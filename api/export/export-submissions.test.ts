import { describe, expect, it } from 'vitest';
import { ExportUsageError, parseExportArgs, renderCsv, renderJson, type ExportedSubmission } from './export-submissions';

describe('the period of an export', () => {
  it.each(['2026-02-30', '2026-13-01', '01/02/2026', '2026-1-5', 'yesterday'])('refuses %s as a day', (day) => {
    expect(() => parseExportArgs(['--since', day])).toThrowError(ExportUsageError);
    expect(() => parseExportArgs(['--since', '2026-01-01', '--until', day])).toThrowError(ExportUsageError);
  });
});

describe('parseExportArgs', () => {
  it('reads the period, the format and the output file', () => {
    expect(parseExportArgs(['--since', '2026-01-01', '--until=2026-01-31', '--format', 'json', '--out', 'jan.json'])).toEqual({
      since: new Date('2026-01-01T08:00:00Z'),
      until: new Date('2026-02-01T08:00:00Z'),
      format: 'json',
      out: 'jan.json',
    });
    expect(parseExportArgs(['--since=2026-01-01'])).toEqual({ since: new Date('2026-01-01T08:00:00Z'), format: 'csv' });
    expect(parseExportArgs(['--help'])).toBe('help');
  });

  it.each([
    [[], '--since is required.'],
    [['--since'], '--since needs a value.'],
    [['--since', '--format', 'csv'], '--since needs a value.'],
    [['--since', '2026-01-01', '--format', 'xlsx'], '--format must be csv or json, not "xlsx".'],
    [['--since', '2026-01-31', '--until', '2026-01-01'], '--until is before --since.'],
    [['--since', '2026-01-01', '--wizard', 'auto'], 'Unknown argument "--wizard".'],
    [['--since', '31.01.2026'], '"31.01.2026" is not a date; write it as YYYY-MM-DD, e.g. 2026-01-31.'],
  ])('refuses %j', (args, message) => {
    expect(() => parseExportArgs(args)).toThrowError(new ExportUsageError(message));
  });
});

describe('rendering', () => {
  const records: ExportedSubmission[] = [
    {
      requestId: 'AUT-1',
      wizard: 'auto-quote',
      receivedAt: '2026-01-02T03:04:05.000Z',
      attachments: [],
      fields: { fullName: 'Ana', 'vehicles.0.vehicleVIN': 'X' },
    },
    {
      requestId: 'ADR-2',
      wizard: 'address-change',
      receivedAt: '2026-01-03T03:04:05.000Z',
      attachments: ['lease.pdf', 'id, front.png'],
      fields: { fullName: '=cmd', additionalInfo: 'line 1\nline "2"' },
    },
  ];

  it('writes CSV with one row per submission under the union of the field paths', () => {
    expect(renderCsv(records)).toBe(
      '\uFEFF' +
        'requestId,wizard,receivedAt,attachments,fullName,vehicles.0.vehicleVIN,additionalInfo\r\n' +
        'AUT-1,auto-quote,2026-01-02T03:04:05.000Z,,Ana,X,\r\n' +
        `ADR-2,address-change,2026-01-03T03:04:05.000Z,"lease.pdf; id, front.png",'=cmd,,"line 1\nline ""2"""\r\n`,
    );
  });

  it('writes JSON with the same records', () => {
    expect(JSON.parse(renderJson(records))).toEqual(records);
  });
});
