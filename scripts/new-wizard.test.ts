import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeProblem } from '../engine/wizard-check';
import { checkWizardFolders, FORMS_DIR } from '../engine/wizard-folder';
import { scaffoldWizard } from './new-wizard';

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** A copy of forms/ to scaffold into. */
function formsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'forms-'));
  temporary.push(dir);
  cpSync(FORMS_DIR, dir, { recursive: true });
  return dir;
}

describe('npm run new:wizard', () => {
  it('writes folders that pass every check beside the existing ones, in either group', () => {
    const formsDir = formsCopy();
    scaffoldWizard('pet-quote', { formsDir });
    scaffoldWizard('pet-change', { formsDir, group: 'policy-change' });
    // A third wizard whose slug starts the same way: PET and PEA are taken, so its prefix is the next one free.
    scaffoldWizard('petsitter-quote', { formsDir });
    const { wizards, problems } = checkWizardFolders({ formsDir });
    expect(problems.map(describeProblem)).toEqual([]);
    const pet = wizards.find((wizard) => wizard.id === 'pet-quote');
    expect(pet?.ui).toMatchObject({ route: '/quote/pet', endpoint: '/api/quotes/pet', requestIdPrefix: 'PET' });
    expect(pet?.page.placement.menu).toEqual({ label: 'PET', order: 5 });
    expect(wizards.find((wizard) => wizard.id === 'pet-change')?.ui.route).toBe('/policy-change/pet');
    expect(wizards.find((wizard) => wizard.id === 'petsitter-quote')?.ui.requestIdPrefix).toBe('PEB');
  });

  it('refuses an id that is not kebab-case or a folder that exists', () => {
    const formsDir = formsCopy();
    expect(() => scaffoldWizard('Pet Quote', { formsDir })).toThrow(/not a wizard id/);
    expect(() => scaffoldWizard('auto-quote', { formsDir })).toThrow(/forms\/auto-quote exists already/);
  });
});
