/**
 * Each folder rule alone: a minimal folder that breaks no rule, then for every rule one change to it that breaks
 * that rule and no other, so a message's id always names the one thing to fix. The list of rules is checked
 * against the docs, which explain each id.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkWizard,
  checkWizardSet,
  describeProblem,
  wizardRules,
  type CheckedWizard,
  type SiteReservations,
  type WizardProblem,
  type WizardSource,
} from '../wizard-check';

type Editable = { [key: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests edit parsed JSON freely
type EditableSource = WizardSource & { schema: Editable; ui: Editable; page: Editable; fixtures: { file: string; data: Editable }[] };

/** A pet quote: a contact step, and a pet step whose name is asked only for a dog or a cat. */
function minimalFolder(): EditableSource {
  return {
    id: 'pet-quote',
    files: ['fixtures/valid.json', 'machine.ts', 'page.json', 'schema.json', 'ui.json'],
    schema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: '/forms/pet-quote/schema.json',
      title: 'Pet Quote Request',
      type: 'object',
      additionalProperties: false,
      required: ['fullName', 'petKind'],
      properties: {
        fullName: { type: 'string', title: 'Full Name', minLength: 1 },
        phone: { type: 'string', title: 'Phone Number' },
        petKind: { type: 'string', title: 'Kind of Pet', enum: ['dog', 'cat', 'none'] },
        petName: { type: 'string', title: 'Pet Name', minLength: 1 },
        captchaToken: { $ref: '/schemas/common.schema.json#/definitions/captchaToken' },
      },
      allOf: [
        {
          if: { type: 'object', required: ['petKind'], properties: { petKind: { enum: ['dog', 'cat'] } } },
          then: { required: ['petName'], properties: { petName: {} } },
          else: { properties: { petName: { $ref: '/schemas/common.schema.json#/definitions/notAllowed' } } },
        },
      ],
    },
    ui: {
      title: 'Pet Quote Request',
      route: '/quote/pet',
      endpoint: '/api/quotes/pet',
      requestIdPrefix: 'PET',
      steps: [
        { id: 'contact', title: 'Contact Information', fields: ['/fullName', '/phone'] },
        { id: 'pet', title: 'Your Pet', fields: ['/petKind', '/petName'] },
        { id: 'review', title: 'Review & Submit', kind: 'review' },
        { id: 'thank-you', title: 'Thank You', kind: 'thank-you' },
      ],
      notices: [{ step: 'pet', field: '/petKind', cases: { dog: ['Have the vaccination record ready.'] } }],
      review: [{ title: 'Request', fields: ['/fullName', '/phone', '/petKind', '/petName'] }],
      texts: {
        submit: 'Submit Request',
        submitting: 'SUBMITTING...',
        overlay: { lines: ['Please wait while we securely submit your information...'] },
        success: { title: 'Your request has been submitted successfully!' },
        failure: { title: 'Submission failed. Please try again.' },
        thankYou: { title: 'Thank You!', body: 'We will contact you soon.', requestIdLabel: 'Your Request ID', saveNote: 'Please save this request ID.' },
      },
      uiSchema: {
        fullName: { 'ui:options': { width: 'half' } },
        petName: { 'ui:options': { width: 'half' } },
      },
    },
    page: {
      meta: { title: 'Pet Quote Request', description: 'Ask {agency} for a pet insurance quote: a few questions about you and your pet.' },
      banner: { eyebrow: 'Free Quote', title: 'Pet Quote Request', subtitle: 'Tell us about your pet.', startLabel: 'Start', contactLabel: 'Contact Us' },
      formIntro: 'The form takes two minutes.',
      faqTitle: 'Pet Questions',
      faq: [1, 2, 3, 4, 5, 6].map((number) => ({ question: `Question ${number}?`, answer: 'Call us at {phone}.' })),
      placement: {
        group: 'quote',
        menu: { label: 'PET', order: 1 },
        card: { order: 1, icon: 'specialty', title: 'Pet Quote Request', description: 'Insurance for your pet.', linkLabel: 'Start a request' },
      },
    },
    fixtures: [{ file: 'fixtures/valid.json', data: { fullName: 'Jordan Avery', phone: '4085550150', petKind: 'dog', petName: 'Biscuit' } }],
  };
}

