/**
 * Above a step's fields: the notice after answers were restored (what to re-enter or check), and the two actions
 * on saved progress, "Save and finish later" (its dialog loads on first use) and "Start over".
 */
import { lazy, memo, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { savedProgressCopy as copy } from '../../content/saved-progress';
import type { SaveDraftResult } from './draft-requests';
import type { ProgressNotice } from './use-kept-progress';

const Bar = styled('div')(({ theme }) => ({ marginBottom: theme.spacing(3) }));
const Actions = styled('div')(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), justifyContent: 'flex-end' }));
const Line = styled('span')({ display: 'block' });

const SaveLaterDialog = lazy(() => import('./save-later-dialog').then((module) => ({ default: module.SaveLaterDialog })));

function NoticeText({ notice }: { notice: ProgressNotice }) {
  if (notice.kind === 'link-not-found') return <>{copy.linkNotFound}</>;
  if (notice.kind === 'link-failed') return <>{copy.linkFailed}</>;
  const lines: string[] = [
    notice.source === 'link' ? copy.restoredFromLink : copy.restoredFromDevice,
    notice.withheld ? copy.withheld : null,
    notice.changed ? copy.changed : notice.stoppedAt !== null ? copy.stopped : null,
  ].flatMap((line) => (line === null ? [] : [line]));
  return (
    <>
      {lines.map((line) => (
        <Line key={line}>{line}</Line>
      ))}
    </>
  );
}

interface SavedProgressBarProps {
  notice: ProgressNotice | null;
  onDismissNotice: () => void;
  /** Whether there are answers to save or throw away. */
  hasProgress: boolean;
  onStartOver: () => void;
  saveLater: (email: string, captchaToken: string) => Promise<SaveDraftResult>;
  /** The address the visitor already typed in the form, offered in the dialog. */
  email: string;
  disabled: boolean;
}

export const SavedProgressBar = memo(function SavedProgressBar(props: SavedProgressBarProps) {
  const { notice, onDismissNotice, hasProgress, onStartOver, saveLater, email, disabled } = props;
  const [dialogOpen, setDialogOpen] = useState(false);
  const severity = notice === null ? 'info' : notice.kind === 'restored' ? (notice.withheld || notice.changed || notice.stoppedAt !== null ? 'warning' : 'info') : 'error';
  return (
    <Bar>
      {notice && (
        <Alert severity={severity} onClose={onDismissNotice} sx={{ mb: 2 }} data-testid="progress-notice">
          <NoticeText notice={notice} />
        </Alert>
      )}
      {hasProgress && (
        <Actions>
          <Button type="button" size="small" variant="text" onClick={onStartOver} disabled={disabled} data-testid="start-over">
            {copy.startOver}
          </Button>
          <Button type="button" size="small" variant="outlined" onClick={() => setDialogOpen(true)} disabled={disabled} data-testid="save-later">
            {copy.saveLater}
          </Button>
        </Actions>
      )}
      {dialogOpen && (
        <Suspense fallback={null}>
          <SaveLaterDialog email={email} saveLater={saveLater} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </Bar>
  );
});
