/**
 * The renderer's input for every text-like field (text, e-mail, phone, numbers, dates, text areas): MUI's outlined
 * input with a floating label, as rjsf's MUI theme draws it, plus `ui:options.format: "currency"` (a "$" before the
 * number and the decimal keypad on phones). Built from FormControl, InputLabel and OutlinedInput rather than MUI's
 * TextField, which also carries a `select` mode and brings MUI's Select, Menu and Popover to every wizard page; the
 * select widgets load on their own (widgets.tsx).
 */
import type { FocusEvent, KeyboardEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, labelValue, type BaseInputTemplateProps } from '@rjsf/utils';
import { displayPhone, normalizePhone } from '../../../text/phone';
import { useTypedText, type TextMeaning } from '../typing/typed-text';
import { wizardFormContext } from './form-context';

const AS_TYPED: TextMeaning = { parse: (text) => text, show: (value) => value };
const PHONE: TextMeaning = { parse: normalizePhone, show: displayPhone };
const CAPITALS: TextMeaning = { parse: (text) => text.trim().toUpperCase(), show: (value) => value };

/**
 * What a field's text means to the form: a phone number without its punctuation (text/phone.ts), or with
 * `ui:options.textCase: "upper"` the text in capitals (a state code typed `ca`).
 */
function meaningOf(type: string | undefined, textCase: unknown): TextMeaning {
  if (type === 'tel') return PHONE;
  return textCase === 'upper' ? CAPITALS : AS_TYPED;
}

/** The input types HTML gives a placeholder (a date's control shows its own mask). */
const TYPES_WITH_PLACEHOLDER = ['text', 'search', 'url', 'tel', 'email', 'password', 'number'];

/** Inputs whose browser control always shows something (a date picker's mask), so the label never sits inside. */
const TYPES_THAT_SHRINK_LABEL = ['date', 'datetime-local', 'file', 'time'];

export function WizardBaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    placeholder,
    required,
    readonly,
    disabled,
    type,
    label,
    hideLabel,
    value,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    autofocus,
    options,
    schema,
    rawErrors = [],
    multiline,
    rows,
    registry,
  } = props;
  const { step, min, max, accept, autoCapitalize, ...input } = getInputProps(schema, type, options);
  const currency = options.format === 'currency';
  const shownLabel = labelValue(label || undefined, hideLabel, undefined);
  // The browser shows the typed text; the form hears of it through the renderer's input channel (input-channel.ts).
  const text = value || value === 0 ? String(value) : '';
  const meaning = meaningOf(input.type, options.textCase);
  const typed = useTypedText(
    wizardFormContext(registry)?.typing ?? null,
    id,
    text,
    (typedText) => {
      const parsed = meaning.parse(typedText);
      onChange(parsed === '' ? options.emptyValue : parsed);
    },
    meaning,
  );
  // The label also rises for a value the form wrote into the field itself (a ZIP code's city): MUI notices only typing.
  const shrink = TYPES_THAT_SHRINK_LABEL.includes(input.type ?? '') || currency || text !== '' ? true : undefined;

  return (
    <>
      <FormControl
        variant="outlined"
        fullWidth
        required={required}
        disabled={Boolean(disabled || readonly)}
        error={rawErrors.length > 0}
      >
        {shownLabel && (
          <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
            {shownLabel}
          </InputLabel>
        )}
        <OutlinedInput
          id={id}
          name={htmlName || id}
          type={input.type}
          placeholder={placeholder && TYPES_WITH_PLACEHOLDER.includes(input.type ?? 'text') ? placeholder : undefined}
          autoFocus={autofocus}
          multiline={Boolean(multiline)}
          rows={typeof rows === 'number' || typeof rows === 'string' ? Number(rows) : undefined}
          // OutlinedInput adds the required mark to the outline's notch itself.
          label={shownLabel || undefined}
          notched={shrink}
          defaultValue={typed.initialText}
          inputRef={typed.inputRef}
          onChange={onChangeOverride ?? typed.change}
          onBlur={({ target }: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            typed.flush();
            onBlur(id, target.value);
          }}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Enter') typed.flush();
          }}
          onFocus={({ target }: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onFocus(id, target.value)}
          startAdornment={currency ? <InputAdornment position="start">$</InputAdornment> : undefined}
          inputProps={{
            step,
            min,
            max,
            accept,
            ...(autoCapitalize === undefined ? {} : { autoCapitalize }),
            ...(currency ? { inputMode: 'decimal' } : {}),
            ...(schema.examples ? { list: examplesId(id) } : {}),
            'aria-describedby': ariaDescribedByIds(id, Boolean(schema.examples)),
          }}
        />
      </FormControl>
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
