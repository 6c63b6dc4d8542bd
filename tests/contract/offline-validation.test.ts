/**
 * A client that validates offline gets the server's verdict: for every fixture of every wizard, a fixed set of
 * mutations per field (wrong type, empty, too long, bad format, out of range, dates around today's bounds, missing,
 * unknown or hidden properties, lists emptied or overfilled) is judged by a stock Ajv 8 (strict, ajv-formats, nothing
 * else) on the schema GET /api/forms/:id/schema serves, and by the server's POST /api/forms/:id/validate. The two must
 * agree on every payload that no server-only check touches: the storable-text check, the files' contents and the
 * comparisons between fields (the checks the OpenAPI document lists in x-checks-not-in-schema).
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database';
import { openNewPglite } from '../api/support/backends';
import { unstorableTextErrors } from '../../api/submissions/storable-text';
import { checkUploads } from '../../api/uploads/check-uploads';
import { childPointer, getAtPointer, pointerFromTokens, pointerTokens } from '../../json/json-pointer';
import { createAjv } from '../../schemas/ajv';
import type { JsonSchema } from '../../schemas/bundle';
import { dateBounds } from '../../schemas/portable-schema';
import { buildTestApp, testRegistry } from '../api/support/test-app';
import { mutations } from './mutations';
import { wizardFolders } from './wizard-folders';

let database: Database;
let app: ReturnType<typeof buildTestApp>;
const registry = testRegistry();

beforeAll(async () => {
  database = await openNewPglite();
  app = buildTestApp(database);
});

afterAll(async () => {
  await database?.close();
});

const shiftDays = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/** Values tried in place of each leaf, by the type of the fixture's value there. */
function replacementsFor(value: unknown): unknown[] {
  const { currentYear, latestPastDate, earliestFutureDate } = dateBounds();
  const dates = [latestPastDate, earliestFutureDate].flatMap((date) => [shiftDays(date, -1), date, shiftDays(date, 1)]);
  if (typeof value === 'string') {
    return ['', ' ', 'x', 'a'.repeat(10_001), '!!!', 'not-an-email', 'a@b', '2026-02-30', ...dates, value.toUpperCase(), 42, null];
  }
  if (typeof value === 'number') {
    return [-1, 0, 1.5, 1e9, value + 1, value - 1, currentYear, currentYear + 1, String(value), null];
  }
  if (typeof value === 'boolean') return [!value, String(value), null];
  if (Array.isArray(value)) return [[], Array.from({ length: 25 }, () => value[0] ?? null), {}];
  return [{}, [], null];
}

/** The pointers of every value of the payload below the root: objects, lists and leaves. */
function valuePointers(value: unknown, pointer = ''): string[] {
  const children: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => {
    const at = childPointer(pointer, key);
    return [at, ...valuePointers(child, at)];
  });
}

function replaced(payload: unknown, pointer: string, next: unknown): unknown {
  const copy = structuredClone(payload);
  const tokens = pointerTokens(pointer);
  const key = tokens.pop() ?? '';
  const parent = getAtPointer(copy, pointerFromTokens(tokens));
  if (Array.isArray(parent)) parent[Number(key)] = next;
  else if (parent !== null && typeof parent === 'object') (parent as Record<string, unknown>)[key] = next;
  return copy;
}

/** The schema as written without its bounds read from another field (`{ "$data": ... }`), which only the server checks. */
function withoutFieldComparisons(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutFieldComparisons);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([, value]) => !(value !== null && typeof value === 'object' && '$data' in value))
      .map(([key, value]) => [key, withoutFieldComparisons(value)]),
  );
}

describe.each(wizardFolders())('offline validation of wizard $id', (folder) => {
  it("gives the server's verdict on every mutated fixture no server-only check touches", async () => {
    const served = (await (await app.request(`/api/forms/${folder.id}/schema`)).json()) as JsonSchema;
    const stock = new Ajv({ strict: true });
    addFormats(stock);
    const offline = stock.compile(served);

    const wizard = registry.get(folder.id);
    if (!wizard) throw new Error(`${folder.id} is not in the registry`);
    const withComparisons = createAjv().compile(folder.bundled);
    const withoutComparisons = createAjv().compile(withoutFieldComparisons(folder.bundled) as JsonSchema);
    const touchedByServerOnlyCheck = (payload: unknown) =>
      unstorableTextErrors(payload).length > 0 ||
      checkUploads(wizard.findAttachments(payload)).errors.length > 0 ||
      withComparisons(payload) !== withoutComparisons(payload);

    const cases = folder.fixtures.flatMap((fixture) => [
      ...mutations(folder.bundled, folder.ui.uiSchema, fixture.data).map(({ name, payload }) => ({ name, payload })),
      ...valuePointers(fixture.data).flatMap((pointer) =>
        replacementsFor(getAtPointer(fixture.data, pointer)).map((value) => ({
          name: `${fixture.file}: ${pointer} = ${JSON.stringify(value)?.slice(0, 40)}`,
          payload: replaced(fixture.data, pointer, value),
        })),
      ),
      { name: `${fixture.file} as it is`, payload: fixture.data },
    ]);

    const disagreements: string[] = [];
    let compared = 0;
    let refused = 0;
    for (const { name, payload } of cases) {
      if (touchedByServerOnlyCheck(payload)) continue;
      compared += 1;
      const response = await app.request(`/api/forms/${folder.id}/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      const server = ((await response.json()) as { valid: boolean }).valid;
      if (!server) refused += 1;
      if (offline(payload) !== server) disagreements.push(`${name}: server ${server}, offline ${!server}`);
    }
    expect(disagreements).toEqual([]);
    // The filter leaves nearly every case, and the cases are mostly refusals: the comparison is not an empty one.
    expect(compared).toBeGreaterThan(cases.length * 0.8);
    expect(refused).toBeGreaterThan(compared / 2);
  });
});