/** The problems of the minimal folder after `edit`. */
function problemsAfter(edit: (source: EditableSource) => void): WizardProblem[] {
  const source = minimalFolder();
  edit(source);
  return checkWizard(source).problems;
}

/** Only `rule` reports, at least once, and each of its messages starts with its id. */
function expectAlone(problems: readonly WizardProblem[], rule: string): void {
  expect([...new Set(problems.map((problem) => problem.rule))]).toEqual([rule]);
  for (const problem of problems) expect(describeProblem(problem).startsWith(`[${rule}] forms/`)).toBe(true);
}

/** For each rule of a folder, a change to the minimal folder that breaks it and nothing else. */
const breaks: Record<string, (source: EditableSource) => void> = {
  'folder/id-not-kebab-case': (source) => {
    source.id = 'Pet_Quote';
    source.schema.$id = '/forms/Pet_Quote/schema.json';
  },
  'folder/missing-file': (source) => {
    source.files = source.files.filter((file) => file !== 'machine.ts');
  },
  'folder/unknown-file': (source) => {
    source.files = [...source.files, 'notes.txt'];
  },
  'fixture/missing': (source) => {
    source.files = source.files.filter((file) => !file.startsWith('fixtures/'));
    source.fixtures = [];
  },
  'ui/unknown-fragment': (source) => {
    source.ui.review[0].fields.push('@policyholder-contacts');
  },
  'ui/invalid-shape': (source) => {
    source.ui.faq = [];
  },
  'page/invalid-shape': (source) => {
    source.page.faq.pop();
  },
  'schema/not-an-object': (source) => {
    source.schema = [] as unknown as Editable;
  },
  'schema/wrong-draft': (source) => {
    delete source.schema.$schema;
  },
  'schema/wrong-id': (source) => {
    source.schema.$id = '/forms/dog-quote/schema.json';
  },
  'schema/no-captcha-token': (source) => {
    delete source.schema.properties.captchaToken;
  },
  'schema/does-not-compile': (source) => {
    source.schema.properties.fullName.minLenght = 1;
  },
  'condition/unsound': (source) => {
    source.schema.required.push('petName');
  },
  'condition/value-never-taken': (source) => {
    source.schema.allOf[0].if.properties.petKind.enum.push('bird');
  },
  'uischema/unknown-field': (source) => {
    source.ui.uiSchema.fullNam = {};
  },
  'uischema/unknown-widget': (source) => {
    source.ui.uiSchema.phone = { 'ui:widget': 'tel-number' };
  },
  'uischema/unknown-option': (source) => {
    source.ui.uiSchema.fullName['ui:options'].widht = 'half';
  },
  'uischema/label-too-wide': (source) => {
    source.schema.properties.petName.title = 'The name your pet answers';
  },
  'uischema/show-when-written': (source) => {
    source.ui.uiSchema.petName['ui:options'].showWhen = { field: '1/petKind', in: ['dog', 'cat'] };
  },
  'uischema/option-points-nowhere': (source) => {
    source.ui.uiSchema.petName = { 'ui:widget': 'vehicle-make', 'ui:options': { yearField: '1/petYear' } };
  },
  'pipeline/unsound': (source) => {
    source.ui.pipeline = [{ key: 'open', label: 'Open' }, { key: 'done', label: 'Done', closed: true }];
  },
  'step/wrong-sequence': (source) => {
    source.ui.steps.push(source.ui.steps.splice(2, 1)[0]);
  },
  'step/unknown-field': (source) => {
    source.ui.steps[0].fields.push('/emailAddress');
  },
  'step/required-field-on-no-step': (source) => {
    source.ui.steps[0].fields = ['/phone'];
  },
  'review/unknown-field': (source) => {
    source.ui.review[0].fields.push('/emailAddress');
  },
  'notice/unknown-step': (source) => {
    source.ui.notices[0].step = 'pets';
  },
  'notice/unknown-field': (source) => {
    source.ui.notices[0].field = '/petType';
  },
  'fixture/refused': (source) => {
    source.fixtures[0]!.data.fullName = 42;
  },
  'fixture/shown-field-empty': (source) => {
    delete source.fixtures[0]!.data.phone;
  },
  'review/section-never-filled': (source) => {
    source.schema.properties.referral = { type: 'string', title: 'How You Heard of Us' };
    source.ui.review.push({ title: 'Referral', fields: ['/referral'] });
  },
  'fixture/field-never-shown': (source) => {
    source.fixtures[0]!.data.petKind = 'none';
    delete source.fixtures[0]!.data.petName;
  },
};

