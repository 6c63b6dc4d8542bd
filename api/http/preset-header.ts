/**
 * Headers every answer to a request carries, set before the handler runs.
 *
 * On a socket they are set on Node's own response object: Node merges them with the headers of whatever answer the
 * handler returns (the answer's own value wins, so a route can still send a stricter policy), and Hono's answer keeps
 * its plain header record. Set through the context instead, they make Hono build a web `Headers` object for every
 * answer and @hono/node-server iterate it back into a record, which cost the JSON API about a tenth of its throughput.
 * A request built in-process (`app.request` in tests) has no socket; it gets them through the context.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export function fromSocket(env: unknown): env is HttpBindings {
  return typeof env === 'object' && env !== null && 'incoming' in env && 'outgoing' in env;
}

/** Sets the header for the answer to come; true when it went on the socket's response. */
export function presetHeader(c: Context, name: string, value: string): boolean {
  if (fromSocket(c.env)) {
    c.env.outgoing.setHeader(name, value);
    return true;
  }
  c.header(name, value);
  return false;
}
