/** Payloads built from the wizards' own fixtures, and files with real signatures for the upload rules. */
import { wizardFolders } from '../../contract/wizard-folders';
import { isRecord } from '../../../json/json-value';
import type { AutoQuotePayload } from '../../../payload-types';

export type Payload = Record<string, unknown>;


const folders = wizardFolders();

export const WIZARD_IDS = folders.map((folder) => folder.id);

/** A fresh copy of a wizard's valid fixture, free to be changed by the test. */
export function readFixture(wizardId: string): Payload {
  const folder = folders.find((candidate) => candidate.id === wizardId);
  if (!folder) throw new Error(`no wizard folder forms/${wizardId}`);
  return structuredClone(folder.validFixture);
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

export function attachment(name: string, type: string, bytes: Buffer, size = bytes.length) {
  return { name, type, size, lastModified: 1763800000000, content: bytes.toString('base64') };
}

/** The address change fixture with its attachment list replaced. */
export function addressChangeWith(attachments: unknown[]): Payload {
  const payload = readFixture('address-change');
  const additionalData = payload.additionalData;
  if (!isRecord(additionalData)) throw new Error('fixture without additionalData');
  return { ...payload, additionalData: { ...additionalData, attachments } };
}

/** Vehicles added after the fixture's own, in order; the check digits are right (the Honda is the fixture's). */
type Vehicle = AutoQuotePayload['vehicles'][number];
type Driver = AutoQuotePayload['drivers'][number];

const EXTRA_VEHICLES: Vehicle[] = [
  { vehicleVIN: '1FTFW1ET9DFC10312', vehicleYear: 2013, vehicleMake: 'FORD', vehicleModel: 'F-150', annualMileage: 15000, currentMileage: 98000 },
  { vehicleVIN: '5YJ3E1EA2KF317000', vehicleYear: 2019, vehicleMake: 'TESLA', vehicleModel: 'Model 3', annualMileage: 11000, currentMileage: 52000 },
  { vehicleVIN: '1G1ZD5ST8JF134567', vehicleYear: 2018, vehicleMake: 'CHEVROLET', vehicleModel: 'Malibu', annualMileage: 8000, currentMileage: 61000 },
];

const EXTRA_DRIVERS: Driver[] = [
  { firstName: 'Minh', lastName: 'Tran', birthDate: '2005-09-21', licenseNumber: 'Y2345678', relationshipToPolicyHolder: 'CHILD' },
  { firstName: 'Hoa', lastName: 'Nguyen', birthDate: '1958-11-30', licenseNumber: 'B8765432', relationshipToPolicyHolder: 'OTHER' },
  { firstName: 'An', lastName: 'Tran', birthDate: '2007-04-02', licenseNumber: 'C1122334', relationshipToPolicyHolder: 'CHILD' },
];

/**
 * The auto quote fixture with as many vehicles and drivers as asked (1 to 4 each, the schema's limits): the
 * fixture's own first, then further distinct ones. The largest valid auto quote is what load tests send.
 */
export function autoQuoteWith(vehicleCount: number, driverCount: number): Payload {
  if (vehicleCount < 1 || vehicleCount > 4 || driverCount < 1 || driverCount > 4) {
    throw new RangeError('an auto quote holds 1 to 4 vehicles and 1 to 4 drivers');
  }
  // The fixture passes the folder check, so it is a payload of the schema, which the generated type describes.
  const payload = readFixture('auto-quote') as unknown as AutoQuotePayload;
  const vehicles = [...payload.vehicles, ...structuredClone(EXTRA_VEHICLES)];
  const drivers = [...payload.drivers, ...structuredClone(EXTRA_DRIVERS)];
  const sent: AutoQuotePayload = { ...payload, vehicles: [vehicles[0]!, ...vehicles.slice(1, vehicleCount)], drivers: [drivers[0]!, ...drivers.slice(1, driverCount)] };
  return { ...sent };
}
