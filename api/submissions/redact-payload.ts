import { pointerTokens } from '../../json/json-pointer';

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function shallowCopy(value: Container): Container {
  return Array.isArray(value) ? [...value] : { ...value };
}

/**
 * Replaces every container from `root` down to `pointer` with a shallow copy (root itself is already a copy) and
 * returns the copy at `pointer`; undefined when the path does not lead to an object or a list.
 */
function copyPath(root: Record<string, unknown>, pointer: string): Container | undefined {
  let parent: Container = root;
  for (const token of pointerTokens(pointer)) {
    const child = (parent as Record<string, unknown>)[token];
    if (!isContainer(child)) return undefined;
    const copied = shallowCopy(child);
    (parent as Record<string, unknown>)[token] = copied;
    parent = copied;
  }
  return parent === root ? undefined : parent;
}

/**
 * The payload as stored: without the captcha token (a used credential, useless afterwards) and without file
 * contents, which live once, as bytes, in the attachments table; each attachment keeps name, size, type and
 * lastModified so the payload still reads as submitted.
 *
 * The submitted payload is left untouched. Only the objects on the way to what is removed are copied, not the whole
 * payload: the stored form is copied again anyway when its marked fields are encrypted (encryptPayload).
 */
export function redactPayload(
  payload: Record<string, unknown>,
  attachmentPointers: readonly string[],
): Record<string, unknown> {
  const copy = { ...payload };
  delete copy.captchaToken;
  for (const pointer of attachmentPointers) {
    const attachment = copyPath(copy, pointer);
    if (attachment !== undefined && !Array.isArray(attachment) && 'content' in attachment) delete attachment.content;
  }
  return copy;
}
