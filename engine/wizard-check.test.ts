/**
 * Every rule of a wizard folder fails with its id, the folder, the file, the place and the fix. Each case breaks one
 * thing in a copy of a real folder (home-quote: conditions, lists, a toggle) and expects exactly that problem;
 * wizard-check/rules.test.ts breaks each rule alone in a minimal folder.
 */
import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWizard, checkWizardSet, describeProblem, type WizardProblem, type WizardSource } from './wizard-check';
import { checkWizardFolders, FORMS_DIR, readWizardSource } from './wizard-folder';

type Editable = { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests edit parsed JSON freely

const base = readWizardSource('home-quote').source;

/** A copy of the home-quote folder, edited. */
function broken(edit: (source: WizardSource & { schema: Editable; ui: Editable; page: Editable | undefined }) => void): WizardProblem[] {
  const source = structuredClone(base) as WizardSource & { schema: Editable; ui: Editable; page: Editable | undefined };
  edit(source);
  return checkWizard(source).problems;
}

const fixture = (source: WizardSource): Editable => source.fixtures[0]!.data as Editable;

describe('checkWizard', () => {
  it('passes the real folder and derives its conditional fields', () => {
    const { problems, wizard } = checkWizard(base);
    expect(problems).toEqual([]);
    expect(wizard?.ui.uiSchema.additionalInterests).toMatchObject({
      'ui:options': { showWhen: { field: '1/hasAdditionalInterests', in: [true] } },
    });
  });

  it('names a missing file and a file that does not belong', () => {
    const problems = broken((source) => {
      source.files = source.files.filter((file) => file !== 'page.json').concat('notes.txt');
      source.page = undefined;
    });
    expect(problems).toContainEqual(expect.objectContaining({ rule: 'folder/missing-file', file: 'page.json', problem: 'page.json is missing.' }));
    expect(problems).toContainEqual(
      expect.objectContaining({ rule: 'folder/unknown-file', file: 'notes.txt', fix: expect.stringContaining('fixtures/valid*.json only') }),
    );
  });

  it('holds a wizard page to six FAQ questions and the known placeholders', () => {
    const problems = broken((source) => {
      source.page!.faq.pop();
      source.page!.faq[0].answer = 'Call us at {fone}.';
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ rule: 'page/invalid-shape', file: 'page.json', pointer: '/faq', fix: expect.stringContaining('exactly six FAQ questions') }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'page.json', pointer: '/faq/0/answer', fix: expect.stringContaining('{phone}, {email} and {agency}') }),
    );
  });

  it('says where page copy and the hub card belong when ui.json holds a key it does not know', () => {
    const problems = broken((source) => {
      source.ui.page = 'quote-home';
    });
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'ui/invalid-shape',
        file: 'ui.json',
        pointer: '',
        problem: expect.stringContaining('unknown key "page"'),
        fix: expect.stringContaining('belong in page.json'),
      }),
    ]);
  });

  it('refuses a showWhen written in ui.json, a uiSchema key and an option pointer that name no field', () => {
    const problems = broken((source) => {
      source.ui.uiSchema.additionalInterests['ui:options'].showWhen = { field: '1/hasAdditionalInterests', in: [true] };
      source.ui.uiSchema.fullNam = {};
      source.ui.uiSchema.hasAdditionalInterests['ui:options'].list = '1/additionalInterest';
    });
    expect(problems.map((problem) => [problem.rule, problem.file, problem.pointer])).toEqual([
      ['uischema/unknown-field', 'ui.json', '/uiSchema/fullNam'],
      ['uischema/show-when-written', 'ui.json', '/uiSchema/additionalInterests/ui:options/showWhen'],
      ['uischema/option-points-nowhere', 'ui.json', '/uiSchema/hasAdditionalInterests/ui:options/list'],
    ]);
    expect(problems[1]?.fix).toContain('State the condition once in schema.json');
  });

  it('wraps Ajv\'s strict-mode errors with the fix', () => {
    const required = broken((source) => {
      source.schema.allOf = [
        { if: { required: ['propertyType'], properties: { propertyType: { const: 'condo' } } }, then: { required: ['propertyUnitNumber'] } },
      ];
    });
    expect(required).toEqual([
      expect.objectContaining({
        rule: 'schema/does-not-compile',
        file: 'schema.json',
        problem: expect.stringContaining('strictRequired'),
        fix: expect.stringContaining('then.properties'),
      }),
    ]);
    const keyword = broken((source) => {
      source.schema.properties.propertyCity.minLenght = 3;
    });
    expect(keyword).toEqual([
      expect.objectContaining({
        rule: 'schema/does-not-compile',
        file: 'schema.json',
        problem: expect.stringContaining('minLenght'),
        fix: expect.stringContaining("Correct the keyword's spelling"),
      }),
    ]);
  });

  it('checks a condition: one tested sibling, values it can take, a hidden field never required', () => {
    const shape = broken((source) => {
      source.schema.properties.additionalInterests.items.if.properties.interestName = { const: 'x' };
    });
    expect(shape).toContainEqual(
      expect.objectContaining({ rule: 'condition/unsound', pointer: '/properties/additionalInterests/items/if', problem: expect.stringContaining('tests 2 fields') }),
    );
    const value = broken((source) => {
      source.schema.properties.additionalInterests.items.if.properties.interestType.enum = ['mortgage', 'lienholder'];
    });
    expect(value).toContainEqual(
      expect.objectContaining({
        rule: 'condition/value-never-taken',
        problem: expect.stringContaining('"mortgage", which its field never takes'),
        fix: expect.stringContaining('"mortgagee"'),
      }),
    );
    const required = broken((source) => {
      source.schema.properties.additionalInterests.items.required.push('loanNumber');
    });
    expect(required).toContainEqual(
      expect.objectContaining({ rule: 'condition/unsound', pointer: '/properties/additionalInterests/items/required', fix: expect.stringContaining('"then" branch') }),
    );
  });

  it('checks the steps and the review against the schema', () => {
    const problems = broken((source) => {
      source.ui.steps[0].fields = ['/fullName', '/emial', '/phone', '/mailingAddress', '/city', '/state', '/zipCode'];
      source.ui.review[0].fields.push('/phoneNumber');
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ rule: 'step/unknown-field', file: 'ui.json', pointer: '/steps/0/fields/1', problem: expect.stringContaining('/emial') }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        rule: 'step/required-field-on-no-step',
        file: 'ui.json',
        pointer: '/steps',
        problem: expect.stringContaining('/email is edited by no step'),
      }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ rule: 'review/unknown-field', file: 'ui.json', problem: expect.stringContaining('/phoneNumber') }));
  });

  it("takes a pipeline of the wizard's own only when it starts New and can close", () => {
    const sound = broken((source) => {
      source.ui.pipeline = [{ key: 'new', label: 'New' }, { key: 'bound', label: 'Bound', closed: true }];
    });
    expect(sound).toEqual([]);
    const problems = broken((source) => {
      source.ui.pipeline = [{ key: 'open', label: 'Open' }, { key: 'open', label: 'Again' }];
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ rule: 'pipeline/unsound', file: 'ui.json', pointer: '/pipeline', problem: expect.stringContaining('first status must be "new"') }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ pointer: '/pipeline', problem: expect.stringContaining('open appear twice') }));
    expect(problems).toContainEqual(expect.objectContaining({ pointer: '/pipeline', problem: expect.stringContaining('closing') }));
  });

  it('wants every fixture accepted and full, and every field shown by one of them', () => {
    const refused = broken((source) => {
      fixture(source).zipCode = '9512';
    });
    expect(refused).toEqual([
      expect.objectContaining({ rule: 'fixture/refused', file: 'fixtures/valid.json', pointer: '/zipCode', problem: expect.stringContaining('Invalid format.') }),
    ]);
    const empty = broken((source) => {
      delete fixture(source).propertyUnitNumber;
    });
    expect(empty).toEqual([
      expect.objectContaining({
        rule: 'fixture/shown-field-empty',
        file: 'fixtures/valid.json',
        pointer: '/propertyUnitNumber',
        fix: expect.stringContaining('every fixture fills every field it shows'),
      }),
    ]);
    const unshown = broken((source) => {
      fixture(source).additionalInterests = fixture(source).additionalInterests.map(({ loanNumber: _loan, ...item }: Editable) => ({ ...item, interestType: 'trust' }));
    });
    expect(unshown).toEqual([
      expect.objectContaining({
        rule: 'fixture/field-never-shown',
        file: 'fixtures/',
        pointer: '/additionalInterests/*/loanNumber',
        fix: expect.stringContaining('fixtures/valid-<case>.json'),
      }),
    ]);
  });

  it('names one missing fixture, not every field it would have shown', () => {
    const problems = broken((source) => {
      source.files = source.files.filter((file) => !file.startsWith('fixtures/'));
      source.fixtures = [];
    });
    expect(problems).toEqual([expect.objectContaining({ rule: 'fixture/missing', file: 'fixtures/valid.json' })]);
  });
});

