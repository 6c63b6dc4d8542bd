/**
 * Every wizard marks its driver licence numbers and dates of birth `"x-encrypt": true`, so the API encrypts them at
 * rest. The check goes by the property's name and title, so a new wizard folder that collects either is covered the
 * moment it exists.
 */
import { describe, expect, it } from 'vitest';
import { ENCRYPT_KEYWORD } from '../../api/privacy/sensitive-fields';
import { createAjv } from '../../schemas/ajv';
import { bundleSchema } from '../../schemas/bundle';
import { wizardFolders } from './wizard-folders';
import { isRecord } from '../../json/json-value';

const SENSITIVE_NAME = /licen[cs]e[-_ ]?(number|no\b|#)|driver'?s?[-_ ]?licen[cs]e$|^dl(number)?$|birth|\bdob\b|^dob/i;
const NOT_SENSITIVE = /plate|state/i;

interface Property {
  pointer: string;
  name: string;
  schema: Record<string, unknown>;
}


/** Every named property anywhere in a schema, with its schema location. */
function properties(node: unknown, pointer = ''): Property[] {
  if (Array.isArray(node)) return node.flatMap((child, index) => properties(child, `${pointer}/${index}`));
  if (!isRecord(node)) return [];
  const own = isRecord(node.properties)
    ? Object.entries(node.properties).flatMap(([name, schema]) =>
        isRecord(schema) ? [{ pointer: `${pointer}/properties/${name}`, name, schema }] : [],
      )
    : [];
  return [...own, ...Object.entries(node).flatMap(([key, child]) => properties(child, `${pointer}/${key}`))];
}

function looksSensitive({ name, schema }: Property): boolean {
  const title = typeof schema.title === 'string' ? schema.title : '';
  const ref = typeof schema.$ref === 'string' ? schema.$ref : '';
  return (
    (SENSITIVE_NAME.test(name) || SENSITIVE_NAME.test(title) || /driverLicense$/.test(ref)) &&
    !NOT_SENSITIVE.test(name) &&
    !NOT_SENSITIVE.test(title)
  );
}

const folders = wizardFolders();

describe.each(folders)('wizard $id', (folder) => {
  it('marks every licence number and date of birth for encryption at rest', () => {
    const sensitive = properties(folder.bundled).filter(looksSensitive);
    const unmarked = sensitive.filter((property) => property.schema[ENCRYPT_KEYWORD] !== true).map((property) => property.pointer);
    expect(unmarked).toEqual([]);
  });
});

it('finds the marked fields of the wizards known to collect them', () => {
  const marked = folders.flatMap((folder) =>
    properties(folder.bundled)
      .filter((property) => property.schema[ENCRYPT_KEYWORD] === true)
      .map((property) => `${folder.id}:${property.name}`),
  );
  const known = ['auto-quote:birthDate', 'auto-quote:licenseNumber', 'driver-change:dateOfBirth', 'driver-change:licenseNumber'];
  const checked = new Set(folders.map((folder) => folder.id));
  expect(marked).toEqual(expect.arrayContaining(known.filter((field) => checked.has(field.split(':')[0] ?? ''))));
});

it('recognises the names a wizard would use', () => {
  const named = (name: string, title = '') => looksSensitive({ pointer: '', name, schema: { title } });
  for (const name of ['licenseNumber', 'licenceNumber', 'driverLicenseNumber', 'birthDate', 'dateOfBirth', 'dob', 'DOB']) {
    expect(named(name), name).toBe(true);
  }
  expect(named('x', "Driver's License Number")).toBe(true);
  expect(named('x', 'Date of Birth')).toBe(true);
  for (const name of ['vehicleLicensePlate', 'vehicleLicenseState', 'requestedDate', 'email']) expect(named(name), name).toBe(false);
});

it('is accepted by the strict Ajv configuration as an annotation', () => {
  const validate = createAjv().compile(bundleSchema({ type: 'object', properties: { a: { type: 'string', [ENCRYPT_KEYWORD]: true } } }));
  expect(validate({ a: 'x' })).toBe(true);
});
