import { memo, type Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { progressPercent } from './step-percent';

interface WizardHeaderProps {
  /** 0-based. */
  step: number;
  total: number;
  title: string;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
}

// Memoised: the form re-renders on every key press, the heading only when the step changes.
export const WizardHeader = memo(function WizardHeader({ step, total, title, headingId, headingRef }: WizardHeaderProps) {
  const percent = progressPercent(step, total);
  return (
    <Box sx={{ mb: 3 }}>
      <Typography
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        variant="h5"
        component="h2"
        data-testid="wizard-step-title"
        sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, mb: 1.5, scrollMarginTop: 96 }}
      >
        STEP {step + 1}: {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {/* A determinate bar needs no animation machinery: a track and a fill of the step's width. */}
        <Box
          role="progressbar"
          aria-label="Form progress"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'grey.200', overflow: 'hidden' }}
        >
          <Box sx={{ height: '100%', width: `${percent}%`, bgcolor: 'primary.main', transition: 'width 0.4s ease' }} />
        </Box>
        <Typography
          data-testid="wizard-progress"
          variant="body2"
          sx={{ fontWeight: 700, minWidth: '3.5ch', textAlign: 'right' }}
        >
          {percent}%
        </Typography>
      </Box>
    </Box>
  );
});
