import { describe, expect, it } from 'vitest';
import { displayPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['(408) 555-1234', '4085551234'],
    ['408-555-1234', '4085551234'],
    ['408.555.1234', '4085551234'],
    ['408 555 1234', '4085551234'],
    [' 408 555 1234 ', '4085551234'],
    ['+1 (408) 555-1234', '4085551234'],
    ['+1-408-555-1234', '4085551234'],
    ['1 408 555 1234', '4085551234'],
    ['4085551234', '4085551234'],
    ['+44 20 7946 0958', '+442079460958'],
    ['555\u00a01234', '5551234'],
  ])('turns %j into the schema form %j', (typed, expected) => {
    expect(normalizePhone(typed)).toBe(expected);
  });

  it.each(['408-555-1234 ext 5', 'call me', '408+555', '', '(408) 555-12a4'])('leaves %j as typed', (typed) => {
    expect(normalizePhone(typed)).toBe(typed);
  });

  it('keeps a number too short or too long for the schema as digits, so its message still shows', () => {
    expect(normalizePhone('555-12')).toBe('55512');
  });
});

describe('displayPhone', () => {
  it('groups a North American number as the site writes the agency\'s', () => {
    expect(displayPhone('4085551234')).toBe('(408) 555-1234');
    expect(displayPhone(normalizePhone('+1 408.555.1234'))).toBe('(408) 555-1234');
  });

  it.each(['+442079460958', '5551234', '0085551234', '4081551234', '408555123', 'call me', ''])('leaves %j as stored', (stored) => {
    expect(displayPhone(stored)).toBe(stored);
  });
});
