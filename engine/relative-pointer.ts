/**
 * Widgets name the fields they read or fill (a make list reads the year next to it) by a Relative JSON Pointer
 * (draft-bhutton-relative-json-pointer): `"1/year"` = go up one level from this field, then down to `year`. A
 * relative pointer keeps working inside array items, where the absolute path (`/vehicles/2/...`) is only known at
 * render time. An absolute pointer (`"/details/year"`) is accepted as well.
 */
import { pointerFromTokens, pointerTokens } from '../json/json-pointer';

const RELATIVE = /^(0|[1-9][0-9]*)(\/.*)?$/;

/**
 * The absolute pointer that `reference` names, seen from the field at `base`; null when `reference` is malformed
 * or climbs above the root. The index form (`"0#"`, which yields a key, not a value) means nothing to a widget and
 * is refused.
 */
export function resolvePointer(base: string, reference: string): string | null {
  if (reference === '' || reference.startsWith('/')) return reference;
  const match = RELATIVE.exec(reference);
  if (!match) return null;
  const up = Number(match[1]);
  const tokens = pointerTokens(base);
  if (up > tokens.length) return null;
  const head = pointerFromTokens(tokens.slice(0, tokens.length - up));
  return `${head}${match[2] ?? ''}`;
}
