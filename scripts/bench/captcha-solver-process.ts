/**
 * One solving process of solveCaptchas: `tsx captcha-solver-process.ts URL COUNT` fetches and solves COUNT
 * challenges from the server at URL and writes the tokens to stdout as a JSON array.
 */
import { deriveKeySync, solveCaptcha } from '../../tests/api/support/captcha';

const [url, count] = process.argv.slice(2);
if (url === undefined || count === undefined) throw new Error('usage: captcha-solver-process.ts URL COUNT');
const tokens: string[] = [];
for (let i = 0; i < Number(count); i++) {
  tokens.push(await solveCaptcha(() => fetch(`${url}/api/captcha/challenge`), deriveKeySync));
}
process.stdout.write(JSON.stringify(tokens));
