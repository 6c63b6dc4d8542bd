import { useEffect, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { overlayLineInterval } from './overlay-lines';

interface SendingOverlayProps {
  open: boolean;
  title?: string;
  lines: readonly string[];
}

function SteppingLine({ lines }: { lines: readonly string[] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (lines.length < 2) return undefined;
    let shown = 0;
    const timer = window.setInterval(() => {
      shown += 1;
      setIndex(shown);
      if (shown === lines.length - 1) window.clearInterval(timer);
    }, overlayLineInterval(lines.length));
    return () => window.clearInterval(timer);
  }, [lines.length]);
  return (
    <Typography data-testid="sending-overlay-line" sx={{ fontSize: '1.1rem', minHeight: '1.75em' }}>
      {lines[index]}
    </Typography>
  );
}

/** Full-screen while the request is sent and its outcome settles; the lines step through to show progress. */
export function SendingOverlay({ open, title, lines }: SendingOverlayProps) {
  return (
    <Backdrop
      open={open}
      role="alert"
      aria-live="assertive"
      aria-busy={open}
      data-testid="sending-overlay"
      sx={{
        zIndex: (theme) => theme.zIndex.modal + 1,
        color: 'common.white',
        flexDirection: 'column',
        gap: 2,
        bgcolor: 'rgba(10, 42, 72, 0.85)',
        px: 3,
        textAlign: 'center',
      }}
    >
      <CircularProgress color="inherit" aria-hidden />
      {title && (
        <Typography component="p" variant="h5">
          {title}
        </Typography>
      )}
      {/* Remounted per opening, so the lines start over each time. */}
      {open && <SteppingLine lines={lines} />}
    </Backdrop>
  );
}
