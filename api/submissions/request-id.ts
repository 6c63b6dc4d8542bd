/**
 * Request ids are read aloud over the phone and typed back, so they use Crockford's base32 (no I, L, O, U: nothing
 * to confuse with 1, 0 or V) in groups of four. 60 random bits make them unguessable and unordered, so an id
 * reveals neither other requests nor the volume of requests. The prefix is the wizard's (ui.json `requestIdPrefix`:
 * ADR, DRV, VEH and GEN for the policy changes), so the agency tells the kind of request from its id.
 */
import { pooledRandomBytes } from '../privacy/random-pool';

export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;

export function createRequestId(prefix: string): string {
  const bytes = pooledRandomBytes(GROUPS * GROUP_LENGTH);
  // 256 is a multiple of 32, so the low five bits of a random byte are uniform.
  const chars = [...bytes].map((byte) => CROCKFORD_ALPHABET[byte & 31] ?? '0');
  const groups: string[] = [];
  for (let i = 0; i < GROUPS; i++) groups.push(chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join(''));
  return [prefix, ...groups].join('-');
}

export const REQUEST_ID_PATTERN = /^[A-Z]{2,4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
