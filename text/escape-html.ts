const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_SPECIAL = /[&<>"']/;

/**
 * Text made safe to place in HTML, as content or as an attribute's value. Most values hold no special character and
 * are returned after one test, about twice as fast as a replace that finds nothing (an e-mail escapes every label and
 * value it shows).
 */
export function escapeHtml(value: string): string {
  if (!HTML_SPECIAL.test(value)) return value;
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
