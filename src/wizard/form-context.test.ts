import { describe, expect, it } from 'vitest';
import { isWizardFormContext, referencedPointer, referencedValue, wizardFormContext } from './form-context';

const context = {
  data: { car: { year: 2003, make: 'HONDA' }, vehicles: [{ year: 1999 }, { year: 2021 }] },
  update: () => undefined,
};

describe('form context', () => {
  it('recognises the renderer context and nothing else', () => {
    expect(isWizardFormContext(context)).toBe(true);
    expect(isWizardFormContext({})).toBe(false);
    expect(isWizardFormContext({ data: {}, update: 'no' })).toBe(false);
    expect(wizardFormContext({ formContext: context })).toBe(context);
    expect(wizardFormContext({})).toBeNull();
  });

  it('resolves references from the widget id, at the top level and in array items', () => {
    expect(referencedPointer('wizard.car.make', '1/year')).toBe('/car/year');
    expect(referencedPointer('wizard.vehicles.1.make', '1/year')).toBe('/vehicles/1/year');
    expect(referencedPointer('wizard.car.make', undefined)).toBeNull();
    expect(referencedPointer('root_car_make', '1/year')).toBeNull();
  });

  it('reads the referenced value', () => {
    expect(referencedValue(context, 'wizard.car.make', '1/year')).toBe(2003);
    expect(referencedValue(context, 'wizard.vehicles.1.make', '1/year')).toBe(2021);
    expect(referencedValue(context, 'wizard.vehicles.1.make', '1/model')).toBeUndefined();
    expect(referencedValue(null, 'wizard.car.make', '1/year')).toBeUndefined();
  });
});
