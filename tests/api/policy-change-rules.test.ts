/**
 * The rules of the driver, vehicle and general policy change wizards, as an API client meets them through the
 * seed-compatible endpoints (PGlite): documents required by action, VIN and model year limits, upload contents,
 * the general change's choices and required fields, and that every notice the forms show is keyed on a value the
 * API accepts (the original site's hints were keyed on values no option had).
 */
import { describe, expect, it } from 'vitest';
import { pointerTokens } from '../../json/json-pointer';
import { useRulesHarness } from './support/rules-harness';
import { attachment, PDF_BYTES, PNG_BYTES, readFixture, type Payload } from './support/payloads';
import { isRecord } from '../../json/json-value';
import { testRegistry } from './support/test-app';

const REQUIRED = 'This field is required.';
const DRIVER_DOCUMENTS = "Please upload at least one document (for example the driver's license).";
const VEHICLE_DOCUMENTS = "Please upload at least one document (for example the vehicle's registration or title).";
const VIN_MESSAGE = 'A VIN is 17 characters: capital letters except I, O and Q, and digits.';
const YEAR_MESSAGE = 'Please enter a year from 1886 to this year.';
const GENERAL_CHANGE_TYPES = [
  'coverage_modification',
  'deductible_change',
  'policy_cancellation',
  'policy_reinstatement',
  'payment_method_change',
  'named_insured_change',
  'policy_endorsement',
  'discount_request',
  'policy_review',
  'document_request',
  'other',
];

interface FieldErrorBody {
  path: string;
  message: string;
}

