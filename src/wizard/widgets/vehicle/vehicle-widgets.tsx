/**
 * The vehicle pickers, by name from any ui.json: "vehicle-year", "vehicle-make", "vehicle-model". They name the
 * fields they depend on by relative JSON Pointers in ui:options, so the same entry works for a single vehicle and
 * in every row of a vehicle list:
 *
 *   vehicle-year:  { "years": 30 }   how many model years, newest first; an integer (or text, for a string schema)
 *   vehicle-make:  { "yearField": "1/year", "modelField": "1/model" }
 *   vehicle-model: { "yearField": "1/year", "makeField": "1/make" }
 *
 * The make list is that of the chosen year and the model list that of the chosen make and year (vehicle-lookups.ts
 * caches them). Changing the make clears the model, unless the new make's list is known to include it. A make the
 * year's list does not know gets no model list: the model is typed.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { fieldIdToPointer } from '../../form/field-ids';
import { referencedPointer, referencedValue, useReferencedValue, wizardFormContext } from '../../form/form-context';
import { LookupField } from './lookup-field';
import { vehicleLookups } from './vehicle-lookups';
import { useMakeOptions, useModelOptions } from './vehicle-options';
import { yearOptions } from './vehicle-years';
import { countOption, textOf, textOption, yearOf } from '../../form/widget-options';

/** The policy-change forms' count of years; quotes set 60 in ui.json (docs/spec-readings.md#vehicle-years). */
const DEFAULT_YEAR_COUNT = 30;

export function VehicleYearWidget(props: WidgetProps) {
  const { id, value, options, label, hideLabel, required, disabled, readonly, rawErrors = [], placeholder, autofocus } = props;
  const selected = yearOf(value);
  // The value is an integer, or text where the schema keeps years as strings.
  const toValue = (year: number) => (props.schema.type === 'string' ? String(year) : year);
  const years = yearOptions(countOption(options, 'years', DEFAULT_YEAR_COUNT), selected);
  return (
    <TextField
      select
      id={id}
      name={props.htmlName ?? id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      value={selected === null ? '' : String(selected)}
      required={required}
      disabled={Boolean(disabled || readonly)}
      autoFocus={autofocus}
      error={rawErrors.length > 0}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : toValue(Number(event.target.value)))}
      onBlur={() => props.onBlur(id, value)}
      onFocus={() => props.onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
      slotProps={{
        inputLabel: { shrink: selected !== null },
        // Sixty years do not fit a phone screen: the menu scrolls.
        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
      }}
    >
      <MenuItem value="">{placeholder || 'Select year'}</MenuItem>
      {years.map((year) => (
        <MenuItem key={year} value={String(year)}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}

function sameText(a: string | null, b: string | null): boolean {
  return (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();
}

export function VehicleMakeWidget(props: WidgetProps) {
  const context = wizardFormContext(props.registry);
  const yearField = textOption(props.options, 'yearField');
  const year = yearOf(useReferencedValue(context, props.id, yearField));
  const list = useMakeOptions(year);

  const onValue = (next: string | undefined) => {
    const own = fieldIdToPointer(props.id);
    const modelPointer = referencedPointer(props.id, textOption(props.options, 'modelField'));
    const model = textOf(referencedValue(context, props.id, textOption(props.options, 'modelField')));
    const makeChanged = !sameText(textOf(props.value), next ?? null);
    const stillOffered =
      next !== undefined && year !== null && model !== null
        ? vehicleLookups.cachedModels(next, year)?.some((name) => sameText(name, model))
        : false;
    if (context && own !== null && modelPointer !== null && model !== null && makeChanged && !stillOffered) {
      // A model belongs to its make: the new make and the cleared model are one change.
      context.update({ [own]: next, [modelPointer]: undefined });
    } else {
      props.onChange(next);
    }
  };

  return (
    <LookupField
      widget={props}
      list={list}
      noun="makes"
      // Without a year field configured, the make is a plain text field with no list.
      waitingHint={yearField && year === null ? 'Choose a year first.' : null}
      onValue={onValue}
    />
  );
}

export function VehicleModelWidget(props: WidgetProps) {
  const context = wizardFormContext(props.registry);
  const yearField = textOption(props.options, 'yearField');
  const makeField = textOption(props.options, 'makeField');
  const year = yearOf(useReferencedValue(context, props.id, yearField));
  const make = textOf(useReferencedValue(context, props.id, makeField));
  // Models are asked for a make of the year's list, not for every prefix typed on the way to it ("HON"); a make
  // typed by hand is looked up as typed only when there is no list to compare with (the makes lookup failed).
  const makes = useMakeOptions(year, false);
  const listed = make !== null && makes.options.some((name) => sameText(name, make));
  const unlisted = make !== null && (makes.status === 'failed' || (makes.status === 'ready' && makes.options.length === 0));
  const list = useModelOptions(listed || unlisted ? make : null, year, unlisted);
  const configured = yearField !== undefined && makeField !== undefined;
  return (
    <LookupField
      widget={props}
      list={list}
      noun="models"
      waitingHint={configured && (year === null || make === null) ? 'Choose a year and make first.' : null}
      onValue={(next) => props.onChange(next)}
    />
  );
}
