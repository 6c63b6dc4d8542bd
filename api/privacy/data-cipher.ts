/**
 * Encryption at rest of the visitors' most sensitive data (driver licence numbers, dates of birth, uploaded files,
 * the e-mail bodies that repeat them): AES-256-GCM with keys from DATA_ENCRYPTION_KEYS.
 *
 * Every ciphertext names the key that made it, so a key can be rotated: the new key is listed first (it encrypts
 * from then on), the old one stays listed until `npm run rotate-key` has re-encrypted every stored value, then it is
 * removed. The header (format version and key id) is authenticated as additional data, so it cannot be altered
 * without the value failing to decrypt.
 *
 * Text values (inside the jsonb payload, the outbox bodies): `enc:v1:<keyId>:<iv>:<tag>:<ciphertext>`, base64url.
 * Bytes (attachments): `00 45 4E 43 01` ("\0ENC", version 1), key id length, key id, 12-byte IV, 16-byte tag,
 * ciphertext. No accepted upload type starts with a zero byte, so a file stored before encryption is told apart.
 */
import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pooledRandomBytes } from './random-pool';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const TEXT_PREFIX = 'enc:v1:';
const BYTES_MAGIC = Buffer.from([0x00, 0x45, 0x4e, 0x43, 0x01]);

export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
/** A complete text ciphertext; any stored string of this shape is decrypted when read. */
export const TEXT_CIPHERTEXT = /^enc:v1:([A-Za-z0-9_-]{1,32}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

/** Thrown when a stored value cannot be decrypted: it never carries the value itself. */
export class DecryptionError extends Error {
  constructor(reason: string) {
    super(`Cannot decrypt a stored value: ${reason}`);
    this.name = 'DecryptionError';
  }
}

export class KeyringError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeyringError';
  }
}

export interface DataKey {
  id: string;
  key: Buffer;
}

export interface DataCipher {
  /** The key new values are encrypted with (the first of DATA_ENCRYPTION_KEYS). */
  readonly currentKeyId: string;
  readonly keyIds: readonly string[];
  encryptText(plain: string): string;
  decryptText(stored: string): string;
  /** The key id of a text ciphertext, or undefined for a string that is not one. */
  textKeyId(stored: string): string | undefined;
  encryptBytes(plain: Uint8Array): Buffer;
  decryptBytes(stored: Uint8Array): Buffer;
  /** The key id of an encrypted file, or undefined for bytes stored before encryption existed. */
  bytesKeyId(stored: Uint8Array): string | undefined;
}

/** Reads `id:base64key,id:base64key`, the first being the current key. Throws KeyringError naming the problem (never a key). */
export function parseKeyring(spec: string): DataKey[] {
  const keys: DataKey[] = [];
  for (const entry of spec.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!KEY_ID_PATTERN.test(id)) {
      throw new KeyringError('each key is written id:base64key, the id made of 1 to 32 letters, digits, - or _');
    }
    const encoded = entry.slice(colon + 1);
    const key = Buffer.from(encoded, encoded.includes('-') || encoded.includes('_') ? 'base64url' : 'base64');
    if (key.length !== KEY_BYTES) throw new KeyringError(`key "${id}" is not ${KEY_BYTES} bytes of base64`);
    if (keys.some((known) => known.id === id)) throw new KeyringError(`key id "${id}" is listed twice`);
    keys.push({ id, key });
  }
  if (keys.length === 0) throw new KeyringError('no key given');
  return keys;
}

/** A new key line for DATA_ENCRYPTION_KEYS (`npm run key:generate`). */
export function generateKeySpec(id: string = `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`): string {
  return `${id}:${randomBytes(KEY_BYTES).toString('base64')}`;
}

/**
 * The key used without DATA_ENCRYPTION_KEYS outside production. It is public (derived from a fixed phrase), so it
 * protects nothing; it exists so that development, the tests and the command-line tools agree on one key without any
 * set-up. Production refuses to start without DATA_ENCRYPTION_KEYS.
 */
export const DEVELOPMENT_KEY: DataKey = {
  id: 'dev',
  key: createHash('sha256').update('Bay Valley Insurance development data key - not a secret').digest(),
};

