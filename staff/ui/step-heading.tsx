/**
 * The heading of one step of a page that goes through several (accepting an invitation, setting up a sign-in). A new
 * step takes the focus to its heading, so that a screen reader reads where the person now is; the page's first step
 * leaves it where the page put it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';

export function StepHeading({ children, step, of }: { children: ReactNode; step: number; of: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step > 1) heading.current?.focus();
  }, [step]);
  return (
    <Typography ref={heading} component="h2" variant="h2" tabIndex={-1} sx={{ mb: 1.5 }}>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        Step {step} of {of}
      </Typography>
      {children}
    </Typography>
  );
}
