/**
 * The VIN field ("ui:widget": "vin"): capitals only (what is typed is upper-cased), at most 17 characters, in a
 * monospace font so characters are easy to compare with the registration. With
 * `ui:options.lookup = { "year": "1/year", "make": "1/make", "model": "1/model" }` it gets a
 * "Decode VIN" button that fills those fields in ONE change from GET /api/vehicles/vin/{vin}; the make and model
 * pickers then load their lists for the decoded year and make.
 *
 * A VIN that is not 17 valid characters is only logged ("Invalid VIN format", docs/spec-readings.md#vin-format);
 * nothing else happens (the field's own validation message covers it). A failed decode is logged and its reason shown
 * under the field; the fields stay editable by hand.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { schemaAtPointer } from '../../../../engine/schema-at-pointer';
import { referencedPointer, wizardFormContext } from '../../form/form-context';
import { VehicleLookupError, isValidVin, normalizeVinInput, vehicleLookups, VIN_LENGTH, type DecodedVin } from './vehicle-lookups';
import { vinLookupOption } from '../../form/widget-options';
import { useHydrated } from '../../../components/use-hydrated';

type DecodeState =
  | { status: 'idle' }
  | { status: 'decoding'; vin: string }
  | { status: 'decoded'; vin: string; summary: string }
  | { status: 'failed'; vin: string; message: string };

export const DECODE_FAILED_FALLBACK = "We couldn't decode this VIN; please enter the vehicle details.";

function summaryOf(decoded: DecodedVin): string {
  return [decoded.year, decoded.make, decoded.model].filter((part) => part !== undefined).join(' ');
}

export function VinWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, rawErrors = [], placeholder, autofocus } = props;
  const text = typeof value === 'string' ? value : '';
  const hydrated = useHydrated();
  const lookup = vinLookupOption(props.options);
  const [decode, setDecode] = useState<DecodeState>({ status: 'idle' });
  // The decode answers after the visitor may have removed this vehicle, or moved it up the list: the answer goes to
  // where the field is now, and nowhere once it is gone.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const helperId = `${id}__vin`;
  const decoding = decode.status === 'decoding';
  // A message is about the VIN it was given for; editing the VIN retires it.
  const message =
    decode.status === 'decoded' && decode.vin === text
      ? { tone: 'success' as const, text: `Decoded: ${decode.summary}` }
      : decode.status === 'failed' && decode.vin === text
        ? { tone: 'error' as const, text: decode.message }
        : null;

  const onDecode = async () => {
    const vin = text;
    if (!isValidVin(vin)) {
      console.error('Invalid VIN format');
      return;
    }
    if (!lookup) return;
    setDecode({ status: 'decoding', vin });
    try {
      const decoded = await vehicleLookups.decodeVin(vin);
      if (!mounted.current) return;
      const current = latest.current;
      const context = wizardFormContext(current.registry);
      const targets = {
        year: referencedPointer(current.id, lookup.year),
        make: referencedPointer(current.id, lookup.make),
        model: referencedPointer(current.id, lookup.model),
      };
      if (current.value !== vin) {
        // The VIN was edited while the answer was on its way: it no longer describes this vehicle.
        setDecode({ status: 'idle' });
        return;
      }
      if (!context || targets.year === null || targets.make === null || targets.model === null) {
        throw new Error(`The VIN lookup targets of ${current.id} do not resolve`);
      }
      // A schema may keep the year as text (the quotes' year options are strings in the original forms).
      const yearIsText = schemaAtPointer(current.registry.rootSchema, targets.year)?.type === 'string';
      const year = decoded.year !== undefined && yearIsText ? String(decoded.year) : decoded.year;
      // Parts the decode leaves out are cleared too: they described the previous vehicle.
      context.update({ [targets.year]: year, [targets.make]: decoded.make, [targets.model]: decoded.model });
      setDecode({ status: 'decoded', vin, summary: summaryOf(decoded) });
    } catch (error) {
      console.error('VIN decode failed', error);
      if (!mounted.current) return;
      setDecode({
        status: 'failed',
        vin,
        message: error instanceof VehicleLookupError && error.status !== null ? error.message : DECODE_FAILED_FALLBACK,
      });
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' }, gap: 1 }}>
        <TextField
          id={id}
          name={props.htmlName ?? id}
          label={labelValue(label || undefined, hideLabel, undefined)}
          value={text}
          required={required}
          disabled={Boolean(disabled || readonly)}
          autoFocus={autofocus}
          placeholder={placeholder}
          error={rawErrors.length > 0}
          onChange={(event) => {
            const next = normalizeVinInput(event.target.value);
            props.onChange(next === '' ? undefined : next);
          }}
          onBlur={() => props.onBlur(id, value)}
          onFocus={() => props.onFocus(id, value)}
          sx={{ flex: 1 }}
          slotProps={{
            // Raised from the start: inside the field the long label was cut on a phone, hiding its asterisk, and the
            // placeholder shows the expected format.
            inputLabel: { shrink: true },
            htmlInput: {
              maxLength: VIN_LENGTH,
              autoCapitalize: 'characters',
              autoComplete: 'off',
              spellCheck: false,
              'aria-describedby': `${helperId} ${ariaDescribedByIds(id)}`,
              style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace', letterSpacing: '0.05em' },
            },
          }}
        />
        {lookup && (
          <Button
            type="button"
            variant="outlined"
            onClick={() => void onDecode()}
            loading={decoding}
            loadingPosition="start"
            startIcon={<SearchIcon aria-hidden />}
            // Decoding runs from the page's code: a tap before hydration would do nothing.
            disabled={Boolean(disabled || readonly) || !hydrated}
            aria-describedby={helperId}
            data-testid="vin-decode"
            sx={{ minHeight: 56, flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            Decode VIN
          </Button>
        )}
      </Box>
      <FormHelperText
        id={helperId}
        aria-live="polite"
        error={message?.tone === 'error'}
        data-testid="vin-decode-status"
        sx={{ mx: 1.75, color: message?.tone === 'success' ? 'success.main' : undefined }}
      >
        {decoding ? 'Decoding VIN...' : (message?.text ?? '')}
      </FormHelperText>
    </Box>
  );
}
