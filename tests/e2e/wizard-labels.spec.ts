/**
 * Every field label of every wizard step shows whole while its field is still empty: on the narrowest phone the
 * pages reflow to (320 px), and at the narrowest width that sets fields side by side (600 px, the small
 * breakpoint). An empty field's label sits inside the field, with less room than once it rises to the outline, and
 * MUI cuts a label that does not fit with an ellipsis, its required asterisk with it.
 *
 * Each step is opened as a saved draft holding the fixture's answers to the steps before it, so the wizard lands on
 * that step with its own fields empty. The draft is answered in the browser: nothing is stored. A step whose fields
 * decide which others are shown (the miscellaneous quote's kind of cover, the commercial quote's "has vehicles") is
 * also opened with those answers kept, so that the fields they bring are checked empty too.
 */
import { expect, test } from '@playwright/test';
import { schemaConditions } from '../../engine/conditions';
import { readWizardSource, wizardIds } from '../../engine/wizard-folder';
import type { SchemaNode } from '../../engine/schema-at-pointer';
import { parseSteps, type WizardUi } from '../../engine/wizard-ui';
import { expandWizardUi } from '../../engine/fragment-ui';
import { bundleSchema, type JsonSchema } from '../../schemas/bundle';
import { pointerTokens } from '../../json/json-pointer';
import { isRecord } from '../../json/json-value';
import { cutWizardLabels } from './layout';
import { stepTitle } from './wizard-steps';

const WIDTHS = [320, 600];

/** The data without the fields at `pointers` (a copy). */
function without(data: Record<string, unknown>, pointers: readonly string[]): Record<string, unknown> {
  const copy = structuredClone(data);
  for (const pointer of pointers) {
    const tokens = pointerTokens(pointer);
    const last = tokens.pop();
    let parent: unknown = copy;
    for (const token of tokens) parent = isRecord(parent) ? parent[token] : undefined;
    if (isRecord(parent) && last !== undefined) delete parent[last];
  }
  return copy;
}

interface OpenedStep {
  step: number;
  data: Record<string, unknown>;
}

/** The drafts to open for one wizard: each step with its fields empty, and again with its deciding answers kept. */
function stepsToOpen(id: string): { route: string; opened: OpenedStep[] } {
  // The folder's files as read; that they are well formed is checked by the folder rules' own tests.
  const { source } = readWizardSource(id);
  const ui = expandWizardUi(source.ui as WizardUi, source.schema);
  const { conditions } = schemaConditions(bundleSchema(source.schema as JsonSchema) as SchemaNode);
  // The data pointers of the fields that decide whether others are shown (in lists too, as a list is emptied whole).
  const deciding = new Set(
    conditions
      .map((condition) => condition.testedField.schemaPointer)
      .filter((pointer) => !pointer.includes('/items/'))
      .map((pointer) => pointer.replaceAll('/properties/', '/')),
  );
  // Expanded above, so a fragment's `@name` reads as its fields.
  const steps = parseSteps(ui.steps).filter((step) => step.fields);
  const opened = new Map<string, OpenedStep>();
  for (const fixture of source.fixtures) {
    if (!isRecord(fixture.data)) continue;
    const { captchaToken: _token, ...answers } = fixture.data;
    steps.forEach((step, index) => {
      const later = steps.slice(index).flatMap((each) => each.fields ?? []);
      const kept = (step.fields ?? []).filter((field) => deciding.has(field));
      for (const data of [without(answers, later), without(answers, later.filter((field) => !kept.includes(field)))]) {
        opened.set(JSON.stringify([index, data]), { step: index, data });
      }
    });
  }
  return { route: ui.route, opened: [...opened.values()] };
}

for (const id of wizardIds()) {
  test(`${id}: every label of every step shows whole while its field is empty, at 320 and 600 px`, async ({ page }) => {
    test.setTimeout(180_000);
    const { route, opened } = stepsToOpen(id);
    let draft: OpenedStep = opened[0]!;
    await page.route('**/api/drafts/*', (request) =>
      request.fulfill({
        json: { wizardId: id, step: draft.step, data: draft.data, schemaVersion: 'saved-before', savedAt: new Date().toISOString() },
      }),
    );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const each of opened) {
        draft = each;
        await page.goto(`${route}?resume=draft`);
        await expect(stepTitle(page)).toHaveText(new RegExp(`^STEP ${each.step + 1}:`, 'i'));
        // A list emptied with its step gets one item, whose fields are then on the page.
        const items = page.getByTestId('array-item');
        const add = page.getByTestId('wizard').getByRole('button', { name: /^Add / });
        if ((await items.count()) === 0 && (await add.count()) > 0) await add.first().click();
        // Selects and other widgets load their code as a step first draws them; their places are busy meanwhile.
        await expect(page.getByTestId('wizard').locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await cutWizardLabels(page), `${route} at ${width} px, step ${each.step + 1}`).toEqual([]);
      }
    }
  });
}
