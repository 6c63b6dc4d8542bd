/** `npm run -s key:generate [-- <id>]`: prints a new DATA_ENCRYPTION_KEYS entry (id:base64 of 32 random bytes). */
import { generateKeySpec, KEY_ID_PATTERN } from '../api/privacy/data-cipher';

const id = process.argv[2];
if (id !== undefined && !KEY_ID_PATTERN.test(id)) {
  console.error('The key id is 1 to 32 letters, digits, - or _.');
  process.exitCode = 2;
} else {
  console.log(generateKeySpec(id));
}
