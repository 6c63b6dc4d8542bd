/**
 * What every e-mail of the site shares: header-safe subjects, the agency's signature, and one HTML frame
 * (a single 600px column with inline styles, because mail clients drop style sheets). Every template builds its
 * plain-text and HTML bodies from the same blocks, so the two alternatives never say different things.
 */
import { agency, formatAddressLines } from '../../config/agency';
import { escapeHtml } from '../../text/escape-html';

/**
 * A subject is one header line. Line breaks cannot be typed into the fields that reach a subject (the schemas'
 * patterns refuse them) but are replaced anyway, so no value can ever add a header.
 */
export function headerLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** One label/value line; a value of several lines (a list of files, a long message) keeps its breaks. */
export interface EmailRow {
  label: string;
  values: string[];
}

export const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: agency.timeZone,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

let formattedMinute = Number.NaN;
let formattedTime = '';

/**
 * "January 5, 2026 at 3:04 PM PST": the office's time, which is what the agency's staff read. It names the minute
 * only, and every time zone's offset is whole minutes, so the last minute's text is kept: Intl's formatting was the
 * slowest step of a notification's summary, and the submissions of one minute share it.
 */
export function formatAgencyTime(date: Date): string {
  const minute = Math.floor(date.getTime() / 60_000);
  if (minute !== formattedMinute) {
    formattedTime = timeFormat.format(date);
    formattedMinute = minute;
  }
  return formattedTime;
}

/** "Monday - Friday 10:00 AM - 6:00 PM, Saturday 10:00 AM - 2:00 PM, Sunday Closed" */
export function openingHoursLine(): string {
  return agency.hours.map((entry) => `${entry.days} ${entry.hours}`).join(', ');
}

export function rowsText(rows: readonly EmailRow[]): string[] {
  return rows.map((row) =>
    row.values.length > 1 ? `${row.label}:\n${row.values.map((value) => `  ${value}`).join('\n')}` : `${row.label}: ${row.values[0] ?? ''}`,
  );
}

const CELL = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;vertical-align:top;text-align:left;font-size:14px';

export function rowsHtml(rows: readonly EmailRow[]): string {
  const lines = rows.map(
    (row) =>
      `<tr><th style="${CELL};width:38%;color:#4b5563;font-weight:600">${escapeHtml(row.label)}</th>` +
      `<td style="${CELL};white-space:pre-wrap;word-break:break-word">${row.values.map(escapeHtml).join('<br>')}</td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${lines.join('')}</table>`;
}

export function headingHtml(text: string, level: 2 | 3 = 2): string {
  const size = level === 2 ? 18 : 15;
  return `<h${level} style="font-size:${size}px;margin:24px 0 8px;color:#0b3b60">${escapeHtml(text)}</h${level}>`;
}

export function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 14px;line-height:1.5;white-space:pre-wrap">${escapeHtml(text)}</p>`;
}

/** A link drawn as a button; `marker` is a data attribute that lets a test or a reader find it. */
export function buttonHtml(href: string, label: string, marker?: string): string {
  return `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}"${marker ? ` data-${marker}` : ''} style="display:inline-block;background:#0b3b60;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/** The agency's contact block, in both alternatives: the same lines on every e-mail. */
export function signatureLines(): string[] {
  const [street, city] = formatAddressLines(agency.address);
  return [agency.name, street, city, `Phone: ${agency.phone.display}`, `E-mail: ${agency.email.address}`, agency.siteUrl];
}

/** The complete HTML document: the agency's name as a header, the body, the signature as a footer. */
export function htmlDocument(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">',
    `<tr><td style="background:#0b3b60;color:#ffffff;padding:18px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${escapeHtml(agency.name)}</td></tr>`,
    `<tr><td style="padding:24px">${body}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;color:#6b7280;font-size:12px;line-height:1.5">${signatureLines().map(escapeHtml).join('<br>')}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

/** The plain-text document: the body, then the same signature as the HTML one. */
export function textDocument(lines: readonly string[]): string {
  return [...lines, '', '--', ...signatureLines()].join('\n');
}

/** The agency's short notifications (a contact message, a subscriber): a heading, label/value rows and a free text. */
export function rowsAndTextEmail(subject: string, heading: string, rows: readonly EmailRow[], freeText: string): EmailContent {
  const line = headerLine(subject);
  const text = textDocument([heading, '', ...rowsText(rows), '', freeText]);
  const html = htmlDocument(
    line,
    [`<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>`, rowsHtml(rows), paragraphHtml(freeText)].join('\n'),
  );
  return { subject: line, text, html };
}
