import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cipherFromEnv,
  createDataCipher,
  DecryptionError,
  DEVELOPMENT_KEY,
  generateKeySpec,
  KeyringError,
  parseKeyring,
} from './data-cipher';

const keyA = generateKeySpec('a');
const keyB = generateKeySpec('b');

describe('data cipher', () => {
  it('round-trips text and bytes, with a fresh IV every time', () => {
    const cipher = createDataCipher(parseKeyring(keyA));
    const first = cipher.encryptText('D1234567');
    expect(first).toMatch(/^enc:v1:a:/);
    expect(first).not.toContain('D1234567');
    expect(cipher.encryptText('D1234567')).not.toBe(first);
    expect(cipher.decryptText(first)).toBe('D1234567');
    expect(cipher.decryptText(cipher.encryptText(''))).toBe('');
    expect(cipher.decryptText(cipher.encryptText('Núñez ✓'))).toBe('Núñez ✓');

    const bytes = Buffer.from('%PDF-1.4 secret contents');
    const sealed = cipher.encryptBytes(bytes);
    expect(sealed.includes(Buffer.from('secret contents'))).toBe(false);
    expect(cipher.bytesKeyId(sealed)).toBe('a');
    expect(cipher.bytesKeyId(bytes)).toBeUndefined();
    expect(cipher.decryptBytes(sealed).equals(bytes)).toBe(true);
    expect(cipher.decryptBytes(new Uint8Array(sealed)).equals(bytes)).toBe(true);
  });

  it('decrypts values of an older key while encrypting with the first', () => {
    const old = createDataCipher(parseKeyring(keyA));
    const rotated = createDataCipher(parseKeyring(`${keyB},${keyA}`));
    const text = old.encryptText('1990-04-01');
    const file = old.encryptBytes(Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]));
    expect(rotated.currentKeyId).toBe('b');
    expect(rotated.textKeyId(text)).toBe('a');
    expect(rotated.decryptText(text)).toBe('1990-04-01');
    expect([...rotated.decryptBytes(file)]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3]);
    expect(rotated.encryptText('x')).toMatch(/^enc:v1:b:/);
    // Once the old key is removed, its values fail loudly rather than read as garbage.
    const withoutOld = createDataCipher(parseKeyring(keyB));
    expect(() => withoutOld.decryptText(text)).toThrow(/key "a" is not in DATA_ENCRYPTION_KEYS/);
  });

  it('fails loudly on tampered ciphertext, tag, IV or key id, without echoing the value', () => {
    const cipher = createDataCipher(parseKeyring(`${keyA},${keyB}`));
    const stored = cipher.encryptText('D7654321');
    const parts = stored.split(':');
    const flip = (part: string) => `${part.startsWith('A') ? 'B' : 'A'}${part.slice(1)}`;
    for (const index of [3, 4, 5]) {
      const tampered = parts.map((part, i) => (i === index ? flip(part) : part)).join(':');
      expect(() => cipher.decryptText(tampered)).toThrow(DecryptionError);
    }
    // Relabelled with the other key id: the header is authenticated.
    expect(() => cipher.decryptText(stored.replace('enc:v1:a:', 'enc:v1:b:'))).toThrow(DecryptionError);
    try {
      cipher.decryptText(`${stored.slice(0, -2)}AA`);
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('D7654321');
    }
    const file = cipher.encryptBytes(Buffer.from('%PDF-1.7 body'));
    const last = file.length - 1;
    file[last] = (file[last] ?? 0) ^ 1;
    expect(() => cipher.decryptBytes(file)).toThrow(DecryptionError);
    expect(() => cipher.decryptBytes(file.subarray(0, 12))).toThrow(DecryptionError);
  });

  it('reads DATA_ENCRYPTION_KEYS strictly', () => {
    expect(parseKeyring(` ${keyA} , ${keyB} `).map((key) => key.id)).toEqual(['a', 'b']);
    expect(() => parseKeyring('')).toThrow(KeyringError);
    expect(() => parseKeyring('a:c2hvcnQ=')).toThrow(/not 32 bytes/);
    expect(() => parseKeyring(`${keyA},${keyA}`)).toThrow(/listed twice/);
    expect(() => parseKeyring('no key')).toThrow(KeyringError);
    const urlSafe = `u:${Buffer.alloc(32, 0xfb).toString('base64url')}`;
    expect(parseKeyring(urlSafe)[0]?.key).toEqual(Buffer.alloc(32, 0xfb));
  });

  it('refuses production without keys and warns about the development key elsewhere', () => {
    expect(() => cipherFromEnv({ NODE_ENV: 'production' }, () => {})).toThrow(/DATA_ENCRYPTION_KEYS is required in production/);
    const warnings: string[] = [];
    const cipher = cipherFromEnv({ NODE_ENV: 'development' }, (message) => warnings.push(message));
    expect(cipher.currentKeyId).toBe(DEVELOPMENT_KEY.id);
    expect(warnings).toHaveLength(1);
    expect(cipherFromEnv({ NODE_ENV: 'production', DATA_ENCRYPTION_KEYS: keyB }, () => {}).currentKeyId).toBe('b');
    expect(() => cipherFromEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', DATA_DIR: './data' }, () => {})).toThrow(
      /DATA_ENCRYPTION_KEYS is required in production/,
    );
  });

  it('gives the embedded database of a production server its own key file beside the data, and keeps using it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cipher-'));
    const dataDir = join(dir, 'data');
    const keyFile = `${dataDir}.key`;
    const warnings: string[] = [];
    // The command-line tools never create the key: a new one would not open the data already stored.
    expect(() => cipherFromEnv({ NODE_ENV: 'production', DATA_DIR: dataDir }, () => {})).toThrow(/DATA_ENCRYPTION_KEYS is required/);
    expect(existsSync(keyFile)).toBe(false);
    const first = cipherFromEnv({ NODE_ENV: 'production', DATA_DIR: `${dataDir}/` }, (message) => warnings.push(message), {
      createLocalKey: true,
    });
    expect(warnings).toEqual([expect.stringContaining(keyFile)]);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const sealed = first.encryptText('D1234567');

    // A restart and the command-line tools (development by default) read the same file, without a warning.
    for (const NODE_ENV of ['production', 'development'] as const) {
      const again = cipherFromEnv({ NODE_ENV, DATA_DIR: dataDir }, (message) => warnings.push(message));
      expect(again.currentKeyId).toBe('local');
      expect(again.decryptText(sealed)).toBe('D1234567');
    }
    expect(warnings).toHaveLength(1);
    // DATA_ENCRYPTION_KEYS still wins over the file.
    expect(cipherFromEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, DATA_ENCRYPTION_KEYS: keyB }, () => {}).currentKeyId).toBe('b');
    // Outside production no file is created: the development key.
    const devDir = join(dir, 'dev-data');
    expect(cipherFromEnv({ NODE_ENV: 'development', DATA_DIR: devDir }, () => {}).currentKeyId).toBe(DEVELOPMENT_KEY.id);
    expect(existsSync(`${devDir}.key`)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
