/**
 * Headers every answer to a request carries, set before the handler runs.
 *
 * On the server's own sockets they are held by the response object (`AnswerWithPresetHeaders`, below) and merged into
 * the one head @hono/node-server writes (`writeHead(status, headers)`): the answer's own value wins, so a route can
 * still send a stricter policy, and Hono's answer keeps its plain header record.
 *
 * Two other ways were measured and left (`npm run bench:api`, docs/decisions.md):
 * - through the context (`c.header`), Hono builds a web `Headers` object for every answer and @hono/node-server
 *   iterates it back into a record: about a tenth of the JSON API's throughput;
 * - through Node's `setHeader`, every later `writeHead` takes Node's slow path, which validates and merges the
 *   handler's headers one by one into its own table: again several per cent.
 *
 * A request built in-process (`app.request` in tests) has no socket; it gets them through the context.
 */
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { Context } from 'hono';
import { fromSocket } from './on-socket';

/** A header list, names in lower case. */
export type PresetHeaders = Readonly<Record<string, string>>;

/**
 * Node's response object, holding header lists to add to the head when it is written. The lists are kept by
 * reference (a shared constant list costs nothing per request); a header the head already names is left out.
 */
export class AnswerWithPresetHeaders<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  private presets: PresetHeaders[] | undefined;

  preset(headers: PresetHeaders): void {
    (this.presets ??= []).push(headers);
  }

  // Node's own signature: (status, headers) or (status, reason, headers).
  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | readonly unknown[],
    headers?: OutgoingHttpHeaders | readonly unknown[],
  ): this {
    const presets = this.presets;
    if (presets === undefined) return super.writeHead(statusCode, reasonOrHeaders as string, headers as OutgoingHttpHeaders);
    this.presets = undefined;
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
    const given = typeof reasonOrHeaders === 'string' ? headers : reasonOrHeaders;
    if (Array.isArray(given)) {
      // A raw [name, value, ...] list (never sent by @hono/node-server): Node's own header table merges it.
      for (const preset of presets) for (const name in preset) if (!this.hasHeader(name)) this.setHeader(name, preset[name] as string);
      return super.writeHead(statusCode, reason as string, given as unknown as OutgoingHttpHeaders);
    }
    return super.writeHead(statusCode, reason as string, withPresets(given as OutgoingHttpHeaders | undefined, presets));
  }
}

/** The given head plus every preset header it does not name, compared without case. */
function withPresets(given: OutgoingHttpHeaders | undefined, presets: readonly PresetHeaders[]): OutgoingHttpHeaders {
  const merged: OutgoingHttpHeaders = {};
  for (const preset of presets) Object.assign(merged, preset);
  if (given === undefined) return merged;
  for (const name in given) {
    const lower = name.toLowerCase();
    if (lower !== name) delete merged[lower];
    merged[name] = given[name];
  }
  return merged;
}

/** Sets headers for the answer to come; true when they went to the socket's response rather than the context. */
export function presetHeaders(c: Context, headers: PresetHeaders): boolean {
  if (fromSocket(c.env)) {
    const { outgoing } = c.env;
    if (outgoing instanceof AnswerWithPresetHeaders) outgoing.preset(headers);
    // A server started without AnswerWithPresetHeaders (the API suite serves the app directly): Node's own table.
    else for (const name in headers) outgoing.setHeader(name, headers[name] as string);
    return true;
  }
  for (const name in headers) c.header(name, headers[name]);
  return false;
}
