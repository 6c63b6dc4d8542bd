/**
 * What rjsf asks of fast-uri (`resolve` and `equal`), done with the browser's own URL parser. rjsf imports fast-uri
 * to follow `$ref`s between schemas with `$id`s; it is the largest library on a wizard page that a wizard's draft-07
 * schema with local `#/definitions/...` references never calls. The browser build and the pre-renderer import this
 * module in its place for rjsf only (vite.config.ts); Ajv on the server keeps fast-uri.
 * Decision 0220 in docs/decisions.
 */

/** A base for relative URIs such as a schema's `/forms/<id>/schema.json`; it never leaves this module. */
const PLACEHOLDER_ORIGIN = 'https://relative.invalid';

function absolute(uri: string, base?: string): URL {
  return new URL(uri, base === undefined ? PLACEHOLDER_ORIGIN : absolute(base));
}

function written(url: URL): string {
  return url.origin === PLACEHOLDER_ORIGIN ? url.href.slice(PLACEHOLDER_ORIGIN.length) : url.href;
}

/** `ref` resolved against `base` (RFC 3986), relative again when both were relative. */
function resolve(base: string, ref: string): string {
  return written(absolute(ref, base));
}

/** Whether two URIs name the same resource once normalised. */
function equal(a: string, b: string): boolean {
  try {
    return absolute(a).href === absolute(b).href;
  } catch {
    return false;
  }
}

export default { resolve, equal };
