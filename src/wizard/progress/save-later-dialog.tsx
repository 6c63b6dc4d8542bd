/**
 * "Save and finish later": the visitor's e-mail address and the captcha (the server sends an e-mail to the address,
 * so the request is checked like every other public form), then the answer: where the link went and until when it
 * works, or what to correct.
 *
 * The dialog is the browser's own modal `dialog` (shown with showModal): it keeps focus inside, makes the page
 * behind it inert, closes on Escape and returns focus to the button that opened it, with none of MUI's modal code
 * on a wizard page.
 */
import { useCallback, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { CaptchaWidget } from '../../captcha/captcha-widget';
import { PrivacyNotice } from '../../components/privacy-notice';
import { savedProgressCopy as copy } from '../../content/saved-progress';
import type { SaveDraftResult } from './draft-requests';

interface SaveLaterDialogProps {
  email: string;
  saveLater: (email: string, captchaToken: string) => Promise<SaveDraftResult>;
  onClose: () => void;
}

const ModalDialog = styled('dialog')(({ theme }) => ({
  width: 'calc(100% - 32px)',
  maxWidth: 600,
  maxHeight: 'calc(100% - 64px)',
  padding: 0,
  border: 'none',
  borderRadius: 4,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  boxShadow: theme.shadows[24],
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
}));

const Content = styled('div')(({ theme }) => ({ padding: theme.spacing(0, 3, 2.5) }));

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: theme.spacing(1),
  padding: theme.spacing(1),
}));

interface ModalProps {
  titleId: string;
  title: string;
  /** Escape and a click on the backdrop call it; undefined while they must not close the dialog. */
  onDismiss: (() => void) | undefined;
  children: ReactNode;
}

function Modal({ titleId, title, onDismiss, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // A layout effect, so that closing runs before React removes the element and the browser can give focus back to
  // the button that opened the dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('input, button:not(:disabled)')?.focus();
    return () => dialog.close();
  }, []);
  return (
    <ModalDialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="save-later-dialog"
      onCancel={(event) => {
        // The browser would close the dialog itself; React owns whether it is shown.
        event.preventDefault();
        onDismiss?.();
      }}
      onClick={(event) => {
        // A click on the backdrop reaches the dialog element itself, outside its box.
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) onDismiss?.();
      }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ px: 3, py: 2 }}>
        {title}
      </Typography>
      {children}
    </ModalDialog>
  );
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
    <Modal titleId={titleId} title={copy.dialogTitle} onDismiss={busy ? undefined : onClose}>
      {sentUntil !== null ? (
        <>
          <Content>
            <Alert severity="success" data-testid="save-later-sent" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
              {copy.sent(email.trim(), sentUntil)}
            </Alert>
          </Content>
          <Actions>
            <Button onClick={onClose} autoFocus>
              {copy.close}
            </Button>
          </Actions>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Content>
            <Typography sx={{ mb: 2, color: 'text.secondary' }}>{copy.dialogText}</Typography>
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
              slotProps={{ htmlInput: { 'data-testid': 'save-later-email' } }}
            />
            <CaptchaWidget token={token} onSolved={onSolved} onCleared={onCleared} />
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="save-later-failure">
                {failure}
              </Alert>
            )}
            <PrivacyNotice copy={copy.privacy} sx={{ color: 'text.secondary' }} />
          </Content>
          <Actions>
            <Button type="button" onClick={onClose} disabled={busy}>
              {copy.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={busy || token === null} data-testid="save-later-send">
              {busy ? copy.sending : copy.send}
            </Button>
          </Actions>
        </form>
      )}
    </Modal>
  );
}
