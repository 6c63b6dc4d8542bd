/**
 * The rules of the auto, home and commercial quote wizards, as an API client meets them through the seed-compatible
 * endpoints /api/quotes/* (PGlite): every bound the quote wizards' schemas state is refused with a 400, at the field's
 * JSON Pointer, with the very message the form shows for it (the browser's payload validator is asked for the same
 * payload and must agree), and nothing is stored. Each wizard's fixture is accepted.
 */
import { describe, expect, it } from 'vitest';
import { pointerTokens } from '../../json/json-pointer';
import type { FieldError } from '../../schemas/field-errors';
import { createPayloadValidator } from '../../src/wizard/wizard-validation';
import { precompiledValidators, wizardFolders } from '../contract/wizard-folders';
import { readFixture, type Payload } from './support/payloads';
import { isRecord } from '../../json/json-value';
import { useRulesHarness } from './support/rules-harness';
import { testRegistry } from './support/test-app';

const REQUIRED = 'This field is required.';
const NOT_ALLOWED = 'This field is not allowed.';
const INVALID_FORMAT = 'Invalid format.';
const INVALID_INPUT = 'Invalid input.';
const NAME_LENGTH = 'Must be 2 to 50 characters.';
const VIN_MESSAGE = 'A VIN is 17 characters: capital letters except I, O and Q, and digits.';
const VEHICLE_YEAR = 'Please enter a year from 1886 to this year.';
const CA_ZIP = 'Please enter a California ZIP code (90001 to 96162).';
const CA_ONLY = 'Only California (CA) is served.';
const THIS_YEAR = new Date().getFullYear();

type QuoteId = 'auto-quote' | 'home-quote' | 'commercial-quote';

const ENDPOINTS: Record<QuoteId, string> = {
  'auto-quote': '/api/quotes/auto',
  'home-quote': '/api/quotes/home',
  'commercial-quote': '/api/quotes/commercial',
};

/** The validator the form runs on every change: the one the build precompiles from the same folder. */
const browserValidators = new Map(
  await Promise.all(
    wizardFolders().map(
      async (folder) => [folder.id, createPayloadValidator((await precompiledValidators(folder.id)).payload)] as const,
    ),
  ),
);

function browserErrors(id: QuoteId, payload: Payload): FieldError[] {
  const validate = browserValidators.get(id);
  if (!validate) throw new Error(`no wizard folder forms/${id}`);
  return validate(payload);
}

/** A copy of `payload` with the value at `pointer` replaced, or removed when `value` is undefined. */
function withValue(payload: Payload, pointer: string, value: unknown): Payload {
  const copy = structuredClone(payload);
  const tokens = pointerTokens(pointer);
  const last = tokens.pop();
  let parent: unknown = copy;
  for (const token of tokens) parent = isRecord(parent) || Array.isArray(parent) ? (parent as Record<string, unknown>)[token] : undefined;
  if (parent === null || typeof parent !== 'object' || last === undefined) throw new Error(`nothing holds ${pointer}`);
  const holder = parent as Record<string, unknown>;
  if (value === undefined) delete holder[last];
  else holder[last] = value;
  return copy;
}

function fixtureWith(id: QuoteId, changes: Record<string, unknown>): Payload {
  return Object.entries(changes).reduce((payload, [pointer, value]) => withValue(payload, pointer, value), readFixture(id));
}

function listAt(payload: Payload, name: string): unknown[] {
  const list = payload[name];
  if (!Array.isArray(list)) throw new Error(`fixture without a list ${name}`);
  return list;
}

const registry = testRegistry();
const { post, storedCount, submit } = useRulesHarness();

/**
 * Submits `payload` to the wizard's alias with a solved captcha and expects exactly `expected`: a 400
 * validation_failed, nothing stored, and the same field errors from the form's own validator.
 */
async function expectRefused(id: QuoteId, payload: Payload, expected: FieldError[], label = ''): Promise<void> {
  const before = await storedCount();
  const { status, body } = await submit(ENDPOINTS[id], payload);
  expect(status, label).toBe(400);
  expect(body.error, label).toBe('validation_failed');
  expect(body.errors, label).toEqual(expected);
  expect(browserErrors(id, payload), `the form agrees: ${label}`).toEqual(expected);
  expect(await storedCount()).toBe(before);
}