describe('describeProblem', () => {
  it('prints the rule first, then the place, the problem and the fix', () => {
    const index = (base.ui as Editable).review[0].fields.length;
    const [problem] = broken((source) => {
      source.ui.review[0].fields.push('/phoneNumber');
    });
    expect(describeProblem(problem!)).toBe(
      `[review/unknown-field] forms/home-quote/ui.json at /review/0/fields/${index}: ` +
        'The review shows /phoneNumber, which the schema does not have.\n    Fix: Name a property of schema.json by its JSON Pointer.',
    );
  });

  it('prints a problem no rule reports without an id', () => {
    expect(describeProblem({ id: 'home-quote', file: 'page.json', pointer: '', problem: 'page.json is not valid JSON.', fix: 'Correct it.' })).toBe(
      'forms/home-quote/page.json: page.json is not valid JSON.\n    Fix: Correct it.',
    );
  });
});

describe('checkWizardSet', () => {
  it('refuses what two folders share and what the site or the API already has', () => {
    const { wizard } = checkWizard(base);
    const twin = { ...wizard!, id: 'home-quote-copy' };
    const problems = checkWizardSet([wizard!, twin], { routes: ['/quote/home'], endpointPrefixes: ['/api/quotes'] });
    const shared = problems.filter((problem) => problem.id === 'home-quote-copy').map((problem) => [problem.rule, problem.pointer]);
    expect(shared).toEqual(
      expect.arrayContaining([
        ['set/shared-route', '/route'],
        ['set/shared-endpoint', '/endpoint'],
        ['set/shared-request-id-prefix', '/requestIdPrefix'],
        ['set/shared-menu-order', '/placement/menu/order'],
        ['set/shared-card-order', '/placement/card/order'],
      ]),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ rule: 'set/route-reserved', id: 'home-quote', problem: 'The route /quote/home is a page of the site.' }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ rule: 'set/endpoint-reserved', id: 'home-quote', problem: expect.stringContaining("collides with the API's own /api/quotes") }),
    );
  });
});

describe('reading folders', () => {
  const temporary: string[] = [];
  afterAll(() => {
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  });

  it('names the line and column of a JSON syntax error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'forms-'));
    temporary.push(dir);
    cpSync(join(FORMS_DIR, 'home-quote'), join(dir, 'home-quote'), { recursive: true });
    writeFileSync(join(dir, 'home-quote', 'page.json'), '{\n  "meta": {\n    "title": "x",\n  }\n}\n');
    const { problems } = checkWizardFolders({ formsDir: dir });
    expect(problems.map(describeProblem)).toContainEqual(expect.stringMatching(/^forms\/home-quote\/page\.json: page\.json is not valid JSON: .*\(line 4, column 3\)/));
  });
});