export function createDataCipher(keys: readonly DataKey[]): DataCipher {
  const current = keys[0];
  if (!current) throw new KeyringError('no key given');
  // Imported once: given a Buffer, every createCipheriv would import the key again.
  const byId = new Map(keys.map((entry) => [entry.id, createSecretKey(entry.key)]));
  const currentKey = byId.get(current.id) as KeyObject;
  const keyFor = (id: string) => {
    const key = byId.get(id);
    if (!key) throw new DecryptionError(`key "${id}" is not in DATA_ENCRYPTION_KEYS`);
    return key;
  };

  const seal = (key: KeyObject, header: Buffer, plain: Uint8Array) => {
    const iv = pooledRandomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(header);
    const body = cipher.update(plain);
    // GCM is a stream mode: final() only computes the tag and has no bytes left to give, so nothing is concatenated.
    const rest = cipher.final();
    const ciphertext = rest.length === 0 ? body : Buffer.concat([body, rest]);
    return { iv, tag: cipher.getAuthTag(), ciphertext };
  };
  const open = (key: KeyObject, header: Buffer, iv: Buffer, tag: Buffer, ciphertext: Buffer) => {
    try {
      const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(header);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    } catch {
      throw new DecryptionError('authentication failed (the value was altered, or the key is wrong)');
    }
  };
  // The authenticated header of every text sealed with the current key: made once, not for every value.
  const currentTextHeader = `${TEXT_PREFIX}${current.id}`;
  const currentTextHeaderBytes = Buffer.from(currentTextHeader);
  const bytesHeader = (id: string) => Buffer.concat([BYTES_MAGIC, Buffer.from([id.length]), Buffer.from(id, 'ascii')]);

  const cipher: DataCipher = {
    currentKeyId: current.id,
    keyIds: keys.map((entry) => entry.id),
    encryptText(plain) {
      const { iv, tag, ciphertext } = seal(currentKey, currentTextHeaderBytes, Buffer.from(plain, 'utf8'));
      return `${currentTextHeader}:${iv.toString('base64url')}:${tag.toString('base64url')}:${ciphertext.toString('base64url')}`;
    },
    decryptText(stored) {
      const match = TEXT_CIPHERTEXT.exec(stored);
      if (!match) throw new DecryptionError('not an encrypted value');
      const [, id = '', iv = '', tag = '', body = ''] = match;
      const plain = open(
        keyFor(id),
        Buffer.from(`${TEXT_PREFIX}${id}`),
        Buffer.from(iv, 'base64url'),
        Buffer.from(tag, 'base64url'),
        Buffer.from(body, 'base64url'),
      );
      return plain.toString('utf8');
    },
    textKeyId(stored) {
      return TEXT_CIPHERTEXT.exec(stored)?.[1];
    },
    encryptBytes(plain) {
      const header = bytesHeader(current.id);
      const { iv, tag, ciphertext } = seal(currentKey, header, plain);
      return Buffer.concat([header, iv, tag, ciphertext]);
    },
    decryptBytes(stored) {
      const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
      const id = cipher.bytesKeyId(bytes);
      if (id === undefined) throw new DecryptionError('the file is not encrypted');
      const headerLength = BYTES_MAGIC.length + 1 + id.length;
      if (bytes.length < headerLength + IV_BYTES + TAG_BYTES) throw new DecryptionError('the file is truncated');
      const iv = bytes.subarray(headerLength, headerLength + IV_BYTES);
      const tag = bytes.subarray(headerLength + IV_BYTES, headerLength + IV_BYTES + TAG_BYTES);
      return open(keyFor(id), bytes.subarray(0, headerLength), iv, tag, bytes.subarray(headerLength + IV_BYTES + TAG_BYTES));
    },
    bytesKeyId(stored) {
      const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
      if (bytes.length <= BYTES_MAGIC.length || !bytes.subarray(0, BYTES_MAGIC.length).equals(BYTES_MAGIC)) return undefined;
      const length = bytes[BYTES_MAGIC.length] ?? 0;
      const id = bytes.subarray(BYTES_MAGIC.length + 1, BYTES_MAGIC.length + 1 + length).toString('ascii');
      if (!KEY_ID_PATTERN.test(id)) throw new DecryptionError('the file has a malformed encryption header');
      return id;
    },
  };
  return cipher;
}

export interface CipherEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  DATA_ENCRYPTION_KEYS?: string;
  DATABASE_URL?: string;
  DATA_DIR?: string;
}

/**
 * Where the embedded database's own key is kept when DATA_ENCRYPTION_KEYS is not set: a file beside the data
 * directory (`./data.key` for `./data`), not inside it, so a copy of the database alone does not carry its key.
 * None for PostgreSQL or an in-memory database.
 */
function localKeyFile(env: CipherEnv): string | undefined {
  if (env.DATABASE_URL !== undefined || env.DATA_DIR === undefined || env.DATA_DIR === ':memory:') return undefined;
  return `${env.DATA_DIR.replace(/[/\\]+$/, '')}.key`;
}

/**
 * The cipher the configuration asks for, in this order:
 * 1. DATA_ENCRYPTION_KEYS, the way to run any real deployment (and the only one with PostgreSQL);
 * 2. the embedded database's key file, if it exists; the server's first start in production creates it
 *    (`createLocalKey`: random, readable by its owner only), so that `npm start` on the embedded defaults works and
 *    its data stays readable across restarts and by the command-line tools, which never create one (a new key would
 *    not open the data already stored);
 * 3. outside production, the public development key, with a warning.
 * Production otherwise throws: the server (on PostgreSQL) and the tools refuse to start.
 */
export function cipherFromEnv(
  env: CipherEnv,
  warn: (message: string) => void,
  { createLocalKey = false }: { createLocalKey?: boolean } = {},
): DataCipher {
  if (env.DATA_ENCRYPTION_KEYS) return createDataCipher(parseKeyring(env.DATA_ENCRYPTION_KEYS));
  const keyFile = localKeyFile(env);
  if (keyFile !== undefined && existsSync(keyFile)) {
    return createDataCipher(parseKeyring(readFileSync(keyFile, 'utf8')));
  }
  if (env.NODE_ENV === 'production') {
    if (keyFile !== undefined && createLocalKey) {
      const spec = generateKeySpec('local');
      writeFileSync(keyFile, `${spec}\n`, { mode: 0o600, flag: 'wx' });
      warn(
        `DATA_ENCRYPTION_KEYS is not set: created ${keyFile}, the key of the embedded database. Keep it with the ` +
          'data and out of its backups; without it the stored data cannot be read. Set DATA_ENCRYPTION_KEYS instead ' +
          'in a real deployment.',
      );
      return createDataCipher(parseKeyring(spec));
    }
    throw new KeyringError(
      'DATA_ENCRYPTION_KEYS is required in production (driver licence numbers, dates of birth and files are encrypted ' +
        'with it); create a key with "npm run key:generate" and keep it safe: without it the stored data cannot be read',
    );
  }
  warn(
    'DATA_ENCRYPTION_KEYS is not set: sensitive fields are encrypted with the public development key, which protects ' +
      'nothing. Set DATA_ENCRYPTION_KEYS before storing real data (production refuses to start without it).',
  );
  return createDataCipher([DEVELOPMENT_KEY]);
}