/** The fixture with the named top-level fields left out. */
function withoutFields(id: QuoteId, fields: readonly string[]): Payload {
  return fixtureWith(id, Object.fromEntries(fields.map((field) => [`/${field}`, undefined])));
}

/** Leaving out each named field is refused with "This field is required." at its pointer, all at once. */
async function expectRequired(id: QuoteId, fields: readonly string[]): Promise<void> {
  await expectRefused(id, withoutFields(id, fields), fields.map((field) => ({ path: `/${field}`, message: REQUIRED })));
}

/** Dry run (no captcha, nothing stored). */
async function expectValid(id: QuoteId, payload: Payload, label = ''): Promise<void> {
  const response = await post(`/api/forms/${id}/validate`, payload);
  expect(response.status, label).toBe(200);
  expect(await response.json(), label).toEqual({ valid: true });
  expect(browserErrors(id, payload), label).toEqual([]);
}

describe('every quote fixture is accepted on its /api/quotes/* alias', () => {
  it.each(Object.entries(ENDPOINTS))('%s on %s: 201 with a request id, stored once', async (id, endpoint) => {
    expect(registry.get(id)?.ui.endpoint).toBe(endpoint);
    const before = await storedCount();
    const { status, body } = await submit(endpoint, readFixture(id));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.requestId).toEqual(expect.stringMatching(/^[A-Z]{3}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/));
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses a fixture without a captcha token', async () => {
    const response = await post(ENDPOINTS['auto-quote'], readFixture('auto-quote'));
    expect(response.status).toBe(403);
  });
});

describe.each(['auto-quote', 'home-quote', 'commercial-quote'] as const)('base quote fields of %s', (id) => {
  it('refuses a full name of 1 or 51 characters, or with digits', async () => {
    await expectRefused(id, fixtureWith(id, { '/fullName': 'A' }), [{ path: '/fullName', message: NAME_LENGTH }]);
    await expectRefused(id, fixtureWith(id, { '/fullName': 'A'.repeat(51) }), [{ path: '/fullName', message: NAME_LENGTH }]);
    await expectRefused(id, fixtureWith(id, { '/fullName': 'R2 D2' }), [
      { path: '/fullName', message: 'Only letters, spaces, periods, apostrophes and hyphens are allowed.' },
    ]);
  });

  it('refuses a phone starting with 0 or of fewer than 7 or more than 15 digits, and accepts +1 numbers', async () => {
    for (const phone of ['+0123456', '123456', '1234567890123456', '408-555-0123']) {
      await expectRefused(id, fixtureWith(id, { '/phone': phone }), [{ path: '/phone', message: INVALID_FORMAT }], phone);
    }
    for (const phone of ['+14085550123', '1234567']) await expectValid(id, fixtureWith(id, { '/phone': phone }), phone);
  });

  it('refuses a state that is not a USPS state code', async () => {
    for (const state of ['ca', 'Cal', 'C', 'XX']) {
      await expectRefused(id, fixtureWith(id, { '/state': state }), [{ path: '/state', message: "Please enter a US state's two-letter code, e.g. CA." }], state);
    }
    for (const state of ['NV', 'DC', 'PR', 'AE']) await expectValid(id, fixtureWith(id, { '/state': state }), state);
  });

  it('refuses a bad mailing address, e-mail, city and ZIP code', async () => {
    await expectRefused(id, fixtureWith(id, { '/mailingAddress': 'PO 1' }), [
      { path: '/mailingAddress', message: 'Must be 5 to 100 characters.' },
    ]);
    await expectRefused(id, fixtureWith(id, { '/mailingAddress': '12 Main St; DROP' }), [
      { path: '/mailingAddress', message: "Only letters, digits, spaces and . , # ' - are allowed." },
    ]);
    await expectRefused(id, fixtureWith(id, { '/email': 'daniel@' }), [
      { path: '/email', message: 'Please enter a valid email address.' },
    ]);
    await expectRefused(id, fixtureWith(id, { '/city': 'S' }), [{ path: '/city', message: NAME_LENGTH }]);
    for (const zipCode of ['9512', '95125-12', 'ABCDE']) {
      await expectRefused(id, fixtureWith(id, { '/zipCode': zipCode }), [{ path: '/zipCode', message: INVALID_FORMAT }], zipCode);
    }
  });

  it('requires every base field and refuses another quote type', async () => {
    const fields = ['fullName', 'email', 'phone', 'mailingAddress', 'city', 'state', 'zipCode', 'quoteType'];
    await expectRequired(id, fields);
    await expectRefused(id, fixtureWith(id, { '/quoteType': 'life' }), [{ path: '/quoteType', message: INVALID_INPUT }]);
  });

  it('refuses properties the schema does not know', async () => {
    await expectRefused(id, { ...readFixture(id), formType: 'x', requestId: 'ADR-0000-0000-0000' }, [
      { path: '/formType', message: NOT_ALLOWED },
      { path: '/requestId', message: NOT_ALLOWED },
    ]);
  });
});

