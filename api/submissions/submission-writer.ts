/**
 * Group commit for submissions. At most `concurrency` statements are in flight at once; submissions that arrive while
 * they all are wait, and the next free turn writes the waiting ones (up to `maxBatch`) in a single statement. A lone
 * submission is written at once, on its own: nothing waits for a batch to fill. Under load, one statement, one commit
 * and one round trip then serve several submissions, and those are most of what the database spends on each.
 */
import { CaptchaReplayError, type SealedSubmission } from './store-submission';

export interface SubmissionWriter {
  /** Resolves once the submission is committed; rejects with CaptchaReplayError when its captcha solution was already used. */
  store(submission: SealedSubmission): Promise<void>;
}

/** Writes a batch in one statement (storeSealedSubmissions) and answers the ids of the submissions stored. */
export type WriteBatch = (batch: readonly SealedSubmission[]) => Promise<Set<string>>;

export interface SubmissionWriterOptions {
  /** Statements in flight at once: the database connections the writer may keep busy. */
  concurrency: number;
  /** Submissions per statement at most. */
  maxBatch: number;
}

interface Waiting {
  submission: SealedSubmission;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Takes the next batch off `waiting`, oldest first: up to `maxBatch` submissions, no two with the same captcha key
 * (two rows of one statement would both read the one solution row they share), and a submission with files only
 * on its own (its files, megabytes perhaps, dwarf what a shared statement saves). What is not taken keeps its order.
 */
function takeBatch(waiting: Waiting[], maxBatch: number): Waiting[] {
  const batch: Waiting[] = [];
  const keys = new Set<string>();
  let full = false;
  let kept = 0;
  for (const entry of waiting) {
    const { captcha, files } = entry.submission;
    const captchaKey = captcha.key;
    const fits = !full && !keys.has(captchaKey) && (files.length === 0 || batch.length === 0);
    if (fits) {
      batch.push(entry);
      keys.add(captchaKey);
      full = batch.length === maxBatch || files.length > 0;
    } else {
      waiting[kept++] = entry;
    }
  }
  waiting.length = kept;
  return batch;
}

/** SQLSTATE classes of a statement refused for what it holds: data exception, integrity constraint violation,
 * transaction rollback (a deadlock with a concurrent replay of the same token), program limit exceeded. */
const PER_ROW_SQLSTATE_CLASSES = new Set(['22', '23', '40', '54']);

/**
 * Whether a failed statement may have failed for one of its submissions alone: the database answered with a SQLSTATE
 * of PER_ROW_SQLSTATE_CLASSES (on the error or, as the ORM wraps it, on its cause). A lost connection, a database
 * shutting down or out of resources fails every submission alike, and trying each again alone would only multiply
 * the wait (a connection timeout per submission).
 */
function mayBeOneSubmissionsFault(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code: unknown = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return PER_ROW_SQLSTATE_CLASSES.has(code.slice(0, 2));
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function createSubmissionWriter(writeBatch: WriteBatch, { concurrency, maxBatch }: SubmissionWriterOptions): SubmissionWriter {
  const waiting: Waiting[] = [];
  let inFlight = 0;

  async function write(batch: readonly Waiting[]): Promise<void> {
    let stored: Set<string>;
    try {
      stored = await writeBatch(batch.map((entry) => entry.submission));
    } catch (error) {
      if (batch.length === 1 || !mayBeOneSubmissionsFault(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
      // The statement wrote nothing. One submission's fault must not fail the others: each is tried on its own, in
      // the order they came, so of two that clash the earlier is the one stored.
      for (const entry of batch) await write([entry]);
      return;
    }
    for (const entry of batch) {
      if (stored.has(entry.submission.id)) entry.resolve();
      else entry.reject(new CaptchaReplayError());
    }
  }

  function pump(): void {
    while (inFlight < concurrency && waiting.length > 0) {
      const batch = takeBatch(waiting, maxBatch);
      inFlight += 1;
      void write(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    store: (submission) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ submission, resolve, reject });
        pump();
      }),
  };
}