describe('the rules of one folder', () => {
  it('pass the minimal folder', () => {
    const { problems, wizard } = checkWizard(minimalFolder());
    expect(problems).toEqual([]);
    expect(wizard?.ui.uiSchema.petName).toMatchObject({ 'ui:options': { showWhen: { field: '1/petKind', in: ['dog', 'cat'] } } });
  });

  it.each(Object.keys(breaks))('%s reports alone', (rule) => {
    expectAlone(problemsAfter(breaks[rule]!), rule);
  });

  it('names the widget meant and the options known', () => {
    expect(problemsAfter(breaks['uischema/unknown-widget']!)).toEqual([
      expect.objectContaining({ pointer: '/uiSchema/phone/ui:widget', fix: expect.stringContaining('did you mean "tel"?') }),
    ]);
    expect(problemsAfter(breaks['uischema/unknown-option']!)).toEqual([
      expect.objectContaining({ pointer: '/uiSchema/fullName/ui:options/widht', fix: expect.stringContaining('"width"') }),
    ]);
  });

  it('names the fragment meant, and asks for one it names to be included', () => {
    expect(problemsAfter(breaks['ui/unknown-fragment']!)).toEqual([
      expect.objectContaining({ pointer: '/review/0/fields/4', fix: expect.stringContaining('did you mean "@policyholder-contact"?') }),
    ]);
    expect(problemsAfter((source) => source.ui.review[0].fields.push('@address'))).toEqual([
      expect.objectContaining({ rule: 'ui/unknown-fragment', fix: expect.stringContaining('Add "x-include": ["address"]') }),
    ]);
  });

  it('measures a label against its field where it is narrowest, a raised one against the outline', () => {
    expect(problemsAfter(breaks['uischema/label-too-wide']!)).toEqual([
      expect.objectContaining({
        pointer: '/uiSchema/petName',
        problem: expect.stringMatching(/^The label "The name your pet answers" of \/petName needs about 2\d\d px; at 600 px its empty field \(half a row\) leaves 2\d\d px/),
      }),
    ]);
    // A whole row takes it, and a date's label, raised from the start, takes a longer one still.
    expect(problemsAfter((source) => {
      source.schema.properties.petName.title = 'The name your pet answers';
      source.ui.uiSchema.petName = {};
    })).toEqual([]);
    const longTitle = 'The day your pet first came home';
    expect(problemsAfter((source) => (source.schema.properties.phone.title = longTitle))).toEqual([
      expect.objectContaining({ rule: 'uischema/label-too-wide', pointer: '/uiSchema/phone' }),
    ]);
    expect(problemsAfter((source) => {
      source.schema.properties.phone = { type: 'string', title: longTitle, format: 'date' };
      source.fixtures[0]!.data.phone = '2024-05-01';
    })).toEqual([]);
  });

  it('measures the label of a field a step names inside an object', () => {
    const nested = (title: string) =>
      problemsAfter((source) => {
        source.schema.properties.pet = { type: 'object', additionalProperties: false, properties: { nickname: { type: 'string', title } } };
        source.ui.steps[1].fields.push('/pet/nickname');
        source.fixtures[0]!.data.pet = { nickname: 'Bis' };
      });
    expect(nested('Nickname')).toEqual([]);
    expect(nested('The nickname your pet answers to at home')).toEqual([
      expect.objectContaining({ rule: 'uischema/label-too-wide', pointer: '/uiSchema/pet/nickname' }),
    ]);
  });

  it("takes a widget's own option on that widget only", () => {
    expect(problemsAfter((source) => (source.ui.uiSchema.petName = { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } }))).toEqual([]);
    expectAlone(problemsAfter((source) => (source.ui.uiSchema.petName = { 'ui:options': { rows: 3 } })), 'uischema/unknown-option');
  });

  it('names the folder, the file and the place beside the rule', () => {
    expect(problemsAfter(breaks['step/unknown-field']!)).toEqual([
      expect.objectContaining({ rule: 'step/unknown-field', id: 'pet-quote', file: 'ui.json', pointer: '/steps/0/fields/2' }),
    ]);
  });
});

