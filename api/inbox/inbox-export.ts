/**
 * The inbox's export: exactly the rows the list's filters show, newest first, as CSV (that spreadsheet programs open
 * as UTF-8, formulas defused: api/export/csv.ts) or as JSON, built on the agency's export (api/export): one record per
 * request, its fields flattened in the order of its form. It is streamed a batch of rows at a time, so its memory
 * stays flat however many rows it holds. A CSV's columns are the union of the rows' fields, so the rows are read
 * twice: once for the columns, once to write them.
 *
 * Sensitive fields (`x-encrypt`) are exported as hidden: they are revealed one at a time, on the request's page.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { attachments, contactMessages, inboxRequests, staffUsers, submissions } from '../db/schema';
import { toCsv } from '../export/csv';
import { flattenPayload, type FlatValue } from '../export/flatten';
import { ciphertextPointers, replaceValues } from '../privacy/sensitive-fields';
import { filterCondition, type InboxFilter } from './inbox-query';
import type { RequestKinds } from './request-kinds';

export const HIDDEN_IN_EXPORT = '[hidden]';
export const BATCH_ROWS = 500;

export interface ExportedRequest {
  requestId: string;
  kind: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  status: string;
  owner: string;
  /** File names, in the order the visitor listed them. */
  attachments: string[];
  fields: Record<string, FlatValue>;
}

const FIXED_COLUMNS = ['requestId', 'kind', 'receivedAt', 'status', 'owner', 'attachments'] as const;

export interface ExportScope {
  db: Db;
  kinds: RequestKinds;
  filter: InboxFilter;
  staffId: string;
  /** Rows read at a time. */
  batchRows?: number;
}

/** The filtered requests as export records, newest first, read a batch at a time. */
export async function* exportedRequests({ db, kinds, filter, staffId, batchRows = BATCH_ROWS }: ExportScope): AsyncGenerator<ExportedRequest> {
  const where = filterCondition(filter, staffId);
  let after: { receivedAt: Date; id: string } | undefined;
  for (;;) {
    const conditions: SQL[] = where ? [where] : [];
    // Typed by hand: the driver is given no column to take the types from in a row comparison.
    if (after) conditions.push(sql`(${inboxRequests.receivedAt}, ${inboxRequests.id}) < (${after.receivedAt.toISOString()}::timestamptz, ${after.id}::uuid)`);
    const rows = await db
      .select({
        id: inboxRequests.id,
        requestId: inboxRequests.requestId,
        kind: inboxRequests.kind,
        receivedAt: inboxRequests.receivedAt,
        status: inboxRequests.status,
        owner: staffUsers.name,
        submissionId: inboxRequests.submissionId,
        contactMessageId: inboxRequests.contactMessageId,
      })
      .from(inboxRequests)
      .leftJoin(staffUsers, eq(staffUsers.id, inboxRequests.ownerId))
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(desc(inboxRequests.receivedAt), desc(inboxRequests.id))
      .limit(batchRows);
    if (rows.length === 0) return;

    const submissionIds = rows.flatMap((row) => (row.submissionId ? [row.submissionId] : []));
    const messageIds = rows.flatMap((row) => (row.contactMessageId ? [row.contactMessageId] : []));
    const [payloads, files, messages] = await Promise.all([
      submissionIds.length === 0
        ? []
        : db.select({ id: submissions.id, payload: submissions.payload }).from(submissions).where(inArray(submissions.id, submissionIds)),
      submissionIds.length === 0
        ? []
        : db
            .select({ submissionId: attachments.submissionId, pointer: attachments.pointer, name: attachments.name })
            .from(attachments)
            .where(inArray(attachments.submissionId, submissionIds))
            .orderBy(asc(attachments.pointer)),
      messageIds.length === 0 ? [] : db.select().from(contactMessages).where(inArray(contactMessages.id, messageIds)),
    ]);
    const payloadOf = new Map(payloads.map((row) => [row.id, row.payload]));
    const messageOf = new Map(messages.map((row) => [row.id, row]));

    for (const row of rows) {
      const base = {
        requestId: row.requestId,
        kind: row.kind,
        receivedAt: row.receivedAt.toISOString(),
        status: kinds.get(row.kind)?.pipeline.find((status) => status.key === row.status)?.label ?? row.status,
        owner: row.owner ?? '',
      };
      if (row.submissionId) {
        const stored = payloadOf.get(row.submissionId);
        const own = files.filter((file) => file.submissionId === row.submissionId);
        const shown = replaceValues(stored, ciphertextPointers(stored), HIDDEN_IN_EXPORT);
        const schema = kinds.get(row.kind)?.wizard?.schema;
        yield {
          ...base,
          attachments: own.map((file) => file.name),
          fields: flattenPayload(shown, new Set(own.map((file) => file.pointer)), schema),
        };
      } else {
        const message = row.contactMessageId ? messageOf.get(row.contactMessageId) : undefined;
        yield {
          ...base,
          attachments: [],
          fields: message ? { name: message.name, email: message.email, phone: message.phone, message: message.message } : {},
        };
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchRows) return;
    after = { receivedAt: last.receivedAt, id: last.id };
  }
}

/** The CSV, piece by piece: the header (after a byte order mark) once the columns are known, then a line per request. */
export async function* csvExport(scope: ExportScope): AsyncGenerator<string> {
  const fieldColumns: string[] = [];
  const seen = new Set<string>();
  for await (const record of exportedRequests(scope)) {
    for (const path of Object.keys(record.fields)) {
      if (!seen.has(path)) {
        seen.add(path);
        fieldColumns.push(path);
      }
    }
  }
  yield `\uFEFF${toCsv([[...FIXED_COLUMNS, ...fieldColumns]])}`;
  for await (const record of exportedRequests(scope)) {
    const cells = [record.requestId, record.kind, record.receivedAt, record.status, record.owner, record.attachments.join('; ')];
    for (const path of fieldColumns) {
      const value = record.fields[path];
      cells.push(value === undefined ? '' : String(value));
    }
    yield toCsv([cells]);
  }
}

/** The JSON, piece by piece: an array of the records. */
export async function* jsonExport(scope: ExportScope): AsyncGenerator<string> {
  let first = true;
  for await (const record of exportedRequests(scope)) {
    yield `${first ? '[\n' : ',\n'}${JSON.stringify(record)}`;
    first = false;
  }
  yield first ? '[]\n' : '\n]\n';
}

/** A stream of text pieces as the bytes of a response body, read only as fast as the client takes them. */
export function textStream(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
