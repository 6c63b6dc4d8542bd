/**
 * What rjsf's number field asks of `getDecimalSeparator`, answered without the browser's locale data. rjsf builds an
 * `Intl.NumberFormat` for the visitor's languages on every render of every number field to learn the separator;
 * the first one of a page sets up the browser's ICU tables, one long task while the wizard comes to life on a phone.
 * The site is written in US English (`<html lang="en-US">`) and its forms take numbers as US English writes them,
 * so the separator is a point whatever the browser's languages. The browser build and the pre-renderer import this
 * module in its place for rjsf alone (vite.config.ts). Decision 0275 in docs/decisions.
 */
export default function getDecimalSeparator(): string {
  return '.';
}
