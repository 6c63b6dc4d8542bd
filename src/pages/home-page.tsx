import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PhoneIcon from '@mui/icons-material/Phone';
import { PageBanner } from '../components/page-banner';
import { agency } from '../content/agency';
import { usePageMeta } from '../app/page-meta';
import { wizardEntries } from '../wizard/wizard-registry';

const yearsInBusiness = new Date().getFullYear() - agency.foundedYear;

/** Placeholder home page until the full site is built: who we are, and the online requests available. */
export function HomePage() {
  usePageMeta({
    title: agency.name,
    description:
      `${agency.name} is a family-owned independent insurance agency in San Jose, CA, offering auto, home, ` +
      'commercial and specialty coverage since 1988.',
  });
  return (
    <>
      <PageBanner
        eyebrow={`Independent agency · San Jose, CA · Since ${agency.foundedYear}`}
        title={agency.name}
        subtitle={
          `For more than ${yearsInBusiness} years our family has helped neighbors in ${agency.areasServed.join(', ')} ` +
          'find the right auto, home, commercial and specialty coverage, with real people who answer the phone.'
        }
        actions={
          <Button
            href={agency.phone.href}
            variant="contained"
            color="inherit"
            size="large"
            startIcon={<PhoneIcon aria-hidden />}
            sx={{ color: 'primary.dark', bgcolor: 'common.white', '&:hover': { bgcolor: '#e8eef5' } }}
          >
            Call {agency.phone.display}
          </Button>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h4" component="h2" gutterBottom>
          Online requests for policyholders
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: '44rem' }}>
          Need to update your policy? Send us your request online at any time; a licensed agent reviews every
          request and confirms the change with you.
        </Typography>
        <Grid container spacing={3}>
          {wizardEntries.map((entry) => (
            <Grid key={entry.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={entry.route} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h6" component="h3" gutterBottom>
                      {entry.title}
                    </Typography>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 600 }}>
                      Start online <ArrowForwardIcon fontSize="small" aria-hidden />
                    </Box>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
