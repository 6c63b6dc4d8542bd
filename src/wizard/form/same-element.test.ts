import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { sameElement } from './same-element';

function Field(props: Record<string, unknown>) {
  return createElement('span', null, String(props.formData));
}
const onChange = () => undefined;

describe('sameElement', () => {
  it('takes rebuilt data, errors, paths and schemas with the same values as the same', () => {
    const before = createElement(Field, { formData: { a: 1 }, errorSchema: {}, fieldPathId: { path: ['a'] }, schema: { type: 'string' }, onChange });
    const after = createElement(Field, { formData: { a: 1 }, errorSchema: {}, fieldPathId: { path: ['a'] }, schema: { type: 'string' }, onChange });
    expect(sameElement(before, after)).toBe(true);
  });

  it('tells apart a changed value, a changed error, another handler, another type or key', () => {
    const base = { formData: { a: 1 }, errorSchema: {}, onChange };
    const before = createElement(Field, base);
    expect(sameElement(before, createElement(Field, { ...base, formData: { a: 2 } }))).toBe(false);
    expect(sameElement(before, createElement(Field, { ...base, errorSchema: { a: { __errors: ['This field is required.'] } } }))).toBe(false);
    expect(sameElement(before, createElement(Field, { ...base, onChange: () => undefined }))).toBe(false);
    expect(sameElement(before, createElement('div', base))).toBe(false);
    expect(sameElement(createElement(Field, { ...base, key: 'x' }), createElement(Field, { ...base, key: 'y' }))).toBe(false);
    expect(sameElement(before, createElement(Field, { ...base, disabled: true }))).toBe(false);
  });

  it('ignores the key-renaming handlers rjsf recreates, unless the property was added through additionalProperties', () => {
    const props = { formData: 'x', onChange, addedByAdditionalProperties: false };
    expect(sameElement(createElement(Field, { ...props, handleKeyRename: () => 1 }), createElement(Field, { ...props, handleKeyRename: () => 2 }))).toBe(true);
    const added = { ...props, addedByAdditionalProperties: true };
    expect(sameElement(createElement(Field, { ...added, handleKeyRename: () => 1 }), createElement(Field, { ...added, handleKeyRename: () => 2 }))).toBe(false);
  });
});
