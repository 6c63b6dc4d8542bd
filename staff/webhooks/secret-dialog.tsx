/**
 * An endpoint's signing secret, shown the one time the API answers it (when the endpoint is made, or its secret
 * rotated): it is stored encrypted and never shown again, so the dialog asks for it to be copied into the receiving
 * tool now. After a rotation it says until when the old secret goes on signing beside the new one.
 */
import { useId, useState } from 'react';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MONOSPACE } from '../app/theme';
import { formatTime } from '../format/dates';
import { useAnnounce } from '../ui/announcer';

export interface ShownSecret {
  url: string;
  secret: string;
  /** After a rotation: until when the old secret still signs. */
  previousSecretUntil?: string;
}

export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const announce = useAnnounce();
  const titleId = useId();
  const textId = useId();
  // The last secret stays in the dialog while it fades out, rather than emptying before the eyes.
  const [last, setLast] = useState(shown);
  if (shown !== null && shown !== last) setLast(shown);
  const content = shown ?? last;

  const copy = async () => {
    if (!content) return;
    try {
      await navigator.clipboard.writeText(content.secret);
      announce('Secret copied');
    } catch {
      announce('The secret could not be copied: select it and copy it yourself.');
    }
  };

  return (
    <Dialog
      open={shown !== null}
      // A click beside the dialog does not close it: the secret would be gone for good.
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Copy the secret now</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div" sx={{ display: 'grid', gap: 1.5 }}>
          <span>
            The receiving tool at <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>{content?.url}</Box> checks every event’s signature with
            this secret.
          </span>
          <Alert severity="warning">You will not see it again: copy it into the receiving tool before you close this.</Alert>
          {content?.previousSecretUntil && (
            <span>The old secret goes on signing beside it until {formatTime(content.previousSecretUntil)}, so the tool can move to the new one without missing an event.</span>
          )}
        </DialogContentText>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}>
          {/* Several lines where one is too narrow: the whole secret is in view, to be checked against what was pasted. */}
          <TextField
            label="Signing secret"
            multiline
            value={content?.secret ?? ''}
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'webhook-secret-value', style: { fontFamily: MONOSPACE, wordBreak: 'break-all' } } }}
            sx={{ flex: '1 1 100%' }}
          />
          <Button variant="outlined" startIcon={<ContentCopyOutlinedIcon aria-hidden />} onClick={copy}>
            Copy secret
          </Button>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          I have copied it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
