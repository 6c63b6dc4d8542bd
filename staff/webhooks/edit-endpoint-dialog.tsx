/**
 * Editing an endpoint's settings in a dialog, with the add form's fields. Only what changed is sent, so the audit log
 * names only that; the API answers the endpoint as it now is.
 */
import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { EndpointView } from '../../schemas/staff-api';
import { api } from '../api/http';
import { ErrorAlert } from '../ui/error-alert';
import { EndpointFields, showRefusal } from './endpoint-fields';
import { changesOf, valuesOf, type EndpointFieldErrors, type EndpointValues } from './webhook-view';

const ID_PREFIX = 'edit-endpoint';

interface EditEndpointDialogProps {
  endpoint: EndpointView;
  onClose: () => void;
  onSaved: (endpoint: EndpointView) => void;
}

/** Mounted for one endpoint at a time, so its fields start from that endpoint's settings. */
export function EditEndpointDialog({ endpoint, onClose, onSaved }: EditEndpointDialogProps) {
  const titleId = useId();
  const [values, setValues] = useState<EndpointValues>(() => valuesOf(endpoint));
  const [errors, setErrors] = useState<EndpointFieldErrors>({});
  const [error, setError] = useState<{ message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) onClose();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(endpoint, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      onSaved(await api.patch<EndpointView>(`/webhooks/${endpoint.id}`, changes));
    } catch (failure) {
      showRefusal(failure, ID_PREFIX, { fields: setErrors, form: setError });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={save} noValidate>
        <DialogTitle id={titleId}>Edit the endpoint</DialogTitle>
        <DialogContent>
          {/* The label of the first field sits below the title's padding, not under the dialog's edge. */}
          <div style={{ paddingTop: 8 }}>
            <EndpointFields idPrefix={ID_PREFIX} values={values} errors={errors} onChange={setValues} />
          </div>
          <ErrorAlert error={error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : 'Save the changes'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
