import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CallButton } from './call-button';

describe('CallButton', () => {
  it('links to the number, keeps the number whole and leaves the words around it free to wrap', () => {
    const markup = renderToStaticMarkup(<CallButton href="tel:+14085550142" label="Prefer to talk? Call (408) 555-0142" />);
    expect(markup).toContain('href="tel:+14085550142"');
    expect(markup).toContain('Prefer to talk? Call <span style="white-space:nowrap">(408) 555-0142</span>');
    // One element holds the whole label: bare text beside the number would become flex items of the button.
    expect(markup).toMatch(/<span class="[^"]*">Prefer to talk\? Call <span style="white-space:nowrap">\(408\) 555-0142<\/span><\/span>/);
  });
});
