/** /login and /register: an honest "coming soon" with the ways to reach us that work today. */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import { usePageMeta } from '../app/page-meta';
import { ClosingBanner } from '../components/closing-banner';
import { PageBanner } from '../components/page-banner';
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
        <Typography sx={{ mb: 3, fontSize: '1.1rem' }}>{fillAgencyPlaceholders(copy.body)}</Typography>
        <Button href={agency.phone.href} variant="contained" size="large" startIcon={<PhoneIcon aria-hidden />} sx={{ mb: 3 }}>
          {fillAgencyPlaceholders(copy.callLabel)}
        </Button>
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
