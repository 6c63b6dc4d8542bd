/**
 * Vehicle makes as the review shows them. The vehicle data (vPIC) names makes in capitals ("HONDA", "MERCEDES-BENZ")
 * and models in their own casing ("Accord"); the stored value stays as the data names it, and the review writes a
 * make in capitals word by word in title case ("Honda", "Mercedes-Benz"). A word without a vowel is an acronym and
 * stays in capitals ("BMW", "GMC"). A make the visitor typed in any other casing is shown as typed.
 */
import type { UiNode } from '../ui-schema-nodes';

/** The widget of a vehicle make field in ui.json. */
export const VEHICLE_MAKE_WIDGET = 'vehicle-make';

export function isVehicleMakeUi(node: UiNode): boolean {
  return node['ui:widget'] === VEHICLE_MAKE_WIDGET;
}

export function displayMakeName(make: string): string {
  if (make !== make.toUpperCase()) return make;
  return make.replace(/\p{L}+/gu, (word) => (/[AEIOUY]/.test(word) ? word.charAt(0) + word.slice(1).toLowerCase() : word));
}
