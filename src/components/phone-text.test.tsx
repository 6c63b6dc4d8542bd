import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhoneText } from './phone-text';

describe('PhoneText', () => {
  it('keeps each phone number of a text on one line', () => {
    expect(renderToStaticMarkup(<PhoneText text="Call (408) 555-0142 or 1-800-555-0101 today." />)).toBe(
      'Call <span style="white-space:nowrap">(408) 555-0142</span> or <span style="white-space:nowrap">1-800-555-0101</span> today.',
    );
  });

  it('leaves a text without a number as it is', () => {
    expect(renderToStaticMarkup(<PhoneText text="Most quotes are ready within 24 hours." />)).toBe('Most quotes are ready within 24 hours.');
  });
});
