/** Money as the agency writes it: US dollars, no cents for whole amounts ("$1,250,000"), cents otherwise. */
import { uiOptions, type UiNode } from '../ui-schema-nodes';

// Made on first use: the first `Intl` object of a page sets up the browser's locale data, a long task on a phone,
// and a wizard's first step shows no amount.
let whole: Intl.NumberFormat | undefined;
let cents: Intl.NumberFormat | undefined;

export function formatCurrency(value: number): string {
  if (Number.isInteger(value)) return (whole ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(value);
  return (cents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })).format(value);
}

/** `"ui:options": { "format": "currency" }` */
export function isCurrencyUi(node: UiNode): boolean {
  return uiOptions(node).format === 'currency';
}
