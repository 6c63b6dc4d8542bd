/**
 * What a source of vehicle data answers (the offline vPIC snapshot, the live vPIC API) and the one spelling of
 * names they share, so that a decoded make is always spelt as in the makes list the browser selects from.
 */

/** The oldest model year accepted anywhere (the first automobile, 1886), as in the forms' year rule. */
export const MIN_MODEL_YEAR = 1886;

export interface DecodedVehicle {
  vin: string;
  year: number;
  /** Upper case, as in the makes list. */
  make: string;
  /** One of the make's models for the year when the data has it; null when the VIN does not encode a model. */
  model: string | null;
}

export interface VehicleSource {
  /** For log lines: "vPIC snapshot", "live vPIC". */
  readonly name: string;
  /** Makes of passenger cars, trucks and multipurpose passenger vehicles for a model year: upper case, sorted. */
  makes(year: number): Promise<string[]>;
  /** Models of an upper-case make for a model year, sorted. An unknown make has none. */
  models(make: string, year: number): Promise<string[]>;
  /** A VIN of valid syntax, upper case; null when nothing is known about it. */
  decode(vin: string): Promise<DecodedVehicle | null>;
  /** Prepares whatever the first answer would wait for. */
  warmUp?(): Promise<void>;
  close?(): Promise<void>;
}

/** Trims and collapses white space: vPIC has names such as "NIKOLA " next to "NIKOLA". */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * Makes are compared and answered in upper case. The live vPIC API spells them so (HONDA, MERCEDES-BENZ) while
 * the snapshot's Make table mixes cases (Honda, NIKOLA); one spelling keeps both sources and the decoder agreeing.
 */
export function normalizeMake(make: string): string {
  return cleanName(make).toUpperCase();
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Distinct, non-empty, in the order a person scans a list: "Civic, Clarity, CR-V", "F-150, F-250, F-1000". */
export function sortedNames(names: Iterable<string>): string[] {
  const distinct = new Set<string>();
  for (const name of names) if (name !== '') distinct.add(name);
  return [...distinct].sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** The list's own spelling of a model ("CIVIC" -> "Civic"), or the given one when the list lacks it. */
export function matchModel(model: string, models: readonly string[]): string {
  const wanted = model.toUpperCase();
  return models.find((candidate) => candidate.toUpperCase() === wanted) ?? model;
}
