/**
 * Readers of the ui:options the renderer's own widgets take from ui.json. ui.json is data, so every option is
 * checked here; a malformed one counts as absent and the widget falls back to its plain behaviour.
 */
export type WidgetOptions = Readonly<Record<string, unknown>>;

export function textOption(options: WidgetOptions, key: string): string | undefined {
  const value = options[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function countOption(options: WidgetOptions, key: string, fallback: number): number {
  const value = options[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** `ui:options.lookup` of the VIN widget: where a decoded year, make and model go. */
export interface VinLookupTargets {
  year: string;
  make: string;
  model: string;
}

export function vinLookupOption(options: WidgetOptions): VinLookupTargets | null {
  const lookup = options.lookup;
  if (lookup === null || typeof lookup !== 'object' || Array.isArray(lookup)) return null;
  const { year, make, model } = lookup as Record<string, unknown>;
  return typeof year === 'string' && typeof make === 'string' && typeof model === 'string' ? { year, make, model } : null;
}

/** A model year held as an integer or, where a schema keeps years as text, as four digits; null otherwise. */
export function yearOf(value: unknown): number | null {
  if (typeof value === 'string' && /^\d{4}$/.test(value)) return Number(value);
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** A non-blank text value, or null. */
export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** `ui:options.fill` of the ZIP widget: the city and state fields a ZIP code fills, as (relative) JSON Pointers. */
export interface ZipFillTargets {
  city: string;
  state: string;
}

export function zipFillOption(options: WidgetOptions): ZipFillTargets | null {
  const fill = options.fill;
  if (fill === null || typeof fill !== 'object' || Array.isArray(fill)) return null;
  const { city, state } = fill as Record<string, unknown>;
  return typeof city === 'string' && typeof state === 'string' ? { city, state } : null;
}