/** A copy of `payload` with the value at `pointer` replaced, or removed when `value` is undefined. */
function withValue(payload: Payload, pointer: string, value: unknown): Payload {
  const copy = structuredClone(payload);
  const tokens = pointerTokens(pointer);
  const last = tokens.pop();
  let parent: unknown = copy;
  for (const token of tokens) parent = isRecord(parent) ? parent[token] : undefined;
  if (!isRecord(parent) || last === undefined) throw new Error(`no object holds ${pointer}`);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

const registry = testRegistry();
const { post, storedCount, submit } = useRulesHarness();

/** Submits a payload that must be refused: 400 validation_failed, nothing stored; returns the field errors. */
async function refused(endpoint: string, payload: Payload): Promise<FieldErrorBody[]> {
  const before = await storedCount();
  const { status, body } = await submit(endpoint, payload);
  expect(status).toBe(400);
  expect(body.error).toBe('validation_failed');
  expect(await storedCount()).toBe(before);
  return body.errors as FieldErrorBody[];
}

async function accepted(endpoint: string, payload: Payload): Promise<void> {
  const before = await storedCount();
  const { status, body } = await submit(endpoint, payload);
  expect(status, JSON.stringify(body)).toBe(201);
  expect(body.requestId).toEqual(expect.any(String));
  expect(await storedCount()).toBe(before + 1);
}

/** Dry run through POST /api/forms/:id/validate (no captcha, nothing stored). */
async function dryRun(wizardId: string, payload: Payload): Promise<{ valid: boolean; errors?: FieldErrorBody[] }> {
  const response = await post(`/api/forms/${wizardId}/validate`, payload);
  expect(response.status).toBe(200);
  return (await response.json()) as { valid: boolean; errors?: FieldErrorBody[] };
}

describe('driver change: documents depend on the action', () => {
  const endpoint = '/api/policy-change/driver';
  const driver = (action: string, attachments: unknown[] | undefined) =>
    withValue(withValue(readFixture('driver-change'), '/additionalData/action', action), '/additionalData/attachments', attachments);

  it.each(['add', 'update'])('refuses "%s" without a file (none sent, or an empty list), storing nothing', async (action) => {
    for (const attachments of [undefined, []]) {
      expect(await refused(endpoint, driver(action, attachments))).toEqual([
        { path: '/additionalData/attachments', message: DRIVER_DOCUMENTS },
      ]);
    }
  });

  it('accepts "remove" without a file', async () => {
    await accepted(endpoint, driver('remove', undefined));
    await accepted(endpoint, driver('remove', []));
  });

  it('accepts "add" with one document', async () => {
    await accepted(endpoint, driver('add', [attachment('license.pdf', 'application/pdf', PDF_BYTES)]));
  });

  it('accepts California and other states\' license numbers and refuses punctuation or more than 19 characters', async () => {
    for (const licenseNumber of ['A1234567', 'a1234567', '123456789', 'S12345678901', 'WDLABCD456DG']) {
      const result = await dryRun('driver-change', withValue(readFixture('driver-change'), '/additionalData/licenseNumber', licenseNumber));
      expect(result, licenseNumber).toEqual({ valid: true });
    }
    for (const licenseNumber of ['A123-4567', 'A 1234567', 'A12345678901234567890', '']) {
      const result = await dryRun('driver-change', withValue(readFixture('driver-change'), '/additionalData/licenseNumber', licenseNumber));
      expect(result.valid, licenseNumber).toBe(false);
      expect(result.errors?.map((error) => error.path)).toEqual(['/additionalData/licenseNumber']);
    }
  });

  it('requires the action, the driver name and the license number', async () => {
    let payload = readFixture('driver-change');
    for (const field of ['action', 'driverName', 'licenseNumber']) payload = withValue(payload, `/additionalData/${field}`, undefined);
    const errors = await refused(endpoint, payload);
    for (const field of ['action', 'driverName', 'licenseNumber']) {
      expect(errors).toContainEqual({ path: `/additionalData/${field}`, message: REQUIRED });
    }
  });
});

describe('vehicle change', () => {
  const endpoint = '/api/policy-change/vehicle';
  const vehicle = (pointer: string, value: unknown) => withValue(readFixture('vehicle-change'), pointer, value);
  const vehicleWith = (action: string, attachments: unknown[] | undefined) =>
    withValue(vehicle('/additionalData/vehicleAction', action), '/additionalData/attachments', attachments);

  it.each(['add', 'update'])('refuses "%s" without a file, storing nothing', async (action) => {
    for (const attachments of [undefined, []]) {
      expect(await refused(endpoint, vehicleWith(action, attachments))).toEqual([
        { path: '/additionalData/attachments', message: VEHICLE_DOCUMENTS },
      ]);
    }
  });

  it('accepts "remove" without a file', async () => {
    await accepted(endpoint, vehicleWith('remove', undefined));
  });

  it('refuses a VIN with I, O or Q, of 16 or 18 characters, or in lower case, at its pointer', async () => {
    for (const vin of ['1HGCV1F34LA01234I', '1HGCV1F34LA01234O', '1HGCV1F34LA01234Q', '1HGCV1F34LA01234', '1HGCV1F34LA0123456', '1hgcv1f34la012345']) {
      expect(await refused(endpoint, vehicle('/additionalData/vehicleVin', vin)), vin).toEqual([
        { path: '/additionalData/vehicleVin', message: VIN_MESSAGE },
      ]);
    }
  });

  it('requires the action and the VIN, and nothing else', async () => {
    const minimal = readFixture('vehicle-change');
    const additionalData = isRecord(minimal.additionalData) ? minimal.additionalData : {};
    const bare = { ...minimal, additionalData: { vehicleAction: 'remove', vehicleVin: additionalData.vehicleVin } };
    expect(await dryRun('vehicle-change', bare)).toEqual({ valid: true });
    const errors = await refused(endpoint, { ...minimal, additionalData: {} });
    expect(errors).toEqual([
      { path: '/additionalData/vehicleAction', message: REQUIRED },
      { path: '/additionalData/vehicleVin', message: REQUIRED },
    ]);
  });

  it('refuses model years before 1886 and after the current year, and accepts both limits', async () => {
    const thisYear = new Date().getFullYear();
    for (const year of [1885, thisYear + 1]) {
      expect(await refused(endpoint, vehicle('/additionalData/vehicleYear', year)), String(year)).toEqual([
        { path: '/additionalData/vehicleYear', message: YEAR_MESSAGE },
      ]);
    }
    for (const year of [1886, thisYear]) {
      expect(await dryRun('vehicle-change', vehicle('/additionalData/vehicleYear', year)), String(year)).toEqual({ valid: true });
    }
  });

  it('refuses a negative or fractional annual mileage with the spec message', async () => {
    for (const mileage of [-1, 12000.5, '12000']) {
      expect(await refused(endpoint, vehicle('/additionalData/vehicleAnnualMileage', mileage))).toEqual([
        { path: '/additionalData/vehicleAnnualMileage', message: 'Annual Mileage must be a positive number.' },
      ]);
    }
    expect(await dryRun('vehicle-change', vehicle('/additionalData/vehicleAnnualMileage', 0))).toEqual({ valid: true });
  });

  it('accepts California plates of 1 to 7 letters and digits, and only California registration', async () => {
    for (const plate of ['8ABC123', '1', 'MY CAR', 'abc1234']) {
      expect(await dryRun('vehicle-change', vehicle('/additionalData/vehicleLicensePlate', plate)), plate).toEqual({ valid: true });
    }
    for (const plate of ['8ABC-123', ' 8ABC12', '12345678', 'MY TESLA']) {
      const result = await dryRun('vehicle-change', vehicle('/additionalData/vehicleLicensePlate', plate));
      expect(result.errors?.map((error) => error.path), plate).toEqual(['/additionalData/vehicleLicensePlate']);
    }
    const nevada = await dryRun('vehicle-change', vehicle('/additionalData/vehicleLicenseState', 'NV'));
    expect(nevada.errors).toEqual([{ path: '/additionalData/vehicleLicenseState', message: 'Only California (CA) is served.' }]);
  });
});

describe('uploads are checked by their bytes on every policy change endpoint', () => {
  const UNSUPPORTED = 'File "scan.pdf" is not supported. Allowed types: .jpeg, .png, .zip, .pdf.';
  const cases = [
    { id: 'driver-change', endpoint: '/api/policy-change/driver', list: '/additionalData/attachments' },
    { id: 'vehicle-change', endpoint: '/api/policy-change/vehicle', list: '/additionalData/attachments' },
    { id: 'general-change', endpoint: '/api/policy-change/general', list: '/attachments' },
  ];

  it.each(cases)('$id refuses a PNG renamed "scan.pdf" and declared as a PDF', async ({ id, endpoint, list }) => {
    const payload = withValue(readFixture(id), list, [attachment('scan.pdf', 'application/pdf', PNG_BYTES)]);
    expect(await refused(endpoint, payload)).toEqual([{ path: `${list}/0`, message: UNSUPPORTED }]);
  });
});

describe('general change', () => {
  const endpoint = '/api/policy-change/general';
  const general = (pointer: string, value: unknown) => withValue(readFixture('general-change'), pointer, value);

  it('accepts every change type of the spec', async () => {
    for (const changeType of GENERAL_CHANGE_TYPES) {
      expect(await dryRun('general-change', general('/changeType', changeType)), changeType).toEqual({ valid: true });
    }
    await accepted(endpoint, general('/changeType', 'policy_reinstatement'));
  });

  it('refuses an unknown change type, including the original site\'s "vehicle_change" and "named_insured"', async () => {
    for (const changeType of ['vehicle_change', 'named_insured', 'Coverage Modification', '']) {
      expect(await refused(endpoint, general('/changeType', changeType)), changeType).toEqual([
        { path: '/changeType', message: 'Please choose a type of change from the list.' },
      ]);
    }
  });

  it('accepts each urgency and none (it defaults to normal in the form), and refuses any other', async () => {
    for (const urgency of ['normal', 'urgent', 'emergency', undefined]) {
      expect(await dryRun('general-change', general('/urgency', urgency)), String(urgency)).toEqual({ valid: true });
    }
    expect(await refused(endpoint, general('/urgency', 'asap'))).toEqual([
      { path: '/urgency', message: 'Please choose an urgency from the list.' },
    ]);
  });

  it('requires the effective date and the reason for change; a blank reason counts as missing', async () => {
    const payload = withValue(general('/effectiveDate', undefined), '/reasonForChange', undefined);
    expect(await refused(endpoint, payload)).toEqual([
      { path: '/effectiveDate', message: REQUIRED },
      { path: '/reasonForChange', message: REQUIRED },
    ]);
    expect(await refused(endpoint, general('/reasonForChange', '   \n'))).toEqual([
      { path: '/reasonForChange', message: REQUIRED },
    ]);
    expect(await refused(endpoint, general('/effectiveDate', '12/01/2026'))).toEqual([
      { path: '/effectiveDate', message: 'Invalid format.' },
    ]);
  });

  it('keeps documents and additional details optional', async () => {
    const payload = withValue(withValue(general('/attachments', undefined), '/additionalDetails', undefined), '/additionalInfo', undefined);
    await accepted(endpoint, payload);
  });
});

describe('notices shown on the documents steps', () => {
  it.each(['driver-change', 'vehicle-change', 'general-change'])(
    '%s: every notice case is a value the API accepts for its field',
    async (id) => {
      const notices = registry.get(id)?.ui.notices ?? [];
      expect(notices.length).toBeGreaterThan(0);
      for (const notice of notices) {
        for (const value of Object.keys(notice.cases)) {
          const result = await dryRun(id, withValue(readFixture(id), notice.field, value));
          expect(result, `${notice.field} = ${value}`).toEqual({ valid: true });
        }
      }
    },
  );
});
