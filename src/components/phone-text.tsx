/**
 * Running text with phone numbers in it, each number kept on one line: a narrow screen would otherwise break
 * "(408) 555-0142" at its space or hyphen. Links to a number (`tel:`) get the same rule from the theme.
 */
import type { ReactNode } from 'react';

/** US numbers as the site writes them: "(408) 555-0142", "408-555-0142", "1-800-555-0101". */
const PHONE_NUMBER = /(?:\b1-)?(?:\(\d{3}\) ?|\b\d{3}-)\d{3}-\d{4}\b/g;

export function PhoneText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONE_NUMBER)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} style={{ whiteSpace: 'nowrap' }}>
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last === 0) return text;
  parts.push(text.slice(last));
  return parts;
}
