/**
 * A group of fields under its title: a fieldset whose legend is the group's heading (an h3 under the step's h2), so
 * that a screen reader names the group as it enters any of its fields, with the group's description under it.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface TitledFieldsetProps {
  /** The heading's id, which rjsf's templates refer to (`titleId` of the field's path). */
  headingId: string;
  title: ReactNode;
  required?: boolean;
  description?: ReactNode;
  testId?: string;
  children: ReactNode;
}

export function TitledFieldset({ headingId, title, required = false, description, testId, children }: TitledFieldsetProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, mt: 1 }} data-testid={testId}>
      <Box component="legend" sx={{ p: 0, mb: 2, width: '100%' }}>
        <Typography id={headingId} component="h3" variant="h6" sx={{ fontSize: '1.1rem', pb: 0.75, borderBottom: 1, borderColor: 'divider' }}>
          {title}
          {required && (
            <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.5 }}>
              *
            </Box>
          )}
        </Typography>
      </Box>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Box>
  );
}
