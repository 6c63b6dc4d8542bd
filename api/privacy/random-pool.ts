/**
 * Random bytes drawn from a pooled buffer: one call into the system's generator for many small draws. Each
 * `randomBytes` call costs the same whatever its size, a noticeable share of sealing a short value with AES-GCM, and
 * a submission draws a dozen IVs and an id. The bytes come from the same generator as before; a full pool is
 * replaced by a new buffer, never refilled, so bytes already handed out are never overwritten.
 */
import { randomBytes } from 'node:crypto';

const POOL_BYTES = 4096;
let pool = randomBytes(POOL_BYTES);
let offset = 0;

/** `size` fresh random bytes (at most POOL_BYTES; larger draws go to the generator directly). */
export function pooledRandomBytes(size: number): Buffer {
  if (size > POOL_BYTES) return randomBytes(size);
  if (offset + size > POOL_BYTES) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const bytes = pool.subarray(offset, offset + size);
  offset += size;
  return bytes;
}
