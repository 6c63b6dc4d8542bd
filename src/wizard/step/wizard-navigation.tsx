import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SendIcon from '@mui/icons-material/Send';
import { PrivacyNotice } from '../../components/privacy-notice';
import { useHydrated } from '../../components/use-hydrated';
import { privacyNotices } from '../../content/privacy-notice';

interface WizardNavigationProps {
  showBack: boolean;
  showNext: boolean;
  showSubmit: boolean;
  sending: boolean;
  submitDisabled: boolean;
  submitLabel: string;
  submittingLabel: string;
  onBack: () => void;
}

/**
 * Back and Next are plain buttons; only Submit submits the surrounding form, so Enter submits on review only. In a
 * served page that has not come to life yet they are disabled: a tap on them would do nothing.
 */
// Memoised: the form re-renders on every key press, the buttons only when one of these props changes.
export const WizardNavigation = memo(function WizardNavigation(props: WizardNavigationProps) {
  const { showBack, showNext, showSubmit, sending, submitDisabled, submitLabel, submittingLabel, onBack } = props;
  const hydrated = useHydrated();
  return (
    <>
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
          // A long submit label (SUBMIT APPLICATION) beside Back is wider than a phone: the button then takes a row
          // of its own, and the label wraps inside it rather than overflowing.
          flexWrap: 'wrap',
          '& .MuiButton-root': { whiteSpace: 'nowrap' },
          '& [data-testid="wizard-submit"]': { whiteSpace: 'normal', maxWidth: '100%', ml: 'auto', flexGrow: { xs: 1, sm: 0 } },
        }}
      >
        {showBack ? (
          <Button type="button" variant="outlined" startIcon={<ArrowBackIcon aria-hidden />} onClick={onBack} disabled={!hydrated || sending} data-testid="wizard-back">
            Back
          </Button>
        ) : (
          <span />
        )}
        {showNext && (
          // The step's submit button: Enter in a field moves on (or shows the step's errors), as on any web form.
          <Button
            type="submit"
            variant="contained"
            endIcon={<ArrowForwardIcon aria-hidden />}
            disabled={!hydrated}
            data-testid="wizard-next"
          >
            Next
          </Button>
        )}
        {showSubmit && (
          <Button
            type="submit"
            variant="contained"
            endIcon={sending ? undefined : <SendIcon aria-hidden />}
            disabled={!hydrated || submitDisabled}
            data-testid="wizard-submit"
          >
            {sending ? submittingLabel : submitLabel}
          </Button>
        )}
      </Box>
      {showSubmit && (
        // Under the submit button: on wider screens a narrower column ending at the button's right edge.
        <PrivacyNotice copy={privacyNotices.wizard} sx={{ mt: 1.5, color: 'text.secondary', maxWidth: { sm: 520 }, ml: { sm: 'auto' } }} />
      )}
    </>
  );
});
