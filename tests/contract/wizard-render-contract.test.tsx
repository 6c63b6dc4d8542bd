/**
 * The renderer's part of the per-wizard contract: for every folder in forms/ and each of its fixtures, each form step
 * draws its own fields that the fixture shows (labels and the fixture's values), none that a condition hides and none
 * of another step's, the review step summarises every review section, and the thank-you step shows its texts with the
 * request id or "Processing...".
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAtPointer } from '../../json/json-pointer';
import { renderComplete } from '../../src/app/render-complete';
import { propertyPointers, schemaAtPointer } from '../../engine/schema-at-pointer';
import type { WizardMachine } from '../../engine/wizard-machine';
import { schemaTitle } from '../../engine/review/field-labels';
import { prepareWizard } from '../../src/wizard/load-wizard';
import { buildReview } from '../../engine/review/review-summary';
import { isFieldShown } from '../../engine/show-when';
import { StepForm } from '../../src/wizard/step-form';
import { createInputChannel } from '../../src/wizard/typing/input-channel';
import { displayPhone } from '../../text/phone';
import { ThankYou } from '../../src/wizard/sending/thank-you';
import { WizardReview } from '../../src/wizard/review/wizard-review';
import { formSchema, precompiledValidators, wizardFolders } from './wizard-folders';
import { schemaVersion } from '../../src/wizard/progress/schema-version';
import { testRegistry } from '../api/support/test-app';

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

describe.each(wizardFolders())('renderer draws wizard $id', (folder) => {
  const load = async () => {
    const { machine } = (await import(join(folder.dir, 'machine.ts'))) as { machine: WizardMachine };
    return prepareWizard(folder.id, await formSchema(folder.id), folder.ui, folder.page, machine, await precompiledValidators(folder.id));
  };

  const fixtures = folder.fixtures.map((fixture) => [fixture.file, fixture.data as Record<string, unknown>] as const);

  it.each(fixtures)('draws each form step for %s with its own shown fields only', async (_file, data) => {
    const wizard = await load();
    const formSteps = wizard.steps.filter((step) => (step.kind ?? 'form') === 'form');
    const leavesOf = (fields: readonly string[]) =>
      fields
        .flatMap((field) => [field, ...propertyPointers(wizard.schema, field)])
        .filter((pointer) => schemaAtPointer(wizard.schema, pointer)?.type !== 'object');
    const shownHere = (pointer: string) => isFieldShown(wizard.ui.uiSchema, pointer, data);
    for (const step of formSteps) {
      const fields = step.fields ?? [];
      const machine = { send: () => undefined, getSnapshot: () => ({ context: { data } }) };
      const input = createInputChannel(machine, wizard.ui.uiSchema);
      const markup = await renderComplete(<StepForm wizard={wizard} fields={fields} data={data} input={input} />);
      const ownLabels = new Set(leavesOf(fields).filter(shownHere).map((pointer) => schemaTitle(wizard.schema, pointer)));
      for (const label of ownLabels) expect(markup, `${step.id} shows "${label}"`).toContain(html(label));
      for (const pointer of leavesOf(fields).filter(shownHere)) {
        const value = getAtPointer(data, pointer);
        const node = schemaAtPointer(wizard.schema, pointer);
        if (typeof value === 'string' && !node?.oneOf && !node?.enum) {
          // A phone number is shown grouped as people read it.
          const shown = [value, displayPhone(value)].some((text) => markup.includes(html(text)));
          expect(shown, `${step.id} shows the value of ${pointer}`).toBe(true);
        }
      }
      const hidden = [
        ...leavesOf(fields).filter((pointer) => !shownHere(pointer)),
        ...formSteps.filter((other) => other !== step).flatMap((other) => leavesOf(other.fields ?? [])),
      ];
      for (const pointer of hidden) {
        const label = schemaTitle(wizard.schema, pointer);
        if (!ownLabels.has(label)) expect(markup, `${step.id} hides "${label}"`).not.toContain(`>${html(label)}<`);
      }
    }
  });

  it.each(fixtures)('summarises every review section with the values of %s', async (_file, data) => {
    const wizard = await load();
    const sections = buildReview(wizard.schema, wizard.ui.uiSchema, wizard.ui.review, data);
    const markup = await renderComplete(<WizardReview sections={sections} />);
    // A section is left out only when the fixture shows none of its fields.
    const expected = wizard.ui.review.filter((section) =>
      section.fields.some((field) => isFieldShown(wizard.ui.uiSchema, field, data) && getAtPointer(data, field) !== undefined),
    );
    expect(sections.map((section) => section.title)).toEqual(expected.map((section) => section.title));
    for (const section of sections) {
      expect(markup).toContain(html(section.title));
      for (const row of section.rows) {
        expect(markup).toContain(html(row.label));
        for (const value of row.values) expect(markup).toContain(html(value));
      }
    }
  });

  it('draws the thank-you step with the request id, or "Processing..." without one', async () => {
    const texts = folder.ui.texts.thankYou;
    const withId = await renderComplete(
      <ThankYou texts={texts} requestId="ABC-1234-5678-9XYZ" />,
    );
    for (const text of [texts.title, texts.body, texts.requestIdLabel, texts.saveNote, 'ABC-1234-5678-9XYZ']) {
      expect(withId).toContain(html(text));
    }
    expect(withId).toContain('href="/"');
    expect(withId).toContain('href="/services"');
    const without = await renderComplete(
      <ThankYou texts={texts} requestId={null} />,
    );
    expect(without).toContain('Processing...');
  });
});

describe.each(wizardFolders())('the schema version of wizard $id', (folder) => {
  it('is the same in the browser and in the API, which names it in its webhooks', async () => {
    const { machine } = (await import(join(folder.dir, 'machine.ts'))) as { machine: WizardMachine };
    const wizard = await prepareWizard(folder.id, await formSchema(folder.id), folder.ui, folder.page, machine, await precompiledValidators(folder.id));
    expect(await schemaVersion(wizard.schema)).toBe(testRegistry().get(folder.id)?.schemaVersion);
  });
});
