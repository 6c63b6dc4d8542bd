/**
 * The pet quote of docs/adding-a-wizard.md, written as a developer new to the project would from the docs alone:
 * a list of one to three pets, a field shown by a toggle, a coverage step. It passes every folder rule, and the
 * shorthands keep it small; expanded to the long form (fragments and conditions written out, every message and UI
 * default spelled) it serves the same schema.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkWizard } from '../../engine/wizard-check';
import { readWizardSource } from '../../engine/wizard-folder';
import { expandWizardUi } from '../../engine/fragment-ui';
import type { WizardUi } from '../../engine/wizard-ui';
import { expandAuthoring } from '../../schemas/authoring';
import { bundleSchema } from '../../schemas/bundle';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const FOLDER = join(HERE, 'pet-quote');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
}

const lines = (text: string) => text.trimEnd().split('\n').length;

describe('the pet quote written from the docs', () => {
  const { source, problems } = readWizardSource('pet-quote', HERE);

  it('passes every folder rule', () => {
    expect(problems).toEqual([]);
    expect(checkWizard(source).problems).toEqual([]);
  });

  it('is under 250 lines, machine.ts its only code', () => {
    const written = files(FOLDER);
    expect(written.filter((file) => !file.endsWith('.json')).map((file) => file.slice(FOLDER.length))).toEqual(['/machine.ts']);
    const total = written.reduce((sum, file) => sum + lines(readFileSync(file, 'utf8')), 0);
    expect(total).toBeLessThan(250);
  });

  it('serves what its long form would', () => {
    const longSchema = expandAuthoring(source.schema as Record<string, unknown>);
    expect(JSON.stringify(longSchema)).not.toMatch(/x-include|x-when/);
    expect(bundleSchema(longSchema)).toEqual(bundleSchema(source.schema as Record<string, unknown>));
    const longUi = expandWizardUi(source.ui as WizardUi, source.schema);
    expect(JSON.stringify(longUi)).not.toContain('@policyholder-contact');
    expect(longUi.steps[0]?.fields).toEqual(['/fullName', '/email', '/phone', '/mailingAddress', '/city', '/state', '/zipCode']);
    expect(longUi.uiSchema.email).toMatchObject({ 'ui:widget': 'email', 'ui:autocomplete': 'email' });
  });
});
