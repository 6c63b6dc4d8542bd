import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HeroQuickActions } from './hero-quick-actions';
import { PhoneText } from './phone-text';

interface PageBannerProps {
  /** A short line over the title; parts separated by " · " wrap as wholes. */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}

/** Room for the separator before each eyebrow part. */
const SEPARATOR_WIDTH = '1.6em';

/**
 * The eyebrow's parts side by side, each with its "·" before it. The row starts one separator to the left of the
 * text and clips it, so the separator of a part that opens a line is cut off: a line never starts or ends with
 * a dangling "·" however the parts wrap.
 */
function Eyebrow({ text }: { text: string }) {
  const parts = text.split(' · ');
  return (
    <Box sx={{ overflow: 'hidden', mb: 1 }}>
      <Typography
        component="p"
        variant="overline"
        data-testid="banner-eyebrow"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          ml: `-${SEPARATOR_WIDTH}`,
          color: '#ffd98a',
          fontWeight: 700,
          letterSpacing: '0.12em',
        }}
      >
        {parts.map((part) => (
          <Box
            component="span"
            key={part}
            data-eyebrow-part
            sx={{
              whiteSpace: 'nowrap',
              // Read as a pause by no one: the alternative text of the separator is empty.
              '&::before': { content: '"·" / ""', display: 'inline-block', width: SEPARATOR_WIDTH, textAlign: 'center' },
            }}
          >
            {part}
          </Box>
        ))}
      </Typography>
    </Box>
  );
}

/**
 * The banner at the top of every page: eyebrow, title, subtitle and the page's buttons on the left; from the medium
 * breakpoint up, the quick actions (get a quote, change a policy, file a claim) on the right.
 */
export function PageBanner({ eyebrow, title, subtitle, actions }: PageBannerProps) {
  const quickActionsTitleId = useId();
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
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 22rem' }, columnGap: 8, alignItems: 'center' }}
      >
        <div>
          {eyebrow && <Eyebrow text={eyebrow} />}
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '3rem' }, mb: 2 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: '40rem', opacity: 0.95 }}>
              <PhoneText text={subtitle} />
            </Typography>
          )}
          {actions && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
              {actions}
            </Stack>
          )}
        </div>
        <HeroQuickActions titleId={quickActionsTitleId} />
      </Container>
    </Box>
  );
}
