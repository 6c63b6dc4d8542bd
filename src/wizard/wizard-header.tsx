import type { Ref } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { progressPercent } from './wizard-progress';

interface WizardHeaderProps {
  /** 0-based. */
  step: number;
  total: number;
  title: string;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
}

export function WizardHeader({ step, total, title, headingId, headingRef }: WizardHeaderProps) {
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
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label="Form progress"
          sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'grey.200' }}
        />
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
}