describe('auto quote', () => {
  const id = 'auto-quote';
  const fixture = () => readFixture(id);
  const vehicle = (index: number) => structuredClone(listAt(fixture(), 'vehicles')[index % 2]);
  const driver = (index: number) => structuredClone(listAt(fixture(), 'drivers')[index % 2]);

  it('takes 1 to 4 vehicles and refuses 5 or none', async () => {
    await expectRefused(id, fixtureWith(id, { '/vehicles': [0, 1, 2, 3, 4].map(vehicle) }), [
      { path: '/vehicles', message: 'You can add up to 4 vehicles.' },
    ]);
    await expectRefused(id, fixtureWith(id, { '/vehicles': [] }), [
      { path: '/vehicles', message: 'Please add at least one vehicle.' },
    ]);
    await expectRefused(id, fixtureWith(id, { '/vehicles': undefined }), [
      { path: '/vehicles', message: 'Please add at least one vehicle.' },
    ]);
    await expectValid(id, fixtureWith(id, { '/vehicles': [vehicle(0)] }));
    await expectValid(id, fixtureWith(id, { '/vehicles': [0, 1, 2, 3].map(vehicle) }));
  });

  it('takes 1 to 4 drivers and refuses 5 or none', async () => {
    await expectRefused(id, fixtureWith(id, { '/drivers': [] }), [
      { path: '/drivers', message: 'Please add at least one driver.' },
    ]);
    await expectRefused(id, fixtureWith(id, { '/drivers': undefined }), [
      { path: '/drivers', message: 'Please add at least one driver.' },
    ]);
    await expectRefused(id, fixtureWith(id, { '/drivers': [0, 1, 2, 3, 4].map(driver) }), [
      { path: '/drivers', message: 'You can add up to 4 drivers.' },
    ]);
    await expectValid(id, fixtureWith(id, { '/drivers': [0, 1, 2, 3].map(driver) }));
  });

  it('refuses model years 1885 and next year in any vehicle, and accepts 1886 and this year', async () => {
    for (const year of [1885, THIS_YEAR + 1, 2003.5, '2003']) {
      await expectRefused(id, fixtureWith(id, { '/vehicles/1/vehicleYear': year }), [
        { path: '/vehicles/1/vehicleYear', message: VEHICLE_YEAR },
      ], String(year));
    }
    for (const year of [1886, THIS_YEAR]) await expectValid(id, fixtureWith(id, { '/vehicles/0/vehicleYear': year }));
  });

  it('refuses a VIN with I, O or Q, of the wrong length or in lower case', async () => {
    for (const vin of ['1HGCM82633A00435I', '1HGCM82633A00435O', '1HGCM82633A00435Q', '1HGCM82633A00435', '1hgcm82633a004352']) {
      await expectRefused(id, fixtureWith(id, { '/vehicles/0/vehicleVIN': vin }), [
        { path: '/vehicles/0/vehicleVIN', message: VIN_MESSAGE },
      ], vin);
    }
  });

  it('refuses negative or fractional mileages with "{label} must be a positive number."', async () => {
    await expectRefused(id, fixtureWith(id, { '/vehicles/0/annualMileage': -1, '/vehicles/1/currentMileage': -500 }), [
      { path: '/vehicles/0/annualMileage', message: 'Annual Mileage must be a positive number.' },
      { path: '/vehicles/1/currentMileage', message: 'Current Mileage must be a positive number.' },
    ]);
    await expectRefused(id, fixtureWith(id, { '/vehicles/0/currentMileage': 1200.5 }), [
      { path: '/vehicles/0/currentMileage', message: 'Current Mileage must be a positive number.' },
    ]);
    await expectValid(id, fixtureWith(id, { '/vehicles/0/annualMileage': 0, '/vehicles/0/currentMileage': 0 }));
  });

  it('requires every vehicle and driver field', async () => {
    const vehicleFields = ['vehicleVIN', 'vehicleYear', 'vehicleMake', 'vehicleModel', 'annualMileage', 'currentMileage'];
    const driverFields = ['firstName', 'lastName', 'birthDate', 'licenseNumber', 'relationshipToPolicyHolder'];
    const payload = fixtureWith(id, { '/vehicles/1': {}, '/drivers/0': {} });
    await expectRefused(id, payload, [
      ...vehicleFields.map((field) => ({ path: `/vehicles/1/${field}`, message: REQUIRED })),
      ...driverFields.map((field) => ({ path: `/drivers/0/${field}`, message: REQUIRED })),
    ]);
    await expectRefused(id, fixtureWith(id, { '/vehicles/0/vehicleMake': '  ' }), [
      { path: '/vehicles/0/vehicleMake', message: REQUIRED },
    ]);
  });

  it('refuses a birth date in the future and a license number with punctuation', async () => {
    await expectRefused(id, fixtureWith(id, { '/drivers/1/birthDate': `${THIS_YEAR + 1}-01-01` }), [
      { path: '/drivers/1/birthDate', message: 'This date cannot be in the future.' },
    ]);
    await expectRefused(id, fixtureWith(id, { '/drivers/0/licenseNumber': 'D123-4567' }), [
      {
        path: '/drivers/0/licenseNumber',
        message:
          'Please enter the license number as printed: letters and digits only, up to 19 characters (a California license is 1 letter and 7 digits).',
      },
    ]);
  });

  it('accepts every coverage choice of the auto quote and refuses unknown values', async () => {
    const choices: Record<string, { good: unknown[]; bad: unknown[]; message: string }> = {
      coverageType: {
        good: ['LIABILITY', 'COMPREHENSIVE', 'COLLISION', 'FULL'],
        bad: ['liability', 'FULL_COVERAGE'],
        message: 'Please choose a coverage type from the list.',
      },
      deductiblePreference: {
        good: [500, 1000, 1500],
        bad: [250, '500'],
        message: 'Please choose a deductible from the list.',
      },
      coverageLimits: {
        good: ['15/30', '25/50', '50/100', '100/300', '250/500', '500/1000'],
        bad: ['30/60', 100],
        message: 'Please choose liability limits from the list.',
      },
      uninsuredMotoristCoverage: {
        good: ['0/0', '15/30', '25/50', '50/100', '100/300'],
        bad: ['250/500', '0'],
        message: 'Please choose uninsured motorist coverage from the list.',
      },
      medicalPaymentsCoverage: {
        good: ['0/0', '1000', '2000', '5000', '10000'],
        bad: [1000, '500'],
        message: 'Please choose medical payments coverage from the list.',
      },
    };
    for (const [field, { good, bad, message }] of Object.entries(choices)) {
      for (const value of good) await expectValid(id, fixtureWith(id, { [`/${field}`]: value }), `${field} = ${String(value)}`);
      for (const value of bad) {
        await expectRefused(id, fixtureWith(id, { [`/${field}`]: value }), [{ path: `/${field}`, message }], `${field} = ${String(value)}`);
      }
    }
    for (const relationship of ['SELF', 'SPOUSE', 'CHILD', 'OTHER']) {
      await expectValid(id, fixtureWith(id, { '/drivers/1/relationshipToPolicyHolder': relationship }));
    }
    await expectRefused(id, fixtureWith(id, { '/drivers/1/relationshipToPolicyHolder': 'spouse' }), [
      { path: '/drivers/1/relationshipToPolicyHolder', message: 'Please choose a relationship from the list.' },
    ]);
  });

  it('requires every coverage choice', async () => {
    const fields = ['coverageType', 'deductiblePreference', 'coverageLimits', 'uninsuredMotoristCoverage', 'medicalPaymentsCoverage'];
    await expectRequired(id, fields);
  });

  it('refuses unknown properties in a vehicle and a driver', async () => {
    await expectRefused(id, fixtureWith(id, { '/vehicles/0/vehicleColor': 'red', '/drivers/1/gender': 'female' }), [
      { path: '/vehicles/0/vehicleColor', message: NOT_ALLOWED },
      { path: '/drivers/1/gender', message: NOT_ALLOWED },
    ]);
  });
});

