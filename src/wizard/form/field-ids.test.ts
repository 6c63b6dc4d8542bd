import { describe, expect, it } from 'vitest';
import { fieldIdToPointer, pointerToFieldId } from './field-ids';

describe('field ids', () => {
  it('maps pointers to rjsf ids and back', () => {
    for (const pointer of ['/name', '/details/home/zip', '/items/0/name', '/a~1b']) {
      expect(fieldIdToPointer(pointerToFieldId(pointer))).toBe(pointer);
    }
    expect(pointerToFieldId('/details/startDate')).toBe('wizard.details.startDate');
    expect(fieldIdToPointer('wizard')).toBe('');
  });

  it('ignores ids that are not field ids', () => {
    expect(fieldIdToPointer('root_name')).toBeNull();
    expect(fieldIdToPointer('wizard.')).toBeNull();
    expect(fieldIdToPointer('wizardry.x')).toBeNull();
  });
});
