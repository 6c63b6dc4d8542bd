import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import type { WizardTexts } from '../../../engine/wizard-ui';
import { agency } from '../../../config/agency';

interface ThankYouProps {
  texts: WizardTexts['thankYou'];
  requestId: string | null;
}

export function ThankYou({ texts, requestId }: ThankYouProps) {
  const labelId = useId();
  return (
    <Box sx={{ textAlign: 'center' }} data-testid="wizard-thank-you">
      <CheckCircleOutlineIcon aria-hidden color="success" sx={{ fontSize: 64, mb: 1 }} />
      <Typography component="h3" variant="h4" gutterBottom>
        {texts.title}
      </Typography>
      <Typography sx={{ maxWidth: '36rem', mx: 'auto', mb: 3 }}>{texts.body}</Typography>
      <Paper variant="outlined" sx={{ p: 2.5, maxWidth: '28rem', mx: 'auto', mb: 3, bgcolor: 'grey.50' }}>
        <Typography color="text.secondary" sx={{ fontWeight: 600 }} id={labelId}>
          {texts.requestIdLabel}
        </Typography>
        <Typography
          data-testid="request-id"
          aria-labelledby={labelId}
          // Small enough on phones for the id to stay on one line down to 320 px; broken only on narrower screens.
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: { xs: '1.2rem', sm: '1.5rem' },
            fontWeight: 700,
            my: 1,
            wordBreak: 'break-all',
          }}
        >
          {requestId ?? 'Processing...'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.saveNote}
        </Typography>
      </Paper>
      <Typography sx={{ mb: 3 }}>
        Questions? Call us at <Link href={agency.phone.href}>{agency.phone.display}</Link> or e-mail{' '}
        <Link href={agency.email.href} sx={{ wordBreak: 'break-word' }}>
          {agency.email.address}
        </Link>
        .
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button href="/" variant="contained">
          Return to Home
        </Button>
        <Button href="/services" variant="outlined">
          View Our Services
        </Button>
      </Stack>
    </Box>
  );
}
