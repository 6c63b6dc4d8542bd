/** Money as the agency writes it: US dollars, no cents for whole amounts ("$1,250,000"), cents otherwise. */
import { uiOptions, type UiNode } from '../ui-schema-nodes';

const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export function formatCurrency(value: number): string {
  return Number.isInteger(value) ? whole.format(value) : cents.format(value);
}

/** `"ui:options": { "format": "currency" }` */
export function isCurrencyUi(node: UiNode): boolean {
  return uiOptions(node).format === 'currency';
}
