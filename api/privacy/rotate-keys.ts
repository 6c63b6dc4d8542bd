/**
 * The key rotation (`npm run rotate-key`): every stored value not encrypted with the current key (the first of
 * DATA_ENCRYPTION_KEYS) is re-encrypted with it, in batches, one short statement per changed row, so it can run
 * beside a server on PostgreSQL. Values stored before encryption existed (marked fields, files, e-mail bodies in
 * clear) are encrypted on the way. Afterwards no row needs an older key, which can then be removed.
 */
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { attachments, drafts, outbox, submissions } from '../db/schema';
import type { WizardRegistry } from '../wizards/registry';
import type { DataCipher } from './data-cipher';
import { reencryptValue } from './sensitive-fields';

export interface RotationCounts {
  submissions: number;
  attachments: number;
  emails: number;
  drafts: number;
}

export interface RotationOptions {
  batchSize?: number;
  /** Told after every batch, for progress output. */
  onBatch?: (counts: RotationCounts) => void;
}

/** Longest header of an encrypted file: magic (5), key id length (1), key id (at most 32). */
const FILE_HEADER_BYTES = 38;
const EMAIL_BODIES: ReadonlySet<string> = new Set(['/text', '/html']);

/**
 * Reads a table in id order, one batch after another (each read starts after the last id seen, so rewriting a row
 * never moves the walk), and hands every row to `rewrite`.
 */
async function walkInIdOrder<Row extends { id: string }>(
  readAfter: (lastId: string | undefined) => Promise<Row[]>,
  batchSize: number,
  rewrite: (row: Row) => Promise<void>,
  onBatch: () => void,
): Promise<void> {
  for (let lastId: string | undefined; ; ) {
    const rows = await readAfter(lastId);
    for (const row of rows) await rewrite(row);
    onBatch();
    if (rows.length < batchSize) return;
    lastId = rows.at(-1)?.id ?? lastId;
  }
}

export async function rotateKeys(
  db: Db,
  cipher: DataCipher,
  registry: Pick<WizardRegistry, 'get'>,
  { batchSize = 200, onBatch }: RotationOptions = {},
): Promise<RotationCounts> {
  const counts: RotationCounts = { submissions: 0, attachments: 0, emails: 0, drafts: 0 };
  const progress = () => onBatch?.(counts);

  await walkInIdOrder(
    (lastId) =>
      db
        .select({ id: submissions.id, wizardId: submissions.wizardId, payload: submissions.payload })
        .from(submissions)
        .where(lastId === undefined ? undefined : gt(submissions.id, lastId))
        .orderBy(asc(submissions.id))
        .limit(batchSize),
    batchSize,
    async (row) => {
      const pointers = registry.get(row.wizardId)?.findSensitiveFields(row.payload) ?? new Set<string>();
      const result = reencryptValue(row.payload, cipher, pointers);
      if (!result.changed) return;
      await db.update(submissions).set({ payload: result.value }).where(eq(submissions.id, row.id));
      counts.submissions += 1;
    },
    progress,
  );

  // Files are read by their header first: only those needing a new key are loaded whole.
  const fileBatch = Math.max(1, Math.floor(batchSize / 10));
  await walkInIdOrder(
    (lastId) =>
      db
        .select({ id: attachments.id, head: sql<Uint8Array>`substring(${attachments.content} from 1 for ${FILE_HEADER_BYTES})` })
        .from(attachments)
        .where(lastId === undefined ? undefined : gt(attachments.id, lastId))
        .orderBy(asc(attachments.id))
        .limit(fileBatch),
    fileBatch,
    async ({ id, head }) => {
      if (cipher.bytesKeyId(Buffer.from(head)) === cipher.currentKeyId) return;
      const [row] = await db.select({ content: attachments.content }).from(attachments).where(eq(attachments.id, id));
      if (!row) return;
      const stored = Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
      const plain = cipher.bytesKeyId(stored) === undefined ? stored : cipher.decryptBytes(stored);
      await db
        .update(attachments)
        .set({ content: cipher.encryptBytes(plain) })
        .where(eq(attachments.id, id));
      counts.attachments += 1;
    },
    progress,
  );

  await walkInIdOrder(
    (lastId) =>
      db
        .select({ id: outbox.id, text: outbox.text, html: outbox.html })
        .from(outbox)
        .where(lastId === undefined ? undefined : gt(outbox.id, lastId))
        .orderBy(asc(outbox.id))
        .limit(batchSize),
    batchSize,
    async (row) => {
      const result = reencryptValue({ text: row.text, html: row.html }, cipher, EMAIL_BODIES);
      if (!result.changed) return;
      await db.update(outbox).set(result.value).where(eq(outbox.id, row.id));
      counts.emails += 1;
    },
    progress,
  );

  // Saved drafts: one encrypted document each, read by its header first as the files are.
  await walkInIdOrder(
    (lastId) =>
      db
        .select({ id: drafts.id, head: sql<Uint8Array>`substring(${drafts.content} from 1 for ${FILE_HEADER_BYTES})` })
        .from(drafts)
        .where(lastId === undefined ? undefined : gt(drafts.id, lastId))
        .orderBy(asc(drafts.id))
        .limit(fileBatch),
    fileBatch,
    async ({ id, head }) => {
      if (cipher.bytesKeyId(Buffer.from(head)) === cipher.currentKeyId) return;
      const [row] = await db.select({ content: drafts.content }).from(drafts).where(eq(drafts.id, id));
      if (!row) return;
      const plain = cipher.decryptBytes(row.content);
      await db.update(drafts).set({ content: cipher.encryptBytes(plain) }).where(eq(drafts.id, id));
      counts.drafts += 1;
    },
    progress,
  );
  return counts;
}
