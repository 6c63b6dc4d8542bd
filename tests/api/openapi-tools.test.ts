/**
 * The live OpenAPI document as client developers' tools take it.
 *
 * A client developer's first step: types generated with openapi-typescript, and a small openapi-fetch client that
 * calls every operation with the document's own examples, compiled under `strict` with no cast. Any operation whose
 * request or answer the generator cannot type (an `any`, a missing example, a required field the examples lack) is
 * a compile error here.
 *
 * Redocly's recommended rules (redocly's core, the engine of `redocly lint`): no error. Two kinds of warning remain
 * and are not failures: `operation-4xx-response` on the operations that cannot fail with a 4xx (health, the forms
 * list, this document, the schemas), and `no-invalid-media-type-examples` on the examples of schemas with
 * `if`/`then`/`else`, whose example check counts properties evaluated by a branch as unevaluated. The examples are
 * the wizards' fixtures, which the document's own tests validate with a stock Ajv.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchLiveDocument, LIVE_DOCUMENT_SERVER, type OpenApiJson } from './support/live-document';

const METHODS = ['get', 'post'] as const;

/** Every method a path item may hold an operation for. */
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

interface Parameter {
  name: string;
  in: string;
  example?: unknown;
}

interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: { 'application/json': { examples?: Record<string, { value: unknown }> } } };
}

/** One call per operation, its arguments taken from the document's examples, its answers checked to be typed. */
function operationCalls(document: OpenApiJson): { calls: string[]; operationIds: string[] } {
  const calls: string[] = [];
  const operationIds: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      operationIds.push(operation.operationId);
      const params: Record<string, Record<string, unknown>> = {};
      for (const parameter of operation.parameters ?? []) {
        if ('$ref' in parameter) continue; // If-None-Match: optional, and left out
        if (parameter.example === undefined) throw new Error(`${operation.operationId}: parameter ${parameter.name} has no example`);
        (params[parameter.in] ??= {})[parameter.name] = parameter.example;
      }
      const init: Record<string, unknown> = {};
      if (Object.keys(params).length > 0) init.params = params;
      const examples = operation.requestBody?.content['application/json'].examples;
      if (operation.requestBody) {
        const first = Object.values(examples ?? {})[0];
        if (!first) throw new Error(`${operation.operationId}: its request body has no example`);
        init.body = first.value;
      }
      const args = Object.keys(init).length > 0 ? `, ${JSON.stringify(init)}` : '';
      calls.push(
        `  {\n    const { data, error, response } = await client.${method.toUpperCase()}(${JSON.stringify(path)}${args});\n` +
          `    typed(data);\n    typed(error);\n    statuses.push(response.status);\n  }`,
      );
    }
  }
  return { calls, operationIds };
}

function clientSource(document: OpenApiJson): string {
  const { calls } = operationCalls(document);
  return `import createClient from 'openapi-fetch';
import type { Challenge } from 'altcha-lib';
import type { components, paths } from './api';

/** Refuses \`any\`: a value the generator could not type fails to compile here. */
type IsAny<T> = 0 extends 1 & T ? true : false;
function typed<T>(value: T & (IsAny<T> extends true ? never : unknown)): T {
  return value;
}

const client = createClient<paths>({ baseUrl: ${JSON.stringify(LIVE_DOCUMENT_SERVER)} });
const statuses: number[] = [];

export async function callEveryOperation(): Promise<number[]> {
${calls.join('\n')}
  return statuses;
}

/** The captcha challenge is altcha-lib's own type, so a client solves it without a cast. */
export async function challenge(): Promise<Challenge | undefined> {
  const { data } = await client.GET('/api/captcha/challenge');
  if (!data) return undefined;
  const expiresAt: number = data.parameters.expiresAt;
  const nonce: string = data.parameters.nonce;
  return expiresAt > 0 && nonce !== '' ? data : undefined;
}

/** A refusal is told apart by its \`error\` code; field errors carry a pointer and a message. */
export async function refusal(message: components['schemas']['ContactMessage']): Promise<string[]> {
  // @ts-expect-error captchaToken is required on a submission
  await client.POST('/api/contact', { body: { ...message, captchaToken: undefined } });
  const { error } = await client.POST('/api/contact', { body: { ...message, captchaToken: 'token' } });
  if (error === undefined) return [];
  if (error.error === 'validation_failed') return error.errors.map((field) => \`\${field.path}: \${field.message}\`);
  return [error.message];
}
`;
}

let dir: string;
let document: OpenApiJson;

beforeAll(async () => {
  document = await fetchLiveDocument();
  // Inside node_modules, so that the client's imports resolve to the project's packages; git ignores it.
  dir = mkdtempSync(join(process.cwd(), 'node_modules', '.openapi-client-'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a client generated from the OpenAPI document', () => {
  it('calls every operation, each with an id of its own', () => {
    const { operationIds } = operationCalls(document);
    // Which operations there are is the route table's to say (openapi-routes.test.ts); here, that the client skips
    // none of them, whatever their method.
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item).filter((key) => HTTP_METHODS.has(key)));
    expect(operations.length).toBeGreaterThan(0);
    expect(operationIds).toHaveLength(operations.length);
    expect(operationIds.every((id) => typeof id === 'string' && id !== '')).toBe(true);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('compiles under strict with no cast and no any', async () => {
    const types = astToString(await openapiTS(JSON.stringify(document)));
    writeFileSync(join(dir, 'api.ts'), types);
    const client = join(dir, 'client.ts');
    writeFileSync(client, clientSource(document));
    const program = ts.createProgram([client], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) =>
      ts.formatDiagnostic(diagnostic, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => dir,
        getNewLine: () => '\n',
      }),
    );
    expect(diagnostics).toEqual([]);
  });
});

const ACCEPTED_WARNINGS = new Set(['operation-4xx-response', 'no-invalid-media-type-examples']);

describe('the OpenAPI document under redocly lint', () => {
  it('has no error with the recommended rules', async () => {
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
