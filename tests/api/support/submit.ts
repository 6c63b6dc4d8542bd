/** Posts a payload to the app as the browser does after the visitor solved the captcha. */
import type { Hono } from 'hono';
import { solveCaptcha } from './captcha';
import { type Payload } from './payloads';
import { isRecord } from '../../../json/json-value';

export interface Submitted {
  status: number;
  body: Record<string, unknown>;
}

export async function submitWithCaptcha(app: Hono, path: string, payload: Payload): Promise<Submitted> {
  const captchaToken = await solveCaptcha(async () => app.request('/api/captcha/challenge'));
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...payload, captchaToken }),
  });
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error(`expected a JSON object, got ${JSON.stringify(body)}`);
  return { status: response.status, body };
}
