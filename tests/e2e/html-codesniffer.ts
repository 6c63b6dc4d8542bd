/**
 * HTML_CodeSniffer's WCAG 2 AA audit (the engine behind pa11y), a second opinion beside axe: its own rules, written
 * independently, so what one misses the other may find. Only its errors fail; its warnings and notices ask for a
 * person's judgement.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const SOURCE = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

interface SniffedMessage {
  type: number;
  code: string;
  msg: string;
  element: Element;
}

declare const HTMLCS: { process(standard: string, root: Document, done: () => void): void; getMessages(): SniffedMessage[] };

/** Each error the audit finds on the page as it is now: its rule, its message and the start of the element's markup. */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  if (await page.evaluate(() => typeof (window as { HTMLCS?: unknown }).HTMLCS === 'undefined')) await page.evaluate(SOURCE);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        HTMLCS.process('WCAG2AA', document, () => {
          const errors = HTMLCS.getMessages().filter((message) => message.type === 1);
          resolve(errors.map((message) => `${message.code}: ${message.msg} (${message.element.outerHTML.slice(0, 160)})`));
        });
      }),
  );
}
