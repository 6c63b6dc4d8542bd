/**
 * The inbox benchmark's data: requests of every kind (each wizard, from its own fixture, and contact messages), as the
 * store writes them (payloads with their sensitive fields encrypted, an inbox row each, a file on some), spread over a
 * year, with names, e-mails and phones that vary, statuses along each kind's pipeline, owners, and read and unread
 * rows. Written in batches, far faster than submitting them one by one through the API.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../api/db/database';
import { attachments, contactMessages, inboxRequests, submissions } from '../../api/db/schema';
import { contactFieldsOf, searchTextOf } from '../../api/inbox/inbox-entry';
import { CONTACT_KIND, CONTACT_REQUEST_ID_PREFIX, isClosing, type RequestKinds } from '../../api/inbox/request-kinds';
import type { DataCipher } from '../../api/privacy/data-cipher';
import { encryptPayload } from '../../api/privacy/sensitive-fields';
import { redactPayload } from '../../api/submissions/redact-payload';
import { createRequestId } from '../../api/submissions/request-id';
import { checkUploads } from '../../api/uploads/check-uploads';
import { readFixture } from '../../tests/api/support/payloads';

const FIRST_NAMES = ['Maria', 'David', 'Linh', 'James', 'Sofia', 'Minh', 'Emily', 'Carlos', 'Priya', 'Daniel', 'Aiko', 'Jose', 'Hannah', 'Omar', 'Grace', 'Luis', 'Mei', 'Ethan', 'Ana', 'Kevin'];
const LAST_NAMES = ['Nguyen', 'Garcia', 'Tran', 'Smith', 'Lopez', 'Patel', 'Kim', 'Hernandez', 'Chen', 'Johnson', 'Martinez', 'Le', 'Wong', 'Rodriguez', 'Pham', 'Singh', 'Lee', 'Brown', 'Flores', 'Davis'];
const YEAR_MS = 365 * 24 * 3_600_000;
const BATCH = 1_000;

export interface SeedPlan {
  /** Requests of each kind. */
  perKind: ReadonlyMap<string, number>;
  /** Staff ids to own some of them. */
  owners: readonly string[];
  /** Of every this many wizard requests of a kind that takes files, one carries a file. */
  fileEvery: number;
}

/** A deterministic pseudo-random sequence, so two seedings hold the same data. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function seedInbox(database: Database, kinds: RequestKinds, cipher: DataCipher, plan: SeedPlan): Promise<number> {
  const random = randomFrom(42);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const now = Date.now();
  let written = 0;
  for (const [kindId, total] of plan.perKind) {
    const kind = kinds.get(kindId);
    if (!kind) throw new Error(`no kind ${kindId}`);
    const fixture = kind.wizard ? readFixture(kind.wizard.id) : undefined;
    for (let start = 0; start < total; start += BATCH) {
      const count = Math.min(BATCH, total - start);
      const rows = Array.from({ length: count }, (_, index) => {
        const n = written + index;
        const first = pick(FIRST_NAMES);
        const last = pick(LAST_NAMES);
        const receivedAt = new Date(now - random() * YEAR_MS);
        const status = pick(kind.pipeline).key;
        const responded = status !== 'new';
        return {
          n,
          name: `${first} ${last}`,
          email: `${first}.${last}.${n}@example.com`.toLowerCase(),
          phone: `408555${String(n % 10_000).padStart(4, '0')}`,
          receivedAt,
          status,
          open: !isClosing(kind.pipeline, status),
          ownerId: responded && random() < 0.8 ? pick(plan.owners) : null,
          firstOpenedAt: responded || random() < 0.5 ? new Date(receivedAt.getTime() + 60_000) : null,
          firstResponseAt: responded ? new Date(receivedAt.getTime() + random() * 8 * 3_600_000) : null,
          requestId: createRequestId(kind.wizard?.ui.requestIdPrefix ?? CONTACT_REQUEST_ID_PREFIX),
        };
      });
      await database.db.transaction(async (tx) => {
        if (!kind.wizard || !fixture) {
          const messages = await tx
            .insert(contactMessages)
            .values(rows.map((row) => ({ name: row.name, email: row.email, phone: row.phone, message: 'Please call me back about my policy.', createdAt: row.receivedAt })))
            .returning({ id: contactMessages.id });
          await tx.insert(inboxRequests).values(
            rows.map((row, index) => ({ ...inboxColumns(CONTACT_KIND, row), contactMessageId: messages[index]?.id ?? randomUUID() })),
          );
          return;
        }
        const wizard = kind.wizard;
        const payloads = rows.map((row) => ({ ...fixture, fullName: row.name, email: row.email, phone: row.phone }));
        const files = payloads.map((payload, index) => (index % plan.fileEvery === 0 ? checkUploads(wizard.findAttachments(payload)).files : []));
        const stored = await tx
          .insert(submissions)
          .values(
            payloads.map((payload, index) => ({
              wizardId: wizard.id,
              requestId: rows[index]?.requestId ?? '',
              payload: encryptPayload(redactPayload(payload, (files[index] ?? []).map((file) => file.pointer)), wizard.findSensitiveFields(payload), cipher),
              createdAt: rows[index]?.receivedAt,
            })),
          )
          .returning({ id: submissions.id });
        const fileRows = files.flatMap((list, index) =>
          list.map((file) => ({ submissionId: stored[index]?.id ?? '', pointer: file.pointer, name: file.name, type: file.type, size: file.size, content: cipher.encryptBytes(file.content) })),
        );
        if (fileRows.length > 0) await tx.insert(attachments).values(fileRows);
        await tx.insert(inboxRequests).values(
          rows.map((row, index) => ({
            ...inboxColumns(wizard.id, row),
            policyNumber: contactFieldsOf(payloads[index] ?? {}).policyNumber ?? '',
            searchText: searchTextOf({ ...row, policyNumber: contactFieldsOf(payloads[index] ?? {}).policyNumber }),
            submissionId: stored[index]?.id,
          })),
        );
      });
      written += count;
    }
  }
  return written;
}

function inboxColumns(kind: string, row: { requestId: string; name: string; email: string; phone: string; receivedAt: Date; status: string; open: boolean; ownerId: string | null; firstOpenedAt: Date | null; firstResponseAt: Date | null }) {
  return {
    kind,
    requestId: row.requestId,
    receivedAt: row.receivedAt,
    name: row.name,
    email: row.email,
    phone: row.phone,
    searchText: searchTextOf(row),
    status: row.status,
    open: row.open,
    ownerId: row.ownerId,
    firstOpenedAt: row.firstOpenedAt,
    firstResponseAt: row.firstResponseAt,
    statusChangedAt: row.firstResponseAt,
    // Nobody is alerted about seeded requests.
    alertedAt: row.receivedAt,
  };
}