describe('home quote', () => {
  const id = 'home-quote';
  const interest = (changes: Record<string, unknown>) => ({
    interestType: 'lienholder',
    interestName: 'Golden State Bank',
    interestRelationship: 'other',
    ...changes,
  });

  it('refuses property ZIP codes outside 90001-96162 and accepts both limits', async () => {
    for (const zip of ['96163', '90000', '95125-1234', '9512', '10001']) {
      await expectRefused(id, fixtureWith(id, { '/propertyZipcode': zip }), [{ path: '/propertyZipcode', message: CA_ZIP }], zip);
    }
    for (const zip of ['90001', '96162']) await expectValid(id, fixtureWith(id, { '/propertyZipcode': zip }), zip);
  });

  it('insures California properties only', async () => {
    await expectRefused(id, fixtureWith(id, { '/propertyState': 'NV' }), [{ path: '/propertyState', message: CA_ONLY }]);
  });

  it('requires the property and coverage fields, and keeps the unit, toggles, interests and notes optional', async () => {
    const required = [
      'propertyAddress',
      'propertyCity',
      'propertyState',
      'propertyZipcode',
      'propertyType',
      'coverageType',
      'personalLiabilityCoverage',
      'deductiblePreference',
    ];
    await expectRequired(id, required);
    const optional = [
      'propertyUnitNumber',
      'additionalLivingExpenses',
      'extendedReplacementCost',
      'waterBackupCoverage',
      'earthquakeCoverage',
      'homeSecuritySystem',
      'hasAdditionalInterests',
      'additionalInterests',
      'specialRequirements',
      'additionalNotes',
    ];
    await expectValid(id, withoutFields(id, optional));
  });

  it('needs at least one additional interest when the toggle is on, and none when it is off', async () => {
    const message = 'Please add at least one additional interest.';
    await expectRefused(id, fixtureWith(id, { '/additionalInterests': [] }), [{ path: '/additionalInterests', message }]);
    await expectRefused(id, fixtureWith(id, { '/additionalInterests': undefined }), [{ path: '/additionalInterests', message }]);
    await expectValid(id, fixtureWith(id, { '/hasAdditionalInterests': false, '/additionalInterests': undefined }));
  });

  it('refuses an interest name of 1 character or with other symbols, and accepts the spec\'s characters', async () => {
    await expectRefused(id, fixtureWith(id, { '/additionalInterests/0/interestName': 'A' }), [
      { path: '/additionalInterests/0/interestName', message: 'Must be 2 to 100 characters.' },
    ]);
    await expectRefused(id, fixtureWith(id, { '/additionalInterests/1/interestName': 'Bank/Trust' }), [
      { path: '/additionalInterests/1/interestName', message: "Only letters, digits, spaces and . , ' & ( ) - are allowed." },
    ]);
    await expectValid(id, fixtureWith(id, { '/additionalInterests/0/interestName': "O'Neil & Sons (Trust), Inc. - 2" }));
  });

  it('refuses a loan number of 2 characters or with spaces, and keeps it optional', async () => {
    await expectRefused(id, fixtureWith(id, { '/additionalInterests/0/loanNumber': 'ab' }), [
      { path: '/additionalInterests/0/loanNumber', message: 'Must be 3 to 30 characters.' },
    ]);
    await expectRefused(id, fixtureWith(id, { '/additionalInterests/0/loanNumber': 'LN 123' }), [
      { path: '/additionalInterests/0/loanNumber', message: 'Only letters, digits, hyphens and # are allowed.' },
    ]);
    await expectValid(id, fixtureWith(id, { '/additionalInterests': [interest({}), interest({ interestType: 'mortgagee', loanNumber: 'abc' })] }));
  });

  it('requires the type and name of an interest, and refuses unknown values and properties', async () => {
    await expectRefused(id, fixtureWith(id, { '/additionalInterests': [{}] }), [
      { path: '/additionalInterests/0/interestType', message: REQUIRED },
      { path: '/additionalInterests/0/interestName', message: REQUIRED },
    ]);
    await expectRefused(id, fixtureWith(id, { '/additionalInterests': [interest({ interestType: 'bank', interestRelationship: 'cousin', note: 'x' })] }), [
      { path: '/additionalInterests/0/note', message: NOT_ALLOWED },
      { path: '/additionalInterests/0/interestType', message: 'Please choose an interest type from the list.' },
      { path: '/additionalInterests/0/interestRelationship', message: 'Please choose a relationship from the list.' },
    ]);
  });

  it('accepts every choice of the home quote and refuses unknown values', async () => {
    const choices: Record<string, { good: unknown[]; bad: unknown[]; message: string }> = {
      propertyType: {
        good: ['single_family', 'condo', 'townhouse', 'apartment', 'mobile_home'],
        bad: ['duplex'],
        message: 'Please choose a property type from the list.',
      },
      coverageType: {
        good: ['DP-1', 'DP-3', 'HO-3', 'HO-5', 'HO-6', 'HO-7', 'HO-8'],
        bad: ['HO-4', 'ho-3'],
        message: 'Please choose a coverage type from the list.',
      },
      personalLiabilityCoverage: {
        good: [0, 100000, 300000, 500000, 1000000],
        bad: [-100000, 200000, '300000'],
        message: 'Please choose a personal liability limit from the list.',
      },
      deductiblePreference: {
        good: [500, 1000, 2500, 5000],
        bad: [1500, 10000],
        message: 'Please choose a deductible from the list.',
      },
    };
    for (const [field, { good, bad, message }] of Object.entries(choices)) {
      for (const value of good) await expectValid(id, fixtureWith(id, { [`/${field}`]: value }), `${field} = ${String(value)}`);
      for (const value of bad) {
        await expectRefused(id, fixtureWith(id, { [`/${field}`]: value }), [{ path: `/${field}`, message }], `${field} = ${String(value)}`);
      }
    }
  });
});

