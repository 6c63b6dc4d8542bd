import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIRM, addsFirstItem, clearListPatch, toggleListOptions, toggleOutcome } from './toggle-list';

const at = { toggle: '/hasInterests', list: '/interests' };

describe('toggle-list options', () => {
  it('reads the list, the confirmation texts and addFirstItem', () => {
    const confirm = { message: 'Remove all?', confirmLabel: 'Yes, Remove', cancelLabel: 'No, Keep' };
    expect(toggleListOptions({ list: '1/interests', confirm, addFirstItem: true })).toEqual({
      list: '1/interests',
      confirm,
      addFirstItem: true,
    });
    expect(toggleListOptions({ list: '1/interests' })).toEqual({ list: '1/interests', confirm: DEFAULT_CONFIRM, addFirstItem: undefined });
    expect(toggleListOptions({})).toBeNull();
  });

  it('adds a first item when asked to, or else when the list needs at least one', () => {
    expect(addsFirstItem(true, undefined)).toBe(true);
    expect(addsFirstItem(false, 1)).toBe(false);
    expect(addsFirstItem(undefined, 1)).toBe(true);
    expect(addsFirstItem(undefined, 0)).toBe(false);
    expect(addsFirstItem(undefined, undefined)).toBe(false);
  });
});

describe('toggleOutcome', () => {
  it('switching on an empty list flips the toggle, adding the first item when there is one', () => {
    expect(toggleOutcome({ ...at, on: true, items: undefined, firstItem: null })).toEqual({
      kind: 'update',
      patch: { '/hasInterests': true },
    });
    expect(toggleOutcome({ ...at, on: true, items: [], firstItem: { active: false } })).toEqual({
      kind: 'update',
      patch: { '/hasInterests': true, '/interests': [{ active: false }] },
    });
  });

  it('switching on never touches existing items', () => {
    expect(toggleOutcome({ ...at, on: true, items: [{ name: 'Bank' }], firstItem: {} })).toEqual({
      kind: 'update',
      patch: { '/hasInterests': true },
    });
  });

  it('switching off asks first when there are items, and just flips otherwise', () => {
    expect(toggleOutcome({ ...at, on: false, items: [{ name: 'Bank' }], firstItem: null })).toEqual({ kind: 'confirm' });
    expect(toggleOutcome({ ...at, on: false, items: [], firstItem: null })).toEqual({
      kind: 'update',
      patch: { '/hasInterests': false, '/interests': undefined },
    });
    // The untouched first item holds nothing to lose.
    expect(toggleOutcome({ ...at, on: false, items: [{}, { active: false, name: '' }], firstItem: null })).toEqual({
      kind: 'update',
      patch: { '/hasInterests': false, '/interests': undefined },
    });
    expect(toggleOutcome({ ...at, on: false, items: [{}, { payroll: 0 }], firstItem: null })).toEqual({ kind: 'confirm' });
  });

  it('confirming clears the list and turns the toggle off in one patch', () => {
    expect(clearListPatch('/hasInterests', '/interests')).toEqual({ '/hasInterests': false, '/interests': undefined });
  });
});
