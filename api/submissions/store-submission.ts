/** Stores one accepted submission: captcha consumption, payload and files commit together or not at all. */
import { consumeCaptchaSolution } from '../captcha/captcha-store';
import type { Db } from '../db/database';
import { attachments, submissions } from '../db/schema';
import type { DecodedAttachment } from '../uploads/check-uploads';
import { redactPayload } from './redact-payload';

export class CaptchaReplayError extends Error {
  constructor() {
    super('Captcha solution already used');
    this.name = 'CaptchaReplayError';
  }
}

export interface NewSubmission {
  wizardId: string;
  requestId: string;
  payload: Record<string, unknown>;
  clientIp: string | null;
  captcha: { key: string; expiresAt: Date };
  files: readonly DecodedAttachment[];
}

/** Throws CaptchaReplayError, after rolling everything back, when the captcha solution was already used. */
export async function storeSubmission(db: Db, submission: NewSubmission): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await consumeCaptchaSolution(tx, submission.captcha.key, submission.captcha.expiresAt))) {
      throw new CaptchaReplayError();
    }
    const [row] = await tx
      .insert(submissions)
      .values({
        wizardId: submission.wizardId,
        requestId: submission.requestId,
        payload: redactPayload(
          submission.payload,
          submission.files.map((file) => file.pointer),
        ),
        clientIp: submission.clientIp,
      })
      .returning({ id: submissions.id });
    if (!row) throw new Error('Insert into submissions returned no row');
    if (submission.files.length > 0) {
      await tx.insert(attachments).values(
        submission.files.map((file) => ({
          submissionId: row.id,
          pointer: file.pointer,
          name: file.name,
          type: file.type,
          size: file.size,
          content: file.content,
        })),
      );
    }
  });
}
