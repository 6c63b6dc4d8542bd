/**
 * The agency's export of the wizard submissions of a period (`npm run export`): one record per submission, its
 * payload flattened, its files listed by name. Days are calendar days at the office (the agency's time zone), so
 * "--since 2026-03-01" starts at midnight in San Jose whatever the server's clock says.
 */
import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { SchemaNode } from '../../engine/schema-at-pointer';
import { agency } from '../../config/agency';
import { isCalendarDay, nextDay, startOfDay } from '../calendar/agency-calendar';
import type { Db } from '../db/database';
import type { DataCipher } from '../privacy/data-cipher';
import { decryptValue } from '../privacy/sensitive-fields';
import { attachments, submissions } from '../db/schema';
import { toCsv } from './csv';
import { flattenPayload, type FlatValue } from './flatten';

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_USAGE = `Usage: npm run export -- --since YYYY-MM-DD [--until YYYY-MM-DD] [--format csv|json] [--out FILE]

Writes the wizard submissions received from --since (inclusive) to --until (inclusive; default: now), days read in
the agency's time zone (${agency.timeZone}), one record per submission with its fields flattened and its files
listed by name. CSV by default; standard output unless --out is given. The database is the server's: DATABASE_URL,
or the PGlite database in DATA_DIR (stop the server first: PGlite allows one process at a time).`;

/** A mistake in the command line: the CLI prints it with the usage and exits with code 2. */
export class ExportUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportUsageError';
  }
}

export interface ExportOptions {
  since: Date;
  /** Exclusive end; undefined: everything up to now. */
  until?: Date;
  format: ExportFormat;
  out?: string;
}

/** The instant `day` begins at the office, or an ExportUsageError saying how to write it. */
function dayStart(day: string): Date {
  if (!isCalendarDay(day)) throw new ExportUsageError(`"${day}" is not a date; write it as YYYY-MM-DD, e.g. 2026-01-31.`);
  return startOfDay(day);
}

/** Reads the command line; throws ExportUsageError for anything it cannot use. */
export function parseExportArgs(args: readonly string[]): ExportOptions | 'help' {
  const values = new Map<string, string>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--help' || arg === '-h') return 'help';
    const match = /^--(since|until|format|out)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new ExportUsageError(`Unknown argument "${arg}".`);
    const value = match[2] ?? args[++index];
    if (value === undefined || value === '' || (match[2] === undefined && value.startsWith('--'))) {
      throw new ExportUsageError(`--${match[1]} needs a value.`);
    }
    values.set(match[1], value);
  }
  const since = values.get('since');
  if (since === undefined) throw new ExportUsageError('--since is required.');
  const format = values.get('format') ?? 'csv';
  if (!EXPORT_FORMATS.some((known) => known === format)) {
    throw new ExportUsageError(`--format must be csv or json, not "${format}".`);
  }
  const options: ExportOptions = { since: dayStart(since), format: format === 'json' ? 'json' : 'csv' };
  const until = values.get('until');
  if (until !== undefined) {
    // Checked as typed first, so a bad date is reported as the user wrote it.
    dayStart(until);
    options.until = dayStart(nextDay(until));
    if (options.until <= options.since) throw new ExportUsageError('--until is before --since.');
  }
  const out = values.get('out');
  if (out !== undefined) options.out = out;
  return options;
}

export interface ExportedSubmission {
  requestId: string;
  wizard: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  /** File names, in the order the visitor listed them. */
  attachments: string[];
  fields: Record<string, FlatValue>;
}

/**
 * `cipher` decrypts the fields stored encrypted (licence numbers, dates of birth); `schemas`: each wizard's schema by
 * id, for the order of its fields; a wizard without one keeps the stored order.
 */
export async function loadSubmissions(
  db: Db,
  { since, until }: Pick<ExportOptions, 'since' | 'until'>,
  cipher: DataCipher,
  schemas: ReadonlyMap<string, SchemaNode> = new Map(),
): Promise<ExportedSubmission[]> {
  const period = until ? and(gte(submissions.createdAt, since), lt(submissions.createdAt, until)) : gte(submissions.createdAt, since);
  const rows = await db.select().from(submissions).where(period).orderBy(asc(submissions.createdAt), asc(submissions.requestId));
  const files =
    rows.length === 0
      ? []
      : await db
          .select({ submissionId: attachments.submissionId, pointer: attachments.pointer, name: attachments.name })
          .from(attachments)
          .where(
            inArray(
              attachments.submissionId,
              rows.map((row) => row.id),
            ),
          );
  return rows.map((row) => {
    const own = files
      .filter((file) => file.submissionId === row.id)
      .sort((a, b) => a.pointer.localeCompare(b.pointer, 'en', { numeric: true }));
    return {
      requestId: row.requestId,
      wizard: row.wizardId,
      receivedAt: row.createdAt.toISOString(),
      attachments: own.map((file) => file.name),
      fields: flattenPayload(decryptValue(row.payload, cipher), new Set(own.map((file) => file.pointer)), schemas.get(row.wizardId)),
    };
  });
}

const FIXED_COLUMNS = ['requestId', 'wizard', 'receivedAt', 'attachments'] as const;

/**
 * CSV: the fixed columns, then the union of every submission's field paths in the order they first appear; a
 * submission without a field leaves its cell empty. Starts with a byte order mark so that spreadsheet programs
 * read the file as UTF-8 (names such as "Núñez").
 */
export function renderCsv(records: readonly ExportedSubmission[]): string {
  const fieldColumns: string[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    for (const path of Object.keys(record.fields)) {
      if (!seen.has(path)) {
        seen.add(path);
        fieldColumns.push(path);
      }
    }
  }
  const rows = records.map((record) => [
    record.requestId,
    record.wizard,
    record.receivedAt,
    record.attachments.join('; '),
    ...fieldColumns.map((path) => {
      const value = record.fields[path];
      return value === undefined ? '' : String(value);
    }),
  ]);
  return `\uFEFF${toCsv([[...FIXED_COLUMNS, ...fieldColumns], ...rows])}`;
}

export function renderJson(records: readonly ExportedSubmission[]): string {
  return `${JSON.stringify(records, null, 2)}\n`;
}

export function renderExport(records: readonly ExportedSubmission[], format: ExportFormat): string {
  return format === 'csv' ? renderCsv(records) : renderJson(records);
}
