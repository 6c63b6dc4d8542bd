/**
 * Shared fragments: the groups of fields most wizards ask alike (the policyholder's contact, an address, a vehicle,
 * a driver), each with the fields' schema, which of them are required and their UI defaults. A folder's schema
 * takes one into an object with `"x-include": ["<name>"]`; a step or review section of ui.json lists the fields of a
 * fragment included at the payload's root as `"@<name>"`. See docs/adding-a-wizard.md.
 */
import address from './fragments/address.json' with { type: 'json' };
import driver from './fragments/driver.json' with { type: 'json' };
import policyholderContact from './fragments/policyholder-contact.json' with { type: 'json' };
import vehicle from './fragments/vehicle.json' with { type: 'json' };

export interface Fragment {
  description: string;
  /** The fields, in the order a step lists them. */
  properties: Record<string, Record<string, unknown>>;
  required: string[];
  /** The uiSchema of each field, under whatever the folder's ui.json says of it. */
  uiSchema: Record<string, Record<string, unknown>>;
}

export const FRAGMENTS: Readonly<Record<string, Fragment>> = {
  'policyholder-contact': policyholderContact,
  address,
  vehicle,
  driver,
};

export function fragmentNamed(name: string): Fragment | undefined {
  return Object.hasOwn(FRAGMENTS, name) ? FRAGMENTS[name] : undefined;
}

/** How a step or a review section names the fields of a fragment: `@policyholder-contact`. */
const FRAGMENT_REFERENCE = /^@([a-z][a-z0-9-]*)$/;

/** The fragment a step's or a review section's entry names (`@name`), if it names one. */
export function fragmentReference(field: string): string | undefined {
  return FRAGMENT_REFERENCE.exec(field)?.[1];
}

/**
 * A step's or a review section's fields with each `@<name>` replaced by the pointers of that fragment's fields at
 * the payload's root. An unknown name stays as written, for the folder check to report.
 */
export function expandFieldReferences(fields: readonly string[]): string[] {
  return fields.flatMap((field) => {
    const name = fragmentReference(field);
    const fragment = name === undefined ? undefined : fragmentNamed(name);
    return fragment ? Object.keys(fragment.properties).map((property) => `/${property}`) : [field];
  });
}
