/**
 * A text field with suggestions from a looked-up list (vehicle makes and models). It is an Autocomplete in
 * free-text mode: the list helps, but whatever is typed is the value, so a visitor can always enter a make or model
 * the list lacks or that could not be loaded. The helper line under it says why it waits, that it is loading, or
 * that the list failed; it is a polite live region, so a screen reader hears those changes.
 */
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import type { OptionList } from './vehicle-options';

export const LOOKUP_FAILED_HINT = "We couldn't load the list; please type it.";

interface LookupFieldProps {
  widget: WidgetProps;
  list: OptionList;
  /** Plural noun of the options, for the loading and empty-list hints ("makes"). */
  noun: string;
  /** Why the field cannot be used yet (e.g. no year chosen); null when it can. */
  waitingHint: string | null;
  /** The new value, undefined when emptied. */
  onValue: (next: string | undefined) => void;
}

function hintFor(list: OptionList, noun: string, waitingHint: string | null): string | undefined {
  if (waitingHint !== null) return waitingHint;
  if (list.status === 'loading') return `Loading ${noun}...`;
  if (list.status === 'failed') return LOOKUP_FAILED_HINT;
  if (list.status === 'ready' && list.options.length === 0) return `No ${noun} are listed; please type it.`;
  return undefined;
}

export function LookupField({ widget, list, noun, waitingHint, onValue }: LookupFieldProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, rawErrors = [], autofocus, placeholder } = widget;
  const text = typeof value === 'string' ? value : '';
  const loading = list.status === 'loading';
  const hint = hintFor(list, noun, waitingHint);
  const helperId = `${id}__lookup`;
  const emit = (next: string) => onValue(next === '' ? undefined : next);

  return (
    <>
      <Autocomplete
        id={id}
        freeSolo
        openOnFocus
        options={list.options}
        value={text === '' ? null : text}
        inputValue={text}
        onInputChange={(_event, next, reason) => {
          // Typing is the value at once (no Enter needed); a "reset" only echoes a chosen option or a new value.
          if (reason === 'input' || reason === 'clear') emit(next);
        }}
        onChange={(_event, next) => emit(typeof next === 'string' ? next : '')}
        loading={loading}
        loadingText={`Loading ${noun}...`}
        disabled={Boolean(disabled || readonly) || waitingHint !== null}
        onBlur={() => widget.onBlur(id, value)}
        onFocus={() => widget.onFocus(id, value)}
        renderInput={(params) => (
          <TextField
            {...params}
            name={widget.htmlName ?? id}
            label={labelValue(label || undefined, hideLabel, undefined)}
            required={required}
            error={rawErrors.length > 0}
            placeholder={placeholder}
            autoFocus={autofocus}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {loading && <CircularProgress color="inherit" size={18} aria-hidden sx={{ mr: 1 }} />}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
              htmlInput: {
                ...params.slotProps.htmlInput,
                autoComplete: 'off',
                'aria-busy': loading || undefined,
                'aria-describedby': `${helperId} ${ariaDescribedByIds(id)}`,
              },
            }}
          />
        )}
      />
      {/* Always present (empty when there is nothing to say), so a hint that appears is announced; it explains,
          it is not the error (which rjsf shows under the field), hence never red. */}
      <FormHelperText id={helperId} aria-live="polite" error={false} sx={{ mx: 1.75, '&:empty': { m: 0 } }}>
        {hint ?? ''}
      </FormHelperText>
    </>
  );
}
