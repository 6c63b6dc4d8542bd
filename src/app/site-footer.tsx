import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AgencyLogo } from '../components/agency-logo';
import { FooterLinks } from '../components/footer-links';
import { agency, formatAddressLines } from '../../config/agency';

import { NewsletterSignup } from './newsletter-signup';

const rule = { border: 0, borderTop: '1px solid rgba(255,255,255,0.2)', my: 3 } as const;
const footerHeading = { fontSize: '1rem', fontWeight: 700, mb: 1.5, color: 'common.white' } as const;

export function SiteFooter() {
  const [addressLine1, addressLine2] = formatAddressLines(agency.address);
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'primary.dark',
        color: 'rgba(255,255,255,0.88)',
        pt: 6,
        pb: 4,
        mt: 'auto',
        '& a': { color: 'common.white' },
        // The default ring would vanish on navy; a light ring keeps focus visible here.
        '& :focus-visible': { outlineColor: '#ffd98a' },
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3.5 }}>
            <Link
              href="/"
              aria-label={`${agency.name}, home`}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 800, fontSize: '1.15rem' }}
              underline="none"
            >
              <AgencyLogo size={28} />
              {agency.name}
            </Link>
            <Typography sx={{ mt: 1.5 }}>{agency.tagline}</Typography>
            <Typography component="address" sx={{ fontStyle: 'normal', mt: 1.5 }}>
              {addressLine1}
              <br />
              {addressLine2}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3.5 }}>
            <Typography component="h2" sx={footerHeading}>
              Contact
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>Phone</Typography>
            <Typography sx={{ mb: 1 }}>
              <Link href={agency.phone.href}>{agency.phone.display}</Link>
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>E-mail</Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <Link href={agency.email.href}>{agency.email.address}</Link>
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
            <Typography component="h2" sx={footerHeading}>
              Office Hours
            </Typography>
            <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1 } }}>
              {agency.hours.map((entry) => (
                <Box key={entry.days}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {entry.days}
                  </Typography>
                  <Typography component="dd">{entry.hours}</Typography>
                </Box>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 2.5 }}>
            <Typography component="h2" sx={footerHeading}>
              Licensed Agents
            </Typography>
            {agency.agents.map((agent) => (
              <Box key={agent.name} sx={{ mb: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{agent.name}</Typography>
                <Typography variant="body2">{agent.title}</Typography>
                <Typography variant="body2">{agent.license}</Typography>
              </Box>
            ))}
          </Grid>
        </Grid>
        <FooterLinks />
        <Box component="hr" sx={rule} />
        <Box sx={{ maxWidth: 560 }}>
          <NewsletterSignup />
        </Box>
        <Box component="hr" sx={rule} />
        <Typography variant="body2">
          © {new Date().getFullYear()} {agency.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
