/** /login and /register: an honest "coming soon" with the ways to reach us that work today. */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../app/page-meta';
import { CallButton } from '../components/call-button';
import { ClosingBanner } from '../components/closing-banner';
import { PageBanner } from '../components/page-banner';
import { PhoneText } from '../components/phone-text';
import { agency, fillAgencyPlaceholders } from '../../config/agency';
import { accountPlaceholders } from '../content/account-placeholder';
import { closingBanner } from '../content/closing-banner';

export function AccountPlaceholderPage({ kind }: { kind: 'login' | 'register' }) {
  const copy = accountPlaceholders[kind];
  usePageMeta({ title: copy.metaTitle, description: fillAgencyPlaceholders(copy.metaDescription), noIndex: true });
  return (
    <>
      <PageBanner title={copy.title} subtitle={copy.subtitle} />
      <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
        {/* The e-mail address may break on the narrowest phones rather than run off the screen; the number never does. */}
        <Typography sx={{ mb: 3, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          <PhoneText text={fillAgencyPlaceholders(copy.body)} />
        </Typography>
        <CallButton href={agency.phone.href} label={fillAgencyPlaceholders(copy.callLabel)} variant="contained" size="large" sx={{ mb: 3 }} />
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {copy.links.map((link) => (
            <li key={link.to}>
              <Button href={link.to} variant="outlined" fullWidth>
                {link.label}
              </Button>
            </li>
          ))}
        </Stack>
      </Container>
      <ClosingBanner copy={closingBanner} />
    </>
  );
}
