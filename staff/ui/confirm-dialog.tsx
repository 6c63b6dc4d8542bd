/**
 * The question before something that cannot be undone (deleting a request, removing a subscriber or a staff
 * member). The action runs from the dialog, which stays open with the API's message if it fails. The focus starts on
 * Cancel, the safe choice. Cancelled, the dialog gives the focus back to what opened it; done, to the page's heading,
 * since what opened it is what was just removed (MUI would restore the focus to it, then lose it with the row).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ErrorAlert } from './error-alert';
import { focusPageHeading } from './page-heading';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action; the dialog then closes. A rejection keeps it open with its message. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string } | null>(null);
  const titleId = useId();
  const textId = useId();
  const opener = useRef<HTMLElement | null>(null);
  const done = useRef(false);

  // Closed: the focus goes back by hand, since MUI's own restore cannot tell a cancel from a removal.
  useEffect(() => {
    if (open) {
      done.current = false;
      return;
    }
    if (done.current) focusPageHeading();
    else if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      done.current = true;
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure : { message: String(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      disableRestoreFocus
      // The first focus inside comes from what opened the dialog.
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (!opener.current && from instanceof HTMLElement && !event.currentTarget.contains(from)) opener.current = from;
      }} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
        <ErrorAlert error={error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={close} autoFocus disabled={busy}>
          Cancel
        </Button>
        <Button onClick={confirm} variant="contained" color="error" disabled={busy}>
          {busy ? 'Working…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
