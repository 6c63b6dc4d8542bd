import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadWizardRegistry } from '../api/wizards/registry';
import { toFieldErrors } from '../schemas/field-errors';
import { validatorKey } from '../schemas/validator-compiler';
import { wizardFolders } from '../tests/contract/wizard-folders';
import { precompiledValidatorsModule, rewriteImportMeta, ROOT, startupSchemas } from './build-api';

describe('rewriteImportMeta', () => {
  it("turns import.meta.url into the source file's own URL, relative to the bundle", () => {
    const source = "const dir = new URL('./migrations', import.meta.url);";
    expect(rewriteImportMeta(source, '/repo/api/db/database.ts', '/repo/dist-api')).toBe(
      'const dir = new URL(\'./migrations\', new URL("../api/db/database.ts", import.meta.url).href);',
    );
  });

  it('refuses import.meta.dirname and .filename, which would name the bundle', () => {
    expect(() => rewriteImportMeta('const d = import.meta.dirname;', '/repo/api/x.ts', '/repo/dist-api')).toThrow(
      /import\.meta\.url/,
    );
  });
});

describe('precompiled validators', () => {
  it('cover every schema the start-up compiles and answer exactly as the validators compiled at run time', async () => {
    const recorded = await startupSchemas();
    const folders = wizardFolders();
    // The wizards, the two site forms, the environment, attachments, captcha tokens (the folder check compiles the
    // ui.json and page.json contracts itself).
    expect(recorded).toHaveLength(folders.length + 5);

    // Where the bundle would be: the standalone code requires Ajv's runtime helpers from node_modules.
    const dir = join(ROOT, 'node_modules', '.cache', 'precompiled-validators-test');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `validators-${process.pid}.mjs`);
    writeFileSync(file, precompiledValidatorsModule(recorded));
    const { PRECOMPILED_VALIDATORS } = (await import(pathToFileURL(file).href)) as {
      PRECOMPILED_VALIDATORS: Map<string, ValidateFunction>;
    };
    rmSync(file);

    const registry = loadWizardRegistry();
    for (const { id, validFixture } of folders) {
      const wizard = registry.get(id);
      if (!wizard) throw new Error(`no wizard ${id}`);
      const precompiled = PRECOMPILED_VALIDATORS.get(validatorKey(wizard.schema, {}));
      if (!precompiled) throw new Error(`${id}: not precompiled`);
      expect(precompiled, id).not.toBe(wizard.validate);
      const payloads = [
        validFixture,
        {},
        { ...validFixture, unexpected: true },
        Object.fromEntries(Object.entries(validFixture).map(([key, value]) => [key, typeof value === 'string' ? 42 : 'text'])),
        Object.fromEntries(Object.entries(validFixture).map(([key, value]) => [key, Array.isArray(value) ? [{}] : value])),
        Object.fromEntries(Object.entries(validFixture).map(([key, value]) => [key, typeof value === 'string' ? '' : value])),
      ];
      for (const [index, payload] of payloads.entries()) {
        const expected = wizard.validate(payload);
        expect(precompiled(payload), `${id} #${index}`).toBe(expected);
        expect(toFieldErrors(precompiled.errors), `${id} #${index}`).toEqual(toFieldErrors(wizard.validate.errors));
        // The first three changes break every wizard: the comparison is not only of valid payloads.
        if (index >= 1 && index <= 3) expect(expected, `${id} #${index}`).toBe(false);
      }
    }
  });
});
