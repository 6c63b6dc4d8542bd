/** How text is laid out on screen, for checks that a value reads as one unit or shows whole. */
import type { Locator, Page } from '@playwright/test';

/** The number of lines the element's text takes as drawn. */
export async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

/**
 * The wizard's field labels drawn cut off (MUI ends a label that does not fit with an ellipsis, its required
 * asterisk with it), by their text.
 */
export function cutWizardLabels(page: Page): Promise<string[]> {
  return page
    .getByTestId('wizard')
    .locator('.MuiInputLabel-root')
    .evaluateAll((labels) =>
      labels.filter((label) => label.checkVisibility() && label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent ?? ''),
    );
}
