/**
 * The key rotation (`npm run rotate-key`): every stored value not encrypted with the current key (the first of
 * DATA_ENCRYPTION_KEYS) is re-encrypted with it, in batches, one short statement per changed row, so it can run
 * beside a server on PostgreSQL. Values stored before encryption existed (marked fields, files, e-mail bodies in
 * clear) are encrypted on the way. Afterwards no row needs an older key, which can then be removed.
 */
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { attachments, outbox, submissions } from '../db/schema';
import type { WizardRegistry } from '../wizards/registry';
import type { DataCipher } from './data-cipher';
import { reencryptValue } from './sensitive-fields';

export interface RotationCounts {
  submissions: number;
  attachments: number;
  emails: number;
}

export interface RotationOptions {
  batchSize?: number;
  /** Told after every batch, for progress output. */
  onBatch?: (counts: RotationCounts) => void;
}

/** Longest header of an encrypted file: magic (5), key id length (1), key id (at most 32). */
const FILE_HEADER_BYTES = 38;
const EMAIL_BODIES: ReadonlySet<string> = new Set(['/text', '/html']);

export async function rotateKeys(
  db: Db,
  cipher: DataCipher,
  registry: Pick<WizardRegistry, 'get'>,
  { batchSize = 200, onBatch }: RotationOptions = {},
): Promise<RotationCounts> {
  const counts: RotationCounts = { submissions: 0, attachments: 0, emails: 0 };

  for (let after = ''; ; ) {
    const rows = await db
      .select({ id: submissions.id, wizardId: submissions.wizardId, payload: submissions.payload })
      .from(submissions)
      .where(after === '' ? undefined : gt(submissions.id, after))
      .orderBy(asc(submissions.id))
      .limit(batchSize);
    for (const row of rows) {
      const pointers = registry.get(row.wizardId)?.findSensitiveFields(row.payload) ?? new Set<string>();
      const result = reencryptValue(row.payload, cipher, pointers);
      if (!result.changed) continue;
      await db.update(submissions).set({ payload: result.value }).where(eq(submissions.id, row.id));
      counts.submissions += 1;
    }
    onBatch?.(counts);
    if (rows.length < batchSize) break;
    after = rows.at(-1)?.id ?? after;
  }

  // Files are read by their header first: only those needing a new key are loaded whole.
  const fileBatch = Math.max(1, Math.floor(batchSize / 10));
  for (let after = ''; ; ) {
    const heads = await db
      .select({ id: attachments.id, head: sql<Uint8Array>`substring(${attachments.content} from 1 for ${FILE_HEADER_BYTES})` })
      .from(attachments)
      .where(after === '' ? undefined : gt(attachments.id, after))
      .orderBy(asc(attachments.id))
      .limit(fileBatch);
    for (const { id, head } of heads) {
      if (cipher.bytesKeyId(Buffer.from(head)) === cipher.currentKeyId) continue;
      const [row] = await db.select({ content: attachments.content }).from(attachments).where(eq(attachments.id, id));
      if (!row) continue;
      const stored = Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
      const plain = cipher.bytesKeyId(stored) === undefined ? stored : cipher.decryptBytes(stored);
      await db
        .update(attachments)
        .set({ content: cipher.encryptBytes(plain) })
        .where(eq(attachments.id, id));
      counts.attachments += 1;
    }
    onBatch?.(counts);
    if (heads.length < fileBatch) break;
    after = heads.at(-1)?.id ?? after;
  }

  for (let after = ''; ; ) {
    const rows = await db
      .select({ id: outbox.id, text: outbox.text, html: outbox.html })
      .from(outbox)
      .where(after === '' ? undefined : gt(outbox.id, after))
      .orderBy(asc(outbox.id))
      .limit(batchSize);
    for (const row of rows) {
      const result = reencryptValue({ text: row.text, html: row.html }, cipher, EMAIL_BODIES);
      if (!result.changed) continue;
      await db.update(outbox).set(result.value).where(eq(outbox.id, row.id));
      counts.emails += 1;
    }
    onBatch?.(counts);
    if (rows.length < batchSize) break;
    after = rows.at(-1)?.id ?? after;
  }
  return counts;
}
