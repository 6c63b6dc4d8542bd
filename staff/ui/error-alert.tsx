/** An error as the person reads it: the API's message, and a way to try again where trying again can help. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

interface ErrorAlertProps {
  error: { message: string } | undefined | null;
  onRetry?: () => void;
  sx?: SxProps<Theme>;
}

export function ErrorAlert({ error, onRetry, sx }: ErrorAlertProps) {
  if (!error) return null;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry && (
          <Button color="inherit" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      {error.message}
    </Alert>
  );
}
