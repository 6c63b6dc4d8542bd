import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FORMS_DIR, readWizardSource } from '../../engine/wizard-folder';
import { loadWizardRegistry } from './registry';

const FOLDERS = readdirSync(FORMS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** A forms/ copy holding address-change under the given folder names, with ui.json edited per folder. */
function formsCopy(folders: Record<string, (ui: Record<string, unknown>) => void>): string {
  const dir = mkdtempSync(join(tmpdir(), 'forms-'));
  temporary.push(dir);
  for (const [name, edit] of Object.entries(folders)) {
    cpSync(join(FORMS_DIR, 'address-change'), join(dir, name), { recursive: true });
    const uiPath = join(dir, name, 'ui.json');
    const ui: Record<string, unknown> = JSON.parse(readFileSync(uiPath, 'utf8'));
    edit(ui);
    writeFileSync(uiPath, JSON.stringify(ui));
    const schemaPath = join(dir, name, 'schema.json');
    const schema: Record<string, unknown> = JSON.parse(readFileSync(schemaPath, 'utf8'));
    writeFileSync(schemaPath, JSON.stringify({ ...schema, $id: `/forms/${name}/schema.json` }));
  }
  return dir;
}

describe('wizard registry', () => {
  const registry = loadWizardRegistry();

  it('lists every folder of forms/', () => {
    expect(registry.list().map((wizard) => wizard.id).sort()).toEqual([...FOLDERS].sort());
  });

  it.each(FOLDERS)('%s: found by id and by its endpoint, with a compiled validator for its fixtures', (id) => {
    const wizard = registry.get(id);
    expect(wizard?.id).toBe(id);
    expect(wizard && registry.findByEndpoint(wizard.ui.endpoint)).toBe(wizard);
    const { fixtures } = readWizardSource(id).source;
    expect(fixtures.length).toBeGreaterThan(0);
    for (const fixture of fixtures) expect(wizard?.validate(fixture.data), fixture.file).toBe(true);
    expect(wizard?.validate({})).toBe(false);
  });

  it('derives the form\'s conditional fields from the schema', () => {
    const options = (registry.get('home-quote')?.ui.uiSchema.additionalInterests as { 'ui:options': unknown })['ui:options'];
    expect(options).toMatchObject({ showWhen: { field: '1/hasAdditionalInterests', in: [true] } });
  });

  it('bundles the shared definitions into each schema', () => {
    const wizard = registry.get('address-change');
    expect(JSON.stringify(wizard?.schema)).not.toContain('/schemas/common.schema.json#');
    expect(wizard?.schema.definitions).toHaveProperty('attachment');
  });

  it('knows nothing else', () => {
    expect(registry.get('no-such-wizard')).toBeUndefined();
    expect(registry.findByEndpoint('/api/nothing')).toBeUndefined();
  });

  it('refuses a malformed ui.json, naming the folder, the file, the place and the fix', () => {
    const dir = formsCopy({
      'broken-wizard': (ui) => {
        delete ui.endpoint;
      },
    });
    expect(() => loadWizardRegistry(dir)).toThrowError(/forms\/broken-wizard\/ui\.json: .*missing "endpoint".*\n\s+Fix: /);
  });

  it('refuses two wizards with the same endpoint', () => {
    const dir = formsCopy({ 'first-wizard': () => {}, 'second-wizard': () => {} });
    expect(() => loadWizardRegistry(dir)).toThrowError(
      /forms\/second-wizard\/ui\.json at \/endpoint: The endpoint \/api\/policy-change\/address is also used by forms\/first-wizard/,
    );
  });

  it("refuses an endpoint that would shadow the API's own routes", () => {
    const dir = formsCopy({
      'sneaky-wizard': (ui) => {
        ui.endpoint = '/api/forms/other';
      },
    });
    expect(() => loadWizardRegistry(dir)).toThrowError(/at \/endpoint: The endpoint \/api\/forms\/other collides with the API's own \/api\/forms/);
  });

  it('refuses a schema that does not compile', () => {
    const dir = formsCopy({ 'bad-schema': () => {} });
    writeFileSync(join(dir, 'bad-schema', 'schema.json'), JSON.stringify({ type: 'object', minLenght: 3 }));
    expect(() => loadWizardRegistry(dir)).toThrowError(/forms\/bad-schema\/schema\.json: The schema does not compile: .*minLenght/);
  });
});