/** Two wizards of the minimal folder that share nothing; `edit` changes the second. */
function twoWizards(edit: (second: CheckedWizard) => CheckedWizard): CheckedWizard[] {
  const first = checkWizard(minimalFolder()).wizard!;
  const second: CheckedWizard = {
    ...first,
    id: 'dog-quote',
    ui: { ...first.ui, route: '/quote/dog', endpoint: '/api/quotes/dog', requestIdPrefix: 'DOG' },
    page: {
      ...first.page,
      placement: { ...first.page.placement, menu: { label: 'DOG', order: 2 }, card: { ...first.page.placement.card, order: 2 } },
    },
  };
  return [first, edit(second)];
}

const withPlacement = (wizard: CheckedWizard, placement: Partial<CheckedWizard['page']['placement']>): CheckedWizard => ({
  ...wizard,
  page: { ...wizard.page, placement: { ...wizard.page.placement, ...placement } },
});

/** For each rule of the set, two wizards and the site's reservations that break it and nothing else. */
const setBreaks: Record<string, { wizards: CheckedWizard[]; reserved?: SiteReservations }> = {
  'set/shared-id': { wizards: twoWizards((second) => ({ ...second, id: 'Pet-Quote' })) },
  'set/shared-route': { wizards: twoWizards((second) => ({ ...second, ui: { ...second.ui, route: '/quote/pet' } })) },
  'set/shared-endpoint': { wizards: twoWizards((second) => ({ ...second, ui: { ...second.ui, endpoint: '/api/quotes/pet' } })) },
  'set/shared-request-id-prefix': { wizards: twoWizards((second) => ({ ...second, ui: { ...second.ui, requestIdPrefix: 'PET' } })) },
  'set/shared-menu-order': { wizards: twoWizards((second) => withPlacement(second, { menu: { label: 'DOG', order: 1 } })) },
  'set/shared-menu-label': { wizards: twoWizards((second) => withPlacement(second, { menu: { label: 'PET', order: 2 } })) },
  'set/shared-card-order': { wizards: twoWizards((second) => withPlacement(second, { card: { ...second.page.placement.card, order: 1 } })) },
  'set/route-reserved': { wizards: twoWizards((second) => second), reserved: { routes: ['/quote/dog'] } },
  'set/endpoint-reserved': { wizards: twoWizards((second) => second), reserved: { endpointPrefixes: ['/api/quotes/dog'] } },
};

describe('the rules of the set of folders', () => {
  it('pass two wizards that share nothing', () => {
    expect(checkWizardSet(twoWizards((second) => second), { routes: ['/quote'], endpointPrefixes: ['/api/forms'] })).toEqual([]);
  });

  it.each(Object.keys(setBreaks))('%s reports alone', (rule) => {
    const { wizards, reserved } = setBreaks[rule]!;
    expectAlone(checkWizardSet(wizards, reserved), rule);
  });
});

describe('the list of rules', () => {
  const ids = wizardRules.map((rule) => rule.id);

  it('gives each rule a unique id of the form area/what-is-wrong and a one-line description', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id, description } of wizardRules) {
      expect(id).toMatch(/^[a-z]+\/[a-z-]+$/);
      expect(description).toMatch(/^\S.*\S$/);
    }
  });

  it('tests every rule alone', () => {
    expect([...Object.keys(breaks), ...Object.keys(setBreaks)].sort()).toEqual([...ids].sort());
  });

  it('is the table of docs/adding-a-wizard.md', () => {
    const docs = readFileSync(new URL('../../docs/adding-a-wizard.md', import.meta.url), 'utf8');
    const rows = [...docs.matchAll(/^\| `([a-z]+\/[a-z-]+)` \|/gm)].map((match) => match[1]);
    expect(rows).toEqual(ids);
  });
});
