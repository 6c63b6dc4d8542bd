import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SendIcon from '@mui/icons-material/Send';

interface WizardNavigationProps {
  showBack: boolean;
  showNext: boolean;
  showSubmit: boolean;
  sending: boolean;
  submitDisabled: boolean;
  submitLabel: string;
  submittingLabel: string;
  onBack: () => void;
  onNext: () => void;
}

/** Back and Next are plain buttons; only Submit submits the surrounding form, so Enter submits on review only. */
export function WizardNavigation(props: WizardNavigationProps) {
  const { showBack, showNext, showSubmit, sending, submitDisabled, submitLabel, submittingLabel, onBack, onNext } = props;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        mt: 4,
        pt: 3,
        borderTop: 1,
        borderColor: 'divider',
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      {showBack ? (
        <Button type="button" variant="outlined" startIcon={<ArrowBackIcon aria-hidden />} onClick={onBack} disabled={sending} data-testid="wizard-back">
          Back
        </Button>
      ) : (
        <span />
      )}
      {showNext && (
        <Button type="button" variant="contained" endIcon={<ArrowForwardIcon aria-hidden />} onClick={onNext} data-testid="wizard-next">
          Next
        </Button>
      )}
      {showSubmit && (
        <Button
          type="submit"
          variant="contained"
          endIcon={sending ? undefined : <SendIcon aria-hidden />}
          disabled={submitDisabled}
          data-testid="wizard-submit"
        >
          {sending ? submittingLabel : submitLabel}
        </Button>
      )}
    </Box>
  );
}
