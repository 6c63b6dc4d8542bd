/**
 * An endpoint's settings as fields, shared by the form that adds one and the dialog that edits one: its address, the
 * events it wants, whether it gets the sensitive fields, and a description for the staff. Each field shows the API's
 * own message for it.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_ENDPOINT_DESCRIPTION_LENGTH, WEBHOOK_EVENT_VALUES } from '../../schemas/staff-api';
import { MONOSPACE } from '../app/theme';
import { WEBHOOK_EVENTS } from '../format/webhook-events';
import type { ApiError } from '../api/http';
import { endpointFieldErrors, withEvent, type EndpointFieldErrors, type EndpointValues } from './webhook-view';

interface EndpointFieldsProps {
  values: EndpointValues;
  errors: EndpointFieldErrors;
  onChange: (values: EndpointValues) => void;
  /** Makes the ids unique when the add form and an edit dialog are both on the page. */
  idPrefix: string;
}

export function EndpointFields({ values, errors, onChange, idPrefix }: EndpointFieldsProps) {
  const sensitiveHelpId = useId();
  const eventsErrorId = useId();
  const set = (change: Partial<EndpointValues>) => onChange({ ...values, ...change });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        id={`${idPrefix}-url`}
        label="Address"
        type="url"
        value={values.url}
        onChange={(event) => set({ url: event.target.value })}
        error={errors.url !== undefined}
        helperText={errors.url ?? 'The receiving tool’s full address, starting with https://.'}
        required
        slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off', spellCheck: false } }}
      />
      <FormControl
        component="fieldset"
        error={errors.events !== undefined}
        id={`${idPrefix}-events`}
        // The group's error is read with its name when the focus enters it.
        aria-describedby={errors.events ? eventsErrorId : undefined}
      >
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Events to send
        </FormLabel>
        <FormGroup>
          {WEBHOOK_EVENT_VALUES.map((value) => (
            <FormControlLabel
              key={value}
              control={<Checkbox checked={values.events.includes(value)} onChange={(event) => set({ events: withEvent(values.events, value, event.target.checked) })} />}
              label={
                <>
                  {WEBHOOK_EVENTS[value]}{' '}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: MONOSPACE }}>
                    ({value})
                  </Typography>
                </>
              }
            />
          ))}
        </FormGroup>
        {errors.events && <FormHelperText id={eventsErrorId}>{errors.events}</FormHelperText>}
      </FormControl>
      <FormControl error={errors.includeSensitive !== undefined}>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.includeSensitive}
              onChange={(event) => set({ includeSensitive: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': sensitiveHelpId } }}
            />
          }
          label="Include sensitive fields (license numbers, dates of birth)"
        />
        <FormHelperText id={sensitiveHelpId} sx={{ mt: 0 }}>
          {errors.includeSensitive ??
            'Left off, every event leaves out the fields the site keeps encrypted. Ticked, this address receives them as the visitor typed them: tick it only for a tool the agency trusts with them.'}
        </FormHelperText>
      </FormControl>
      <TextField
        id={`${idPrefix}-description`}
        label="Description (optional)"
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
        error={errors.description !== undefined}
        helperText={errors.description ?? 'For the staff: which tool this is, and who looks after it.'}
        slotProps={{ htmlInput: { maxLength: MAX_ENDPOINT_DESCRIPTION_LENGTH } }}
      />
    </Box>
  );
}

/**
 * Shows the API's refusal of the form: each field's message under it, and a refusal that names no field of the form
 * (or none at all) above the button; then the focus goes to the first field in error.
 */
export function showRefusal(
  failure: unknown,
  idPrefix: string,
  show: { fields: (errors: EndpointFieldErrors) => void; form: (error: { message: string }) => void },
): void {
  const apiError = failure as ApiError;
  const { fields, other } = endpointFieldErrors(apiError.fieldErrors);
  show.fields(fields);
  if (other.length > 0 || Object.keys(fields).length === 0) show.form(other.length > 0 ? { message: other.join(' ') } : apiError);
  focusFirstError(idPrefix, fields);
}

/** Where the focus goes after the API refused the form: its first field in error (for the events, their first box). */
function focusFirstError(idPrefix: string, errors: EndpointFieldErrors): void {
  const order = [
    ['url', `#${idPrefix}-url`],
    ['events', `#${idPrefix}-events input`],
    ['description', `#${idPrefix}-description`],
  ] as const;
  const selector = order.find(([field]) => errors[field] !== undefined)?.[1];
  if (selector) window.requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}
