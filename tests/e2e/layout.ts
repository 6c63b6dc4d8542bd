/** How text is laid out on screen, for checks that a value reads as one unit. */
import type { Locator } from '@playwright/test';

/** The number of lines the element's text takes as drawn. */
export async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}
