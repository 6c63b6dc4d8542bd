/**
 * Adding an endpoint. The API checks the address (https, and not into a private network) and answers the new
 * endpoint's secret, which the page shows once (secret-dialog.tsx); its refusals show on the fields they name.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EndpointCreatedView } from '../../schemas/staff-api';
import { api } from '../api/http';
import { ErrorAlert } from '../ui/error-alert';
import { EndpointFields, showRefusal } from './endpoint-fields';
import { createBody, NEW_ENDPOINT, type EndpointFieldErrors, type EndpointValues } from './webhook-view';

const ID_PREFIX = 'new-endpoint';

export function AddEndpointForm({ onAdded }: { onAdded: (created: EndpointCreatedView, url: string) => void }) {
  const [values, setValues] = useState<EndpointValues>(NEW_ENDPOINT);
  const [errors, setErrors] = useState<EndpointFieldErrors>({});
  const [error, setError] = useState<{ message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setError(null);
    setBusy(true);
    const body = createBody(values);
    try {
      const created = await api.post<EndpointCreatedView>('/webhooks', body);
      setValues(NEW_ENDPOINT);
      onAdded(created, body.url);
    } catch (failure) {
      showRefusal(failure, ID_PREFIX, { fields: setErrors, form: setError });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="add-endpoint" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}>
      <Typography variant="h2" id="add-endpoint" sx={{ mb: 1.5 }}>
        Add an endpoint
      </Typography>
      <Box component="form" onSubmit={add} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
        <EndpointFields idPrefix={ID_PREFIX} values={values} errors={errors} onChange={setValues} />
        <ErrorAlert error={error} />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Adding…' : 'Add the endpoint'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
