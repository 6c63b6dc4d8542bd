/**
 * The uiSchema side of shared fragments (schemas/fragments.ts): wherever a folder's schema includes a fragment
 * (`"x-include"`), each of the fragment's fields gets the fragment's uiSchema, with what the folder's ui.json says of
 * that field laid over it (an own `ui:options` key replaces the fragment's one, the others stay).
 */
import { expandFieldReferences, fragmentNamed, fragmentReference } from '../schemas/fragments';
import { isRecord } from '../json/json-value';
import type { UiNode } from './ui-schema-nodes';
import type { WizardUi } from './wizard-ui';

function overlay(base: UiNode, own: UiNode): UiNode {
  const merged: UiNode = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const under = merged[key];
    merged[key] = isRecord(under) && isRecord(value) ? overlay(under, value) : value;
  }
  return merged;
}

/** Where fragments are included in a raw schema, as uiSchema paths (`items` for a list's items) with their names. */
export function fragmentInclusions(schema: unknown, uiPath: string[] = []): { uiPath: string[]; names: string[] }[] {
  if (!isRecord(schema)) return [];
  const found: { uiPath: string[]; names: string[] }[] = [];
  const names = schema['x-include'];
  if (Array.isArray(names)) found.push({ uiPath, names: names.filter((name): name is string => typeof name === 'string') });
  if (isRecord(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) found.push(...fragmentInclusions(child, [...uiPath, name]));
  }
  if (isRecord(schema.items)) found.push(...fragmentInclusions(schema.items, [...uiPath, 'items']));
  return found;
}

/** `uiSchema` with the UI defaults of every fragment `schema` includes beneath what the folder states. */
export function withFragmentDefaults(uiSchema: UiNode, schema: unknown): UiNode {
  const result = structuredClone(uiSchema);
  for (const { uiPath, names } of fragmentInclusions(schema)) {
    let node = result;
    for (const token of uiPath) {
      if (!isRecord(node[token])) node[token] = {};
      node = node[token] as UiNode;
    }
    for (const name of names) {
      const fragment = fragmentNamed(name);
      if (!fragment) continue;
      for (const [field, defaults] of Object.entries(fragment.uiSchema)) {
        node[field] = overlay(defaults, isRecord(node[field]) ? node[field] : {});
      }
    }
  }
  return result;
}

/** The fragments a raw schema includes at its root: the only ones whose fields a step may name as `@name`. */
export function rootFragments(schema: unknown): string[] {
  return fragmentInclusions(schema).find((inclusion) => inclusion.uiPath.length === 0)?.names ?? [];
}

/**
 * ui.json as the form and the API read it: each `@name` of a step or a review section replaced by its fragment's
 * fields (one the schema does not include at its root is dropped, for `ui/unknown-fragment` to report), and the
 * uiSchema over the fragments' defaults.
 */
export function expandWizardUi(ui: WizardUi, schema: unknown): WizardUi {
  const included = new Set(rootFragments(schema));
  const expand = (fields: readonly string[]) =>
    expandFieldReferences(fields.filter((field) => {
      const name = fragmentReference(field);
      return name === undefined || included.has(name);
    }));
  return {
    ...ui,
    steps: ui.steps.map((step) => (step.fields ? { ...step, fields: expand(step.fields) } : step)),
    review: ui.review.map((section) => ({ ...section, fields: expand(section.fields) })),
    uiSchema: withFragmentDefaults(ui.uiSchema, schema),
  };
}

/** The `@name` entries of a written ui.json's steps and review, with where they sit. */
export function fragmentReferences(ui: WizardUi): { at: string; name: string }[] {
  const found: { at: string; name: string }[] = [];
  const scan = (fields: readonly string[] | undefined, at: string) =>
    fields?.forEach((field, index) => {
      const name = fragmentReference(field);
      if (name !== undefined) found.push({ at: `${at}/fields/${index}`, name });
    });
  ui.steps.forEach((step, index) => scan(step.fields, `/steps/${index}`));
  ui.review.forEach((section, index) => scan(section.fields, `/review/${index}`));
  return found;
}
