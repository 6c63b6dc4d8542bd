import { Fragment, useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewSectionView } from './review-summary';

interface WizardReviewProps {
  sections: readonly ReviewSectionView[];
}

/** Read-only summary of what will be sent, one card per review section of ui.json. */
export function WizardReview({ sections }: WizardReviewProps) {
  const baseId = useId();
  return (
    <Stack spacing={2} data-testid="wizard-review">
      <Typography color="text.secondary">
        Please check your information before submitting. Use Back to make changes.
      </Typography>
      {sections.map((section, index) => (
        <Paper
          key={section.title}
          variant="outlined"
          component="section"
          aria-labelledby={`${baseId}-${index}`}
          sx={{ p: { xs: 2, sm: 2.5 } }}
        >
          <Typography id={`${baseId}-${index}`} component="h3" variant="h6" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
            {section.title}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, 35%) 1fr' },
              columnGap: 2,
              rowGap: { xs: 0.25, sm: 1 },
              '& dt': { color: 'text.secondary', fontWeight: 600 },
              '& dd': { m: 0, mb: { xs: 1.25, sm: 0 }, wordBreak: 'break-word', whiteSpace: 'pre-line' },
            }}
          >
            {section.rows.map((row) => (
              <Fragment key={row.pointer}>
                <Typography component="dt">{row.label}</Typography>
                <Typography component="dd" data-review-pointer={row.pointer}>
                  {row.values.map((value, valueIndex) => (
                    <Box component="span" key={`${valueIndex}-${value}`} sx={{ display: 'block' }}>
                      {value}
                    </Box>
                  ))}
                </Typography>
              </Fragment>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
