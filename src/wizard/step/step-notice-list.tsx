/**
 * The ui.json notices of a step, above its fields: an info box whose text follows the value of one field (e.g.
 * documents required or optional for the chosen action). Each notice sits in its own polite live region, present
 * even while the notice has nothing to say, so a screen reader hears the new text when the value changes it.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StepNoticeView } from './step-notices';

interface StepNoticeListProps {
  notices: readonly StepNoticeView[];
}

export function StepNoticeList({ notices }: StepNoticeListProps) {
  if (notices.length === 0) return null;
  return (
    <>
      {notices.map((notice) => (
        <Box key={notice.key} aria-live="polite" aria-atomic="true">
          {notice.lines.length > 0 && (
            // An info box is not an alert: it must not interrupt the screen reader (the live region announces it).
            <Alert severity="info" role="note" data-testid="step-notice" sx={{ mb: 3 }}>
              {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
              {notice.lines.length === 1 ? (
                <Typography variant="body2">{notice.lines[0]}</Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {notice.lines.map((line) => (
                    <Typography component="li" variant="body2" key={line}>
                      {line}
                    </Typography>
                  ))}
                </Box>
              )}
            </Alert>
          )}
        </Box>
      ))}
    </>
  );
}
