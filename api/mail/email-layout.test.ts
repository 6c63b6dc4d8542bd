import { describe, expect, it } from 'vitest';
import { agency } from '../../config/agency';
import { formatAgencyTime, headerLine, htmlDocument, rowsHtml, rowsText } from './email-layout';
import { escapeHtml } from '../../text/escape-html';

describe('e-mail layout', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml('Plain text, 2 cars')).toBe('Plain text, 2 cars');
    expect(escapeHtml("O'Brien")).toBe('O&#39;Brien');
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
  });

  it('keeps a subject on one header line whatever line breaks a value holds', () => {
    expect(headerLine('Hello\r\nBcc: victim@example.com\n\nbody')).toBe('Hello Bcc: victim@example.com body');
    expect(headerLine('a\u2028b')).toBe('a b');
  });

  it('escapes labels and values of rows, keeping the lines of a value', () => {
    const html = rowsHtml([{ label: 'A & B', values: ['<one>', 'two'] }]);
    expect(html).toContain('A &amp; B');
    expect(html).toContain('&lt;one&gt;<br>two');
    expect(rowsText([{ label: 'Files', values: ['a.pdf', 'b.png'] }, { label: 'Name', values: ['Ana'] }])).toEqual([
      'Files:\n  a.pdf\n  b.png',
      'Name: Ana',
    ]);
  });

  it('frames every HTML e-mail with the agency identity', () => {
    const html = htmlDocument('Title <x>', '<p>body</p>');
    expect(html).toContain('<title>Title &lt;x&gt;</title>');
    expect(html).toContain(agency.name);
    expect(html).toContain(agency.phone.display);
    expect(html).toContain(agency.email.address);
  });

  it("reads times in the office's time zone", () => {
    expect(formatAgencyTime(new Date('2026-01-15T18:30:00Z'))).toBe('January 15, 2026 at 10:30 AM PST');
    expect(formatAgencyTime(new Date('2026-07-01T18:30:00Z'))).toBe('July 1, 2026 at 11:30 AM PDT');
  });

  it('gives each minute its own time, whatever the order the times come in', () => {
    const times = ['18:30:59.999', '18:31:00.000', '18:30:00.000', '18:30:30.000', '19:31:00.000'];
    expect(times.map((time) => formatAgencyTime(new Date(`2026-01-15T${time}Z`)))).toEqual([
      'January 15, 2026 at 10:30 AM PST',
      'January 15, 2026 at 10:31 AM PST',
      'January 15, 2026 at 10:30 AM PST',
      'January 15, 2026 at 10:30 AM PST',
      'January 15, 2026 at 11:31 AM PST',
    ]);
  });
});
