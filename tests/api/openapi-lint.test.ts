/**
 * Redocly's recommended rules on the live document (redocly's core, the engine of `redocly lint`): no error.
 *
 * Two kinds of warning remain and are not failures: `operation-4xx-response` on the operations that cannot fail
 * with a 4xx (health, the forms list, this document, the schemas), and `no-invalid-media-type-examples` on the
 * examples of schemas with `if`/`then`/`else`, whose example check treats properties evaluated by a branch as
 * unevaluated. The examples are the wizards' fixtures, which the document's own tests validate with a stock Ajv.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { fetchLiveDocument } from './support/live-document';

const ACCEPTED_WARNINGS = new Set(['operation-4xx-response', 'no-invalid-media-type-examples']);

describe('the OpenAPI document under redocly lint', () => {
  it('has no error with the recommended rules', async () => {
    const document = await fetchLiveDocument();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const report = (severity: string) =>
      problems
        .filter((problem) => problem.severity === severity)
        .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`);
    expect(report('error')).toEqual([]);
    expect(report('warn').filter((line) => !ACCEPTED_WARNINGS.has(line.slice(0, line.indexOf(':'))))).toEqual([]);
  });
});
