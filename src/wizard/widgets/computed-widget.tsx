/**
 * `"ui:widget": "computed"`: shows a total the renderer keeps up to date (computed-values.ts, derive-data.ts) as a
 * labelled, read-only field; with `format: "currency"` it reads as dollars. It never changes the data itself.
 */
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { formatCurrency } from '../../../engine/review/number-format';

export function ComputedWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, options } = props;
  const number = typeof value === 'number' ? value : 0;
  const shown = options.format === 'currency' ? formatCurrency(number) : number.toLocaleString('en-US');
  return (
    <TextField
      id={id}
      name={props.htmlName ?? id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      value={shown}
      variant="filled"
      onBlur={() => props.onBlur(id, value)}
      onFocus={() => props.onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
      slotProps={{
        // No underline (nothing to type) and rounded all round, so it reads as a value, not as an input.
        input: { readOnly: true, disableUnderline: true, sx: { borderRadius: 1 } },
        htmlInput: { 'data-testid': 'computed-value', 'data-value': String(number), 'aria-readonly': true },
        inputLabel: { shrink: true },
      }}
    />
  );
}
