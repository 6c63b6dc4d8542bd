import { afterEach, describe, expect, it, vi } from 'vitest';
import { carrierKeys } from '../content/carriers';
import { expandForMatch, toggleExpanded } from './carrier-expansion';

afterEach(() => vi.restoreAllMocks());

describe('toggleExpanded', () => {
  it('opens a card when none is open', () => {
    expect(toggleExpanded(null, 'safeco', carrierKeys)).toBe('safeco');
  });

  it('keeps at most one card open: opening another closes the first', () => {
    expect(toggleExpanded('safeco', 'kemper', carrierKeys)).toBe('kemper');
  });

  it('closes the open card when it is clicked again', () => {
    expect(toggleExpanded('safeco', 'safeco', carrierKeys)).toBeNull();
  });

  it('refuses a target that is not a card with a console warning and changes nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(toggleExpanded('safeco', 'acme', carrierKeys)).toBe('safeco');
    expect(toggleExpanded(null, 'aegis', ['safeco'])).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('expandForMatch', () => {
  it('opens the matched carrier, closing any other', () => {
    expect(expandForMatch('kemper', 'safeco')).toBe('safeco');
    expect(expandForMatch('safeco', 'safeco')).toBe('safeco');
  });

  it('leaves the cards as they are for an unknown number', () => {
    expect(expandForMatch('kemper', 'Unknown')).toBe('kemper');
    expect(expandForMatch(null, 'Unknown')).toBeNull();
  });
});
