/**
 * rjsf runs with `noValidate`, yet it still needs its validator: it resolves a schema's conditions (`if`/`then`) by
 * asking the validator whether the data matches the `if`, and only then marks the fields the `then` requires. A
 * validator that cannot answer leaves those fields unmarked: the second validator stays.
 */
import { createSchemaUtils, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { loadWizard } from './load-wizard';
import { defaultFormStateBehavior } from './wizard-validation';

/** The schema of driver-change's "additional data": documents are required when a driver is added or updated. */
async function additionalData() {
  const wizard = await loadWizard('driver-change');
  const node = (wizard.schema.properties as Record<string, RJSFSchema>).additionalData;
  if (!node) throw new Error('driver-change has no additionalData');
  return { wizard, node };
}

describe("rjsf's validator", () => {
  it('marks the documents required when the condition holds, and only then', async () => {
    const { wizard, node } = await additionalData();
    const utils = createSchemaUtils(wizard.rjsfValidator, wizard.schema, defaultFormStateBehavior);
    expect(utils.retrieveSchema(node, { action: 'add' }).required).toContain('attachments');
    expect(utils.retrieveSchema(node, { action: 'remove' }).required ?? []).not.toContain('attachments');
  });

  it('is what rjsf resolves the condition with: one that cannot answer loses the mark', async () => {
    const { wizard, node } = await additionalData();
    const blind: ValidatorType = Object.assign(Object.create(wizard.rjsfValidator) as ValidatorType, { isValid: () => false });
    const utils = createSchemaUtils(blind, wizard.schema, defaultFormStateBehavior);
    expect(utils.retrieveSchema(node, { action: 'add' }).required ?? []).not.toContain('attachments');
  });
});
