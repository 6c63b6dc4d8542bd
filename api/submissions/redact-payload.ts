import { getAtPointer } from '../../engine/json-pointer';

/**
 * The payload as stored: without the captcha token (a used credential, useless afterwards) and without file
 * contents, which live once, as bytes, in the attachments table; each attachment keeps name, size, type and
 * lastModified so the payload still reads as submitted.
 */
export function redactPayload(
  payload: Record<string, unknown>,
  attachmentPointers: readonly string[],
): Record<string, unknown> {
  const copy = structuredClone(payload);
  delete copy.captchaToken;
  for (const pointer of attachmentPointers) {
    const node = getAtPointer(copy, pointer);
    if (typeof node === 'object' && node !== null && 'content' in node) delete node.content;
  }
  return copy;
}
