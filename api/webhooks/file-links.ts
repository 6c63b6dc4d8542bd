/**
 * A webhook never carries a file: it carries a link to it, signed and valid for a day from the delivery that made it
 * (`GET /api/webhooks/files/:fileId?endpoint=&expires=&signature=`). The signature is an HMAC-SHA256 of the file, the
 * endpoint and the expiry, with a key derived from STAFF_AUTH_SECRET, so a link cannot be made for another file, another
 * endpoint or a later time; it stops working too once its endpoint is disabled or removed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const FILE_LINK_HOURS = 24;
export const WEBHOOK_FILES_PATH = '/api/webhooks/files';

export interface FileLinkSigner {
  link(fileId: string, endpointId: string, now?: Date): { url: string; expiresAt: Date };
  /** Whether the link's parts were signed here and it has not expired. */
  verify(fileId: string, endpointId: string, expires: string, signature: string, now?: Date): boolean;
}

export function fileLinkSigner(secret: string, publicUrl: string): FileLinkSigner {
  const key = createHmac('sha256', secret).update('webhook file links').digest();
  const sign = (fileId: string, endpointId: string, expires: number) => createHmac('sha256', key).update(`${fileId}.${endpointId}.${expires}`).digest('hex');
  return {
    link(fileId, endpointId, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + FILE_LINK_HOURS * 3600;
      const query = new URLSearchParams({ endpoint: endpointId, expires: String(expires), signature: sign(fileId, endpointId, expires) });
      return { url: `${publicUrl}${WEBHOOK_FILES_PATH}/${fileId}?${query}`, expiresAt: new Date(expires * 1000) };
    },
    verify(fileId, endpointId, expires, signature, now = new Date()) {
      if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false;
      if (Number(expires) * 1000 < now.getTime()) return false;
      return timingSafeEqual(Buffer.from(sign(fileId, endpointId, Number(expires)), 'hex'), Buffer.from(signature, 'hex'));
    },
  };
}
