/**
 * JSON Pointer (RFC 6901): the one place that escapes and unescapes its tokens. Steps, errors, "touched" fields,
 * attachments and sensitive fields are all pointers into a payload or a schema, in the browser and the API alike.
 */

export function escapePointerToken(token: string): string {
  // Nearly every property name has neither character: returned as it is, without two regular-expression scans.
  if (!token.includes('~') && !token.includes('/')) return token;
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointerToken(token: string): string {
  return token.includes('~') ? token.replace(/~1/g, '/').replace(/~0/g, '~') : token;
}

/** The pointer of `token` (a property name or an index) below `parent`. */
export function childPointer(parent: string, token: string | number): string {
  return `${parent}/${typeof token === 'number' ? token : escapePointerToken(token)}`;
}

/** The pointer made of `tokens`, from the root. */
export function pointerFromTokens(tokens: readonly (string | number)[]): string {
  return tokens.reduce<string>((pointer, token) => childPointer(pointer, token), '');
}

export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  const tokens = pointer.slice(1).split('/');
  // Only a pointer with a `~` holds escapes; most hold none, and this runs for every field of every review.
  return pointer.includes('~') ? tokens.map(unescapePointerToken) : tokens;
}

/** True when `pointer` is `ancestor` itself or lies below it. */
export function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

export function getAtPointer(data: unknown, pointer: string): unknown {
  let node: unknown = data;
  for (const token of pointerTokens(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
