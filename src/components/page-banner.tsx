import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PageBannerProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** Width of the text column: "md" lines up with a form column, "lg" with a wider grid of cards below. */
  maxWidth?: 'md' | 'lg';
}

export function PageBanner({ eyebrow, title, subtitle, actions, maxWidth = 'md' }: PageBannerProps) {
  return (
    <Box
      component="section"
      sx={{
        color: 'common.white',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 60%, #1d5c8f 100%)`,
        py: { xs: 6, md: 9 },
      }}
    >
      <Container maxWidth={maxWidth}>
        {eyebrow && (
          <Typography
            component="p"
            variant="overline"
            sx={{ color: '#ffd98a', fontWeight: 700, letterSpacing: '0.12em', mb: 1 }}
          >
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' }, mb: 2 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: '40rem', opacity: 0.95 }}>
            {subtitle}
          </Typography>
        )}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            {actions}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
