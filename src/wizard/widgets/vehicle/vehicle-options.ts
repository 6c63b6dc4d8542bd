/**
 * The make and model option lists of one vehicle field, kept in the field's own state (never in the schema): a removed
 * vehicle row takes its lists with it, and a row that moves up keeps the lists of its own year and make. A failed
 * lookup is logged (docs/spec-readings.md#lookup-failures) and leaves the list empty; the field then takes typed text.
 */
import { useEffect, useState } from 'react';
import { vehicleLookups } from './vehicle-lookups';

export type OptionListStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface OptionList {
  status: OptionListStatus;
  options: readonly string[];
}

interface Settled {
  key: string;
  status: 'ready' | 'failed';
  options: readonly string[];
}

const IDLE: OptionList = { status: 'idle', options: [] };
const LOADING: OptionList = { status: 'loading', options: [] };

/**
 * The list to show for the current query: idle without one, the settled answer of this very query, a list the
 * shared cache already holds, or loading. An answer to an earlier query (the year changed since) is never shown.
 */
export function optionListFor(key: string | null, settled: Settled | null, cached: readonly string[] | undefined): OptionList {
  if (key === null) return IDLE;
  if (settled?.key === key) return settled;
  if (cached) return { status: 'ready', options: cached };
  return LOADING;
}

function useSettledList(
  key: string | null,
  load: (() => Promise<string[]>) | null,
  /** What failed, for the log; null when another field already reports this very lookup. */
  what: string | null,
): Settled | null {
  const [settled, setSettled] = useState<Settled | null>(null);
  useEffect(() => {
    if (key === null || load === null) return;
    let live = true;
    load().then(
      (options) => {
        if (live) setSettled({ key, status: 'ready', options });
      },
      (error: unknown) => {
        // A failed lookup is logged; the field stays editable by hand (docs/spec-readings.md#lookup-failures).
        if (what !== null) console.error(`Could not load the ${what}`, error);
        if (live) setSettled({ key, status: 'failed', options: [] });
      },
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt on every render; the query is fully described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled;
}

/** `report: false` for a field that only peeks at the list (the model field), so a failure is logged once. */
export function useMakeOptions(year: number | null, report = true): OptionList {
  const key = year === null ? null : String(year);
  const settled = useSettledList(
    key,
    year === null ? null : () => vehicleLookups.makes(year),
    report ? `vehicle makes of ${year}` : null,
  );
  return optionListFor(key, settled, year === null ? undefined : vehicleLookups.cachedMakes(year));
}

/** How long a typed make must stay unchanged before its models are asked for. */
export const TYPED_MAKE_DELAY_MS = 400;

/** `value`, once it has stayed the same for `delayMs`. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * `typed`: the make is free text that no list vouches for. It changes on every keystroke ("T", "TO", "TOY"...), so
 * only the make the visitor stopped at is looked up; until then the field shows loading (or at once a list the
 * cache already holds).
 */
export function useModelOptions(make: string | null, year: number | null, typed = false): OptionList {
  const ready = make !== null && year !== null;
  const key = ready ? `${year}|${make.trim().toUpperCase()}` : null;
  const settledMake = useSettledValue(make, TYPED_MAKE_DELAY_MS);
  const query = ready && (!typed || settledMake === make) ? key : null;
  const settled = useSettledList(
    query,
    ready ? () => vehicleLookups.models(make, year) : null,
    `vehicle models of ${make ?? ''} ${year ?? ''}`,
  );
  return optionListFor(key, settled, ready ? vehicleLookups.cachedModels(make, year) : undefined);
}
