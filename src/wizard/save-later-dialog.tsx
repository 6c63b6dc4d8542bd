/**
 * "Save and finish later": the visitor's e-mail address and the captcha (the server sends an e-mail to the address,
 * so the request is checked like every other public form), then the answer: where the link went and until when it
 * works, or what to correct.
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CaptchaWidget } from '../components/captcha-widget';
import { PrivacyNotice } from '../components/privacy-notice';
import { savedProgressCopy as copy } from '../content/saved-progress';
import type { SaveDraftResult } from './draft-requests';

interface SaveLaterDialogProps {
  email: string;
  saveLater: (email: string, captchaToken: string) => Promise<SaveDraftResult>;
  onClose: () => void;
}

function untilText(expiresAt: string): string {
  return new Date(expiresAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

export function SaveLaterDialog({ email: initialEmail, saveLater, onClose }: SaveLaterDialogProps) {
  const titleId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentUntil, setSentUntil] = useState<string | null>(null);
  const onSolved = useCallback((solved: string) => setToken(solved), []);
  const onCleared = useCallback(() => setToken(null), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (token === null) return;
    setBusy(true);
    setFailure(null);
    setEmailError(null);
    const result = await saveLater(email.trim(), token);
    setBusy(false);
    if (result.saved) {
      setSentUntil(untilText(result.expiresAt));
      return;
    }
    // A captcha solution is accepted once: a refused request asks for a new one.
    setToken(null);
    const forEmail = result.errors.find((error) => error.path === '/email');
    setEmailError(forEmail?.message ?? null);
    const others = result.errors.filter((error) => error !== forEmail).map((error) => error.message);
    setFailure([result.message, ...others].filter(Boolean).join(' ') || null);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="save-later-dialog">
      <DialogTitle id={titleId}>{copy.dialogTitle}</DialogTitle>
      {sentUntil !== null ? (
        <>
          <DialogContent>
            <Alert severity="success" data-testid="save-later-sent" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
              {copy.sent(email.trim(), sentUntil)}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              {copy.close}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{copy.dialogText}</DialogContentText>
            <TextField
              label={copy.emailLabel}
              type="email"
              autoComplete="email"
              required
              fullWidth
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError !== null}
              helperText={emailError ?? undefined}
              autoFocus
              slotProps={{ htmlInput: { 'data-testid': 'save-later-email' } }}
            />
            <CaptchaWidget token={token} onSolved={onSolved} onCleared={onCleared} />
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="save-later-failure">
                {failure}
              </Alert>
            )}
            <PrivacyNotice copy={copy.privacy} sx={{ color: 'text.secondary' }} />
          </DialogContent>
          <DialogActions>
            <Button type="button" onClick={onClose} disabled={busy}>
              {copy.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={busy || token === null} data-testid="save-later-send">
              {busy ? copy.sending : copy.send}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
