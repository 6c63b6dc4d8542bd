import { describe, expect, it } from 'vitest';
import { checkWizard, type CheckedWizard, type WizardSource } from './wizard-check';
import { diffWizard } from './wizard-diff';
import { readWizardSource } from './wizard-folder';

interface Editable {
  schema: { properties: Record<string, Record<string, unknown>>; required: string[] };
  ui: { steps: { id: string; title: string; fields?: string[] }[] };
  fixtures: { file: string; data: Record<string, unknown> }[];
}

function checked(source: WizardSource): CheckedWizard {
  const { problems, wizard } = checkWizard(source);
  expect(problems).toEqual([]);
  return wizard!;
}

/** The home quote as it is, and after `edit` of a copy. */
function versions(edit: (copy: Editable) => void): [CheckedWizard, CheckedWizard] {
  const { source } = readWizardSource('home-quote');
  const copy = structuredClone(source);
  edit(copy as unknown as Editable);
  return [checked(source), checked(copy)];
}

describe('diffWizard', () => {
  it('finds nothing between a folder and itself', () => {
    const [before] = versions(() => undefined);
    expect(diffWizard(before, before)).toMatchObject({ added: [], removed: [], newlyRequired: [], narrowedChoices: [], steps: [], failingFixtures: [], breaksClients: [] });
  });

  it('names a newly required field as breaking clients, with the earlier fixtures it refuses and what drafts meet', () => {
    const [before, after] = versions((copy) => {
      copy.schema.properties.roofAge = { type: 'integer', title: 'Roof Age', minimum: 0 };
      copy.schema.required.push('roofAge');
      copy.ui.steps[1]!.fields!.push('/roofAge');
      copy.ui.steps[1]!.title = 'About the Home';
      for (const fixture of copy.fixtures) fixture.data.roofAge = 12;
    });
    const diff = diffWizard(before, after);
    expect(diff.added).toEqual(['/roofAge']);
    expect(diff.newlyRequired).toEqual(['/roofAge']);
    expect(diff.steps).toEqual([
      { step: before.ui.steps[1]!.id, change: `retitled "${before.ui.steps[1]!.title}" -> "About the Home"` },
      { step: before.ui.steps[1]!.id, change: 'now asks /roofAge' },
    ]);
    expect(diff.failingFixtures).toEqual([{ file: 'fixtures/valid.json', errors: ['/roofAge: This field is required.'] }]);
    expect(diff.drafts).toContain('Their visitors answer /roofAge before they can submit.');
    expect(diff.breaksClients).toContain('/roofAge is required now: a payload without it is refused.');
  });

  it('names a choice that takes fewer values, and an optional field added breaks nobody', () => {
    const [before, after] = versions((copy) => {
      const propertyType = copy.schema.properties.propertyType!;
      propertyType.oneOf = (propertyType.oneOf as { const: string }[]).filter((option) => option.const !== 'mobile_home');
    });
    expect(diffWizard(before, after)).toMatchObject({
      narrowedChoices: [{ field: '/propertyType', values: ['mobile_home'] }],
      breaksClients: ['/propertyType no longer takes "mobile_home".'],
    });
    const [earlier, later] = versions((copy) => {
      copy.schema.properties.roofAge = { type: 'integer', title: 'Roof Age', minimum: 0 };
      copy.ui.steps[1]!.fields!.push('/roofAge');
      for (const fixture of copy.fixtures) fixture.data.roofAge = 12;
    });
    expect(diffWizard(earlier, later)).toMatchObject({ added: ['/roofAge'], newlyRequired: [], failingFixtures: [], breaksClients: [] });
  });
});
