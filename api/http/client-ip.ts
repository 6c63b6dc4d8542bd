/** The client's IP address as recorded with a submission and used for rate limiting. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * With TRUST_PROXY the address is the LAST entry of X-Forwarded-For: the one our own reverse proxy appended. Earlier
 * entries come from the client and can be forged. Without a socket (app.request() in tests) there is no address.
 */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  // A request built in-process has no socket: Hono gives its handlers no bindings then.
  if (c.env === undefined) return null;
  const address = getConnInfo(c).remote.address;
  // A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d; the plain form is what people search logs for.
  return address?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1') ?? null;
}
