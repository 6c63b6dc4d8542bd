import { describe, expect, it } from 'vitest';
import {
  createFormDataStore,
  isWizardFormContext,
  referencedPointer,
  referencedValue,
  wizardFormContext,
} from './form-context';

const data = { car: { year: 2003, make: 'HONDA' }, vehicles: [{ year: 1999 }, { year: 2021 }] };

describe('form context', () => {
  it('recognises the renderer context and nothing else', () => {
    const context = createFormDataStore(data, () => undefined);
    expect(isWizardFormContext(context)).toBe(true);
    expect(isWizardFormContext({})).toBe(false);
    expect(isWizardFormContext({ data: {}, update: () => undefined })).toBe(false);
    expect(wizardFormContext({ formContext: context })).toBe(context);
    expect(wizardFormContext({})).toBeNull();
  });

  it('resolves references from the widget id, at the top level and in array items', () => {
    expect(referencedPointer('wizard.car.make', '1/year')).toBe('/car/year');
    expect(referencedPointer('wizard.vehicles.1.make', '1/year')).toBe('/vehicles/1/year');
    expect(referencedPointer('wizard.car.make', undefined)).toBeNull();
    expect(referencedPointer('root_car_make', '1/year')).toBeNull();
  });

  it('reads the referenced value from the current data', () => {
    const context = createFormDataStore(data, () => undefined);
    expect(referencedValue(context, 'wizard.car.make', '1/year')).toBe(2003);
    expect(referencedValue(context, 'wizard.vehicles.1.make', '1/year')).toBe(2021);
    expect(referencedValue(context, 'wizard.vehicles.1.make', '1/model')).toBeUndefined();
    expect(referencedValue(null, 'wizard.car.make', '1/year')).toBeUndefined();
    context.setData({ ...data, car: { year: 2011, make: 'FORD' } });
    expect(referencedValue(context, 'wizard.car.make', '1/year')).toBe(2011);
  });

  it('tells its subscribers about new data, once per change, until they leave', () => {
    const updates: unknown[] = [];
    const context = createFormDataStore(data, (patch) => updates.push(patch));
    let calls = 0;
    const leave = context.subscribe(() => (calls += 1));
    context.setData(data);
    expect(calls).toBe(0);
    context.setData({ ...data });
    expect(calls).toBe(1);
    leave();
    context.setData({});
    expect(calls).toBe(1);
    context.update({ '/car/year': 2020 });
    expect(updates).toEqual([{ '/car/year': 2020 }]);
  });
});
