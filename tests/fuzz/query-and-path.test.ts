/**
 * The inputs that are not a JSON body: query parameters and path segments of the vehicle lookups, wizard ids in
 * the forms routes, and methods or paths the API does not serve. Malformed percent-encoding, prototype names,
 * control characters and very long values get a JSON answer below 500 that says what is wrong.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDGE_STRINGS, SPECIAL_KEYS } from './support/mutations';
import { preview, prototypeProblems, readAnswer, useFuzzApp } from './support/fuzz-harness';
import { fuzzParameters, FUZZ_TEST_TIMEOUT_MS } from './support/settings';

const harness = useFuzzApp();

/** Percent-encoding as a client may send it: broken escapes, encoded invalid UTF-8, NUL, traversal. */
const RAW_ESCAPES = ['%', '%z', '%zz', '%ff', '%c0%80', '%ed%a0%80', '%00', '%2e%2e%2f', '..%2f..%2f', '%E0%A4%A', '%%', '+', '%20', '#frag', '?x=1'];

/** A path segment or query value, already in its on-the-wire (percent-encoded or deliberately broken) form. */
const wireValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...RAW_ESCAPES),
  fc.constantFrom(...EDGE_STRINGS, ...SPECIAL_KEYS).map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))),
  fc.string({ unit: 'binary', maxLength: 30 }).map((value) => encodeURIComponent(value)),
  fc.constantFrom('2020', '1885', '99999', '-1', '1e3', '0x7e4', ' 2020 ', '2020.0', '1HGCM82633A004352', 'HONDA'),
  fc.constantFrom(1_000, 100_000).map((length) => 'A'.repeat(length)),
);

const request: fc.Arbitrary<{ method: string; path: string }> = fc.oneof(
  wireValue.map((year) => ({ method: 'GET', path: `/api/vehicles/makes?year=${year}` })),
  fc.tuple(wireValue, wireValue).map(([make, year]) => ({ method: 'GET', path: `/api/vehicles/models?make=${make}&year=${year}` })),
  wireValue.map((vin) => ({ method: 'GET', path: `/api/vehicles/vin/${vin}` })),
  wireValue.map((id) => ({ method: 'GET', path: `/api/forms/${id}/schema` })),
  wireValue.map((id) => ({ method: 'POST', path: `/api/forms/${id}/validate` })),
  wireValue.map((id) => ({ method: 'POST', path: `/api/forms/${id}` })),
  fc.tuple(fc.constantFrom('PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS'), fc.constantFrom('/api/captcha/challenge', '/api/health', '/api/forms', '/api/vehicles/makes', '/api/openapi.json')).map(
    ([method, path]) => ({ method, path }),
  ),
  wireValue.map((rest) => ({ method: 'GET', path: `/api/${rest}` })),
);

describe('query parameters, path segments and methods', () => {
  it('answer every hostile request with JSON below 500 that says what is wrong', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path }) => {
        const before = await harness.counts();
        let response: Response;
        try {
          response = await harness.app().request(path, {
            method,
            headers: { 'content-type': 'application/json' },
            ...(method === 'GET' || method === 'OPTIONS' ? {} : { body: '{}' }),
          });
        } catch (error) {
          // The URL itself cannot be built: nothing reaches the server, as with a real HTTP client.
          if (error instanceof TypeError && /URL/i.test(error.message)) return;
          throw error;
        }
        const answer = await readAnswer(response);
        const after = await harness.counts();
        const problems = [...answer.problems, ...prototypeProblems()];
        if (JSON.stringify(before) !== JSON.stringify(after)) problems.push('a request without a valid payload changed the database');
        if (problems.length > 0) throw new Error(`${method} ${path.slice(0, 200)} -> ${answer.status} ${preview(answer.body)}\n${problems.join('\n')}`);
      }),
      fuzzParameters(400),
    );
  }, FUZZ_TEST_TIMEOUT_MS);

  it('is still healthy afterwards', async () => {
    expect(await harness.healthy()).toBe(true);
  });
});
