import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClosingBannerCopy } from '../content/closing-banner';
import { revealOnScroll } from '../app/motion';

interface ClosingBannerProps {
  copy: ClosingBannerCopy;
}

/**
 * The call to action that closes a page: contact us, or get a quote. It sits on a light band so that it reads
 * as its own section between the page and the navy footer.
 */
export function ClosingBanner({ copy }: ClosingBannerProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: '#e8eef5', borderTop: 1, borderColor: '#d3dde9', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md" {...revealOnScroll} sx={{ textAlign: 'center' }}>
        <Typography id={headingId} variant="h4" component="h2" color="primary.dark" sx={{ mb: 1.5 }}>
          {copy.title}
        </Typography>
        <Typography sx={{ maxWidth: '38rem', mx: 'auto', fontSize: { md: '1.1rem' } }}>{copy.text}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
          <Button href={copy.contact.to} variant="contained" size="large">
            {copy.contact.label}
          </Button>
          <Button
            href={copy.quote.to}
            variant="outlined"
            size="large"
            sx={{ bgcolor: 'common.white', '&:hover': { bgcolor: 'common.white' } }}
          >
            {copy.quote.label}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
