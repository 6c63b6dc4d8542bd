/**
 * The per-wizard contract: every folder in forms/ is checked the same way, so a new wizard is covered the moment its
 * folder exists. The folder's rules (files, schema, ui.json, page.json, steps, conditions, fixtures, what no two
 * folders share) are engine/wizard-check.ts, which the API also runs at start-up; the renderer and the API parts of
 * the contract are in the sibling suites that loop over the same folders.
 */
import { describe, expect, it } from 'vitest';
import { isWithin } from '../../json/json-pointer';
import { describeProblem } from '../../engine/wizard-check';
import { checkWizardFolders, wizardIds } from '../../engine/wizard-folder';
import { toFieldErrors } from '../../schemas/field-errors';
import { mutations } from './mutations';
import { selectedWizardIds, wizardFolders } from './wizard-folders';

const ids = selectedWizardIds() ?? wizardIds();
const { problems } = checkWizardFolders({ only: selectedWizardIds() });

it('finds the wizard folders', () => {
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(wizardIds()).toContain(id);
});

describe.each(ids)('wizard folder %s', (id) => {
  it('follows every rule of a wizard folder', () => {
    expect(problems.filter((problem) => problem.id === id).map(describeProblem)).toEqual([]);
  });
});

describe.each(wizardFolders())('fixtures of wizard $id', (folder) => {
  it.each(folder.fixtures.map((fixture) => [fixture.file, fixture.data] as const))(
    'rejects every mutation of %s with a field error at the mutated pointer',
    (_file, fixture) => {
      const cases = mutations(folder.bundled, folder.ui.uiSchema, fixture);
      expect(cases.length).toBeGreaterThan(5);
      for (const mutation of cases) {
        folder.validate(mutation.payload);
        const errors = toFieldErrors(folder.validate.errors);
        expect(
          errors.some((error) => isWithin(error.path, mutation.expectErrorAt) || isWithin(mutation.expectErrorAt, error.path)),
          `${mutation.name}: ${JSON.stringify(errors)}`,
        ).toBe(true);
      }
    },
  );
});
