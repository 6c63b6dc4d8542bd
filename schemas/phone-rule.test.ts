/**
 * The schemas' phone rule (common.schema.json \`phone\`) against what the forms hand it: a number as people type it,
 * without its punctuation (text/phone.ts), passes; one too short keeps its digits and fails, so its message shows.
 */
import { describe, expect, it } from 'vitest';
import { normalizePhone } from '../text/phone';
import { createAjv } from './ajv';
import common from './common.schema.json';

const isSchemaPhone = createAjv().compile({ ...common.definitions.phone, errorMessage: undefined });

describe('the phone rule of the schemas', () => {
  it.each(['(408) 555-1234', '+1 (408) 555-1234', '1 408 555 1234', '+44 20 7946 0958', '555\u00a01234'])(
    'accepts %j as the forms hand it over',
    (typed) => {
      expect(isSchemaPhone(normalizePhone(typed))).toBe(true);
    },
  );

  it.each(['555-12', '408-555-1234 ext 5', '(408) 555-12a4', ''])('refuses %j', (typed) => {
    expect(isSchemaPhone(normalizePhone(typed))).toBe(false);
  });
});
