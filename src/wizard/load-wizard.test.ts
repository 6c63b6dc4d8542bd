/**
 * Every wizard folder loads the way the renderer loads it, and its machine walks through the steps with the
 * renderer's validator: a check that the renderer can draw and drive any wizard, without a DOM.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getAtPointer, isWithin } from '../../json/json-pointer';
import { stepKind } from '../../engine/wizard-ui';
import { buildReview, EMPTY_VALUE } from '../../engine/review/review-summary';
import { buildStepUiSchema, isHiddenUi } from './form/step-ui-schema';
import { loadWizard } from './load-wizard';
import { schemaModules } from './wizard-modules';
import { uiAtPointer } from '../../engine/ui-schema-nodes';

const allFixtures = import.meta.glob<Record<string, unknown>>('/forms/*/fixtures/valid*.json', {
  eager: true,
  import: 'default',
});

/** Every wizard folder, named as the renderer loads it. */
const wizardIds = Object.keys(schemaModules).map((path) => path.split('/')[2] ?? '');

it('discovers the wizard folders', () => {
  expect(wizardIds.length).toBeGreaterThan(0);
  for (const id of wizardIds) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
});

describe.each(wizardIds)('wizard %s', (id) => {
  const fixtures = Object.entries(allFixtures).filter(([path]) => path.startsWith(`/forms/${id}/fixtures/`));

  it('loads with its defaults and a validator that accepts every fixture', async () => {
    const wizard = await loadWizard(id);
    expect(wizard.schema.definitions).toBeDefined();
    expect(fixtures.length).toBeGreaterThan(0);
    for (const [path, fixture] of fixtures) expect(wizard.validate(fixture), path).toEqual([]);
    // An untouched form is invalid only where the user has to fill something in.
    const errors = wizard.validate(wizard.initialData);
    const fields = wizard.steps.flatMap((step) => step.fields ?? []);
    for (const error of errors) expect(fields.some((field) => isWithin(error.path, field))).toBe(true);
  });

  it('hides, on each form step, every top-level field the step does not edit', async () => {
    const wizard = await loadWizard(id);
    for (const step of wizard.steps.filter((s) => stepKind(s) === 'form')) {
      const ui = buildStepUiSchema(wizard.schema, wizard.ui.uiSchema, step.fields ?? []);
      for (const name of Object.keys(wizard.schema.properties ?? {})) {
        const edits = (step.fields ?? []).some((field) => isWithin(field, `/${name}`));
        expect(isHiddenUi(ui[name]), `${step.id} /${name}`).toBe(!edits);
      }
      for (const field of step.fields ?? []) expect(isHiddenUi(uiAtPointer(ui, field))).toBe(false);
    }
  });

  it.each(fixtures)('walks from the first step to review with %s and summarises it', async (_path, fixture) => {
    const wizard = await loadWizard(id);
    const actor = createActor(wizard.machine, { input: { validate: wizard.validate, initialData: wizard.initialData } });
    actor.start();
    const refused: unknown[] = [];
    actor.on('step.refused', (event) => refused.push(event));
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe(0);
    expect(refused).toHaveLength(1);
    actor.send({ type: 'data.changed', data: fixture });
    const review = wizard.steps.findIndex((step) => stepKind(step) === 'review');
    for (let i = 0; i < review; i += 1) actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.step).toBe(review);
    const sections = buildReview(wizard.schema, wizard.ui.uiSchema, wizard.ui.review, actor.getSnapshot().context.data);
    const rows = sections.flatMap((section) => section.rows);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      if (getAtPointer(fixture, row.pointer) !== undefined) expect(row.values, row.pointer).not.toEqual([EMPTY_VALUE]);
    }
    actor.stop();
  });
});
