/** JSON Pointer helpers (RFC 6901) shared by the step machine, the renderer and the API. */

export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  const tokens = pointer.slice(1).split('/');
  // Only a pointer with a `~` holds escapes; most hold none, and this runs for every field of every review.
  return pointer.includes('~') ? tokens.map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~')) : tokens;
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
