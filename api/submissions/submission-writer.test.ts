import { describe, expect, it } from 'vitest';
import { CaptchaReplayError, type SealedSubmission } from './store-submission';
import { createSubmissionWriter, type WriteBatch } from './submission-writer';

let serial = 0;
function sealed({ captchaKey, files = [] }: { captchaKey?: string; files?: SealedSubmission['files'] } = {}): SealedSubmission {
  serial += 1;
  return {
    id: `id-${serial}`,
    wizardId: 'address-change',
    requestId: `ADR-${serial}`,
    captcha: { key: captchaKey ?? `key-${serial}`, expiresAt: new Date() },
    payloadJson: '{}',
    clientIp: null,
    receivedAt: new Date(),
    files,
    emails: [],
  };
}

/** A batch writer whose statements finish only when the test lets them; it stores every batch it is given whole. */
function heldWriter(answer: (batch: readonly SealedSubmission[]) => Set<string> = (batch) => new Set(batch.map((s) => s.id))) {
  const calls: { batch: readonly SealedSubmission[]; finish: () => void; fail: (error: unknown) => void }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const writeBatch: WriteBatch = (batch) =>
    new Promise((resolve, reject) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const settle = () => (inFlight -= 1);
      calls.push({
        batch,
        finish: () => {
          settle();
          resolve(answer(batch));
        },
        fail: (error) => {
          settle();
          reject(error);
        },
      });
    });
  return { calls, writeBatch, mostInFlight: () => mostInFlight };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSubmissionWriter', () => {
  it('writes a lone submission at once, and those arriving meanwhile together in the next statement', async () => {
    const held = heldWriter();
    const writer = createSubmissionWriter(held.writeBatch, { concurrency: 1, maxBatch: 16 });
    const first = sealed();
    const later = [sealed(), sealed(), sealed()];
    const stored = [first, ...later].map((s) => writer.store(s));
    expect(held.calls.map((call) => call.batch)).toEqual([[first]]);
    held.calls[0]!.finish();
    await settled();
    expect(held.calls.map((call) => call.batch)).toEqual([[first], later]);
    held.calls[1]!.finish();
    await expect(Promise.all(stored)).resolves.toEqual([undefined, undefined, undefined, undefined]);
  });

  it('keeps at most `concurrency` statements in flight and at most `maxBatch` submissions in one', async () => {
    const held = heldWriter();
    const writer = createSubmissionWriter(held.writeBatch, { concurrency: 2, maxBatch: 3 });
    const all = Array.from({ length: 10 }, () => sealed());
    const stored = all.map((s) => writer.store(s));
    expect(held.calls.map((call) => call.batch.length)).toEqual([1, 1]);
    for (let turn = 0; turn < held.calls.length; turn += 1) {
      held.calls[turn]!.finish();
      await settled();
    }
    await Promise.all(stored);
    expect(held.calls.map((call) => call.batch.length)).toEqual([1, 1, 3, 3, 2]);
    expect(held.calls.flatMap((call) => call.batch)).toEqual(all);
    expect(held.mostInFlight()).toBe(2);
  });

  it('never puts two submissions with the same captcha key in one statement; the later one is a replay', async () => {
    const held = heldWriter((batch) => new Set(batch.filter((s) => s.captcha.key !== 'twice' || s.id === 'first-twice').map((s) => s.id)));
    const writer = createSubmissionWriter(held.writeBatch, { concurrency: 1, maxBatch: 16 });
    const opener = sealed();
    const twice = { ...sealed({ captchaKey: 'twice' }), id: 'first-twice' };
    const replay = sealed({ captchaKey: 'twice' });
    const other = sealed();
    const results = [opener, twice, replay, other].map((s) => writer.store(s).then(() => 'stored', (error: unknown) => error));
    held.calls[0]!.finish();
    await settled();
    expect(held.calls[1]!.batch).toEqual([twice, other]);
    held.calls[1]!.finish();
    await settled();
    expect(held.calls[2]!.batch).toEqual([replay]);
    held.calls[2]!.finish();
    const [a, b, c, d] = await Promise.all(results);
    expect([a, b, d]).toEqual(['stored', 'stored', 'stored']);
    expect(c).toBeInstanceOf(CaptchaReplayError);
  });

  it('writes a submission with files on its own', async () => {
    const held = heldWriter();
    const writer = createSubmissionWriter(held.writeBatch, { concurrency: 1, maxBatch: 16 });
    const withFiles = () => sealed({ files: [{ pointer: '/attachments/0', name: 'scan.pdf', type: 'application/pdf', size: 1, content: Buffer.from('x') }] });
    const all = [sealed(), sealed(), withFiles(), sealed(), withFiles(), sealed()];
    const stored = all.map((s) => writer.store(s));
    const batches: (readonly SealedSubmission[])[] = [];
    for (let turn = 0; turn < 4; turn += 1) {
      const call = held.calls[turn]!;
      batches.push(call.batch);
      call.finish();
      await settled();
    }
    await Promise.all(stored);
    expect(batches).toEqual([[all[0]], [all[1], all[3], all[5]], [all[2]], [all[4]]]);
  });

  it('tries each submission of a failed statement on its own, so only the faulty one fails', async () => {
    // As the ORM throws it: the database's error, with its SQLSTATE, as the cause.
    const fault = new Error('Failed query', { cause: Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }) });
    const held = heldWriter();
    const writer = createSubmissionWriter(held.writeBatch, { concurrency: 1, maxBatch: 16 });
    const [opener, good, bad, alsoGood] = [sealed(), sealed(), sealed(), sealed()];
    const results = [opener, good, bad, alsoGood].map((s) => writer.store(s).then(() => 'stored', (error: unknown) => error));
    held.calls[0]!.finish();
    await settled();
    held.calls[1]!.fail(fault);
    // Each is tried on its own, one after the other, in the order they came.
    for (const [turn, expected] of [good, bad, alsoGood].entries()) {
      await settled();
      expect(held.calls).toHaveLength(3 + turn);
      const call = held.calls[2 + turn]!;
      expect(call.batch).toEqual([expected]);
      if (expected === bad) call.fail(fault);
      else call.finish();
    }
    expect(await Promise.all(results)).toEqual(['stored', 'stored', fault, 'stored']);
  });

  it('fails every submission of a statement that failed for all alike (the connection), without trying each again', async () => {
    const lost = Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), { code: 'CONNECTION_CLOSED' });
    const held = heldWriter();
    const writer = createSubmissionWriter(held.writeBatch, { concurrency: 1, maxBatch: 16 });
    const results = [sealed(), sealed(), sealed()].map((s) => writer.store(s).then(() => 'stored', (error: unknown) => error));
    held.calls[0]!.finish();
    await settled();
    held.calls[1]!.fail(lost);
    expect(await Promise.all(results)).toEqual(['stored', lost, lost]);
    expect(held.calls).toHaveLength(2);
  });
});