describe('commercial quote', () => {
  const id = 'commercial-quote';
  const vehicle = (index: number) => structuredClone(listAt(readFixture(id), 'vehicles')[index % 2]);

  it('refuses year built 1799 and next year, and accepts 1800, this year and none', async () => {
    for (const year of [1799, THIS_YEAR + 1]) {
      await expectRefused(id, fixtureWith(id, { '/yearBuilt': year }), [
        { path: '/yearBuilt', message: 'Please enter a year from 1800 to this year.' },
      ], String(year));
    }
    for (const year of [1800, THIS_YEAR, undefined]) await expectValid(id, fixtureWith(id, { '/yearBuilt': year }), String(year));
  });

  it('takes up to 4 vehicles, at least one when the toggle is on, none needed when it is off', async () => {
    await expectRefused(id, fixtureWith(id, { '/vehicles': [0, 1, 2, 3, 4].map(vehicle) }), [
      { path: '/vehicles', message: 'You can add up to 4 vehicles.' },
    ]);
    await expectRefused(id, fixtureWith(id, { '/vehicles': [] }), [{ path: '/vehicles', message: 'Please add at least one vehicle.' }]);
    await expectRefused(id, fixtureWith(id, { '/vehicles': undefined }), [
      { path: '/vehicles', message: 'Please add at least one vehicle.' },
    ]);
    await expectValid(id, fixtureWith(id, { '/hasVehicles': false, '/vehicles': undefined, '/numberOfVehicles': 0 }));
  });

  it('checks each vehicle like the auto quote, plus its type and ownership', async () => {
    await expectRefused(
      id,
      fixtureWith(id, {
        '/vehicles/0/vehicleVIN': '1FTFW1ET9DFC1O312',
        '/vehicles/0/vehicleYear': 1885,
        '/vehicles/1/annualMileage': -1,
        '/vehicles/1/vehicleType': 'bus',
        '/vehicles/1/ownershipType': 'borrowed',
      }),
      [
        { path: '/vehicles/0/vehicleVIN', message: VIN_MESSAGE },
        { path: '/vehicles/0/vehicleYear', message: VEHICLE_YEAR },
        { path: '/vehicles/1/annualMileage', message: 'Annual Mileage must be a positive number.' },
        { path: '/vehicles/1/vehicleType', message: 'Please choose a vehicle type from the list.' },
        { path: '/vehicles/1/ownershipType', message: 'Please choose an ownership type from the list.' },
      ],
    );
    await expectRefused(id, fixtureWith(id, { '/vehicles/1': {} }), [
      'vehicleVIN',
      'vehicleYear',
      'vehicleMake',
      'vehicleModel',
      'annualMileage',
      'vehicleType',
      'ownershipType',
    ].map((field) => ({ path: `/vehicles/1/${field}`, message: REQUIRED })));
  });

  it('needs at least one employee classification when the toggle is on, each with all four fields', async () => {
    const message = 'Please add at least one employee classification.';
    await expectRefused(id, fixtureWith(id, { '/employeeClassifications': [] }), [{ path: '/employeeClassifications', message }]);
    await expectValid(
      id,
      fixtureWith(id, { '/hasEmployees': false, '/employeeClassifications': undefined, '/totalPayroll': 0, '/numberOfEmployees': 0 }),
    );
    await expectRefused(id, fixtureWith(id, { '/employeeClassifications/2': {} }), [
      'classification',
      'description',
      'numberOfEmployees',
      'estimatedAnnualPayroll',
    ].map((field) => ({ path: `/employeeClassifications/2/${field}`, message: REQUIRED })));
  });

  it('names the payroll estimatedAnnualPayroll only (the original also wrote estimatedAnnualpayroll)', async () => {
    await expectRefused(
      id,
      fixtureWith(id, { '/employeeClassifications/0/estimatedAnnualPayroll': undefined, '/employeeClassifications/0/estimatedAnnualpayroll': 504000 }),
      [
        { path: '/employeeClassifications/0/estimatedAnnualPayroll', message: REQUIRED },
        { path: '/employeeClassifications/0/estimatedAnnualpayroll', message: NOT_ALLOWED },
      ],
    );
  });

  it('refuses negative amounts and counts with "{label} must be a positive number."', async () => {
    const cases: Record<string, string> = {
      '/yearsInBusiness': 'Years in Business must be a positive number.',
      '/annualRevenue': 'Annual Revenue must be a positive number.',
      '/squareFootage': 'Square Footage must be a positive number.',
      '/annualPayroll': 'Annual Payroll must be a positive number.',
      '/grossReceipts': 'Gross Receipts must be a positive number.',
      '/numberOfVehicles': 'Number of Vehicles must be a positive number.',
      '/totalPayroll': 'Total Payroll must be a positive number.',
      '/numberOfEmployees': 'Total Employees must be a positive number.',
      '/employeeClassifications/1/numberOfEmployees': 'Number of Employees must be a positive number.',
      '/employeeClassifications/1/estimatedAnnualPayroll': 'Estimated Annual Payroll must be a positive number.',
    };
    for (const [pointer, message] of Object.entries(cases)) {
      await expectRefused(id, fixtureWith(id, { [pointer]: -1 }), [{ path: pointer, message }], pointer);
    }
    await expectValid(id, fixtureWith(id, { '/annualRevenue': 0, '/grossReceipts': 0, '/annualPayroll': 1250.75 }));
  });

  it('locates the business in California: CA only, ZIP 90001-96162', async () => {
    await expectRefused(id, fixtureWith(id, { '/businessState': 'NV', '/businessZipCode': '90000' }), [
      { path: '/businessState', message: CA_ONLY },
      { path: '/businessZipCode', message: CA_ZIP },
    ]);
    await expectRefused(id, fixtureWith(id, { '/businessZipCode': '96163' }), [{ path: '/businessZipCode', message: CA_ZIP }]);
    await expectRefused(id, fixtureWith(id, { '/businessAddress': '1 A' }), [
      { path: '/businessAddress', message: 'Must be 5 to 100 characters.' },
    ]);
  });

  it('requires the business, property and coverage fields and keeps the rest optional', async () => {
    const required = [
      'businessName',
      'businessType',
      'businessStructure',
      'yearsInBusiness',
      'annualRevenue',
      'businessAddress',
      'businessCity',
      'businessState',
      'businessZipCode',
      'propertyType',
      'buildingConstruction',
      'annualPayroll',
      'grossReceipts',
      'desiredCoverageLimits',
      'deductiblePreference',
    ];
    await expectRequired(id, required);
    const optional = [
      'yearBuilt',
      'squareFootage',
      'productsCompletedOps',
      'hasVehicles',
      'vehicles',
      'numberOfVehicles',
      'hasEmployees',
      'employeeClassifications',
      'totalPayroll',
      'numberOfEmployees',
      'priorCarrier',
      'priorClaimsHistory',
      'specialRequirements',
      'additionalNotes',
    ];
    await expectValid(id, withoutFields(id, optional));
  });

  it('accepts every choice of the commercial quote and refuses unknown values', async () => {
    const choices: Record<string, { good: unknown[]; bad: unknown[]; message: string }> = {
      businessType: {
        good: ['office', 'retail', 'warehouse', 'manufacturing', 'restaurant', 'healthcare_facility', 'other'],
        bad: ['llc', 'healthcare'],
        message: 'Please choose a business type from the list.',
      },
      businessStructure: {
        good: ['sole_proprietorship', 'partnership', 'corporation', 'llc', 'non_profit'],
        bad: ['office', 'LLC'],
        message: 'Please choose a business structure from the list.',
      },
      buildingConstruction: {
        good: ['frame', 'masonry', 'steel', 'concrete', 'mixed'],
        bad: ['wood'],
        message: 'Please choose a construction type from the list.',
      },
      desiredCoverageLimits: {
        good: [500000, 1000000, 2000000, 5000000, 10000000],
        bad: [3000000, '1000000'],
        message: 'Please choose coverage limits from the list.',
      },
      deductiblePreference: {
        good: [500, 1000, 2500, 5000, 10000],
        bad: [1500],
        message: 'Please choose a deductible from the list.',
      },
    };
    for (const [field, { good, bad, message }] of Object.entries(choices)) {
      for (const value of good) await expectValid(id, fixtureWith(id, { [`/${field}`]: value }), `${field} = ${String(value)}`);
      for (const value of bad) {
        await expectRefused(id, fixtureWith(id, { [`/${field}`]: value }), [{ path: `/${field}`, message }], `${field} = ${String(value)}`);
      }
    }
    const classifications = [
      'clerical',
      'construction',
      'retail',
      'manufacturing',
      'healthcare',
      'transportation',
      'hospitality',
      'education',
      'food_service',
      'sales',
      'technology',
      'maintenance',
      'administrative',
      'security',
      'warehouse',
    ];
    for (const classification of classifications) {
      await expectValid(id, fixtureWith(id, { '/employeeClassifications/0/classification': classification }), classification);
    }
    await expectRefused(id, fixtureWith(id, { '/employeeClassifications/0/classification': 'farming' }), [
      { path: '/employeeClassifications/0/classification', message: 'Please choose a classification from the list.' },
    ]);
  });
});
