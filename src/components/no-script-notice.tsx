import Alert from '@mui/material/Alert';
import { fillAgencyPlaceholders } from '../../config/agency';
import { noScriptNotice } from '../content/no-script';

/** Shown above a form only when the browser runs no JavaScript; React leaves <noscript> content alone when it hydrates. */
export function NoScriptFormNotice() {
  return (
    <noscript>
      <Alert severity="info" sx={{ mb: 2 }}>
        {fillAgencyPlaceholders(noScriptNotice.form)}
      </Alert>
    </noscript>
  );
}
