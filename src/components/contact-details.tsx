import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { agency, formatAddressLines } from '../../config/agency';
import { externalLinkProps, NEW_TAB_HINT } from './external-link';

/** OpenStreetMap search for the office address: a plain link, so no map script or cookie loads with the page. */
export function openStreetMapUrl(): string {
  const { street, city, state, zip } = agency.address;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${street}, ${city}, ${state} ${zip}`)}`;
}

interface ContactDetailsProps {
  mapLabel: string;
  hoursTitle: string;
}

/** Address, phone, e-mail and the one set of opening hours from the agency config, beside a static map card. */
export function ContactDetails({ mapLabel, hoursTitle }: ContactDetailsProps) {
  const [line1, line2] = formatAddressLines(agency.address);
  const row = { display: 'flex', gap: 1.5, mb: 2 } as const;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
          <CardContent sx={{ p: 3 }}>
            <Box sx={row}>
              <PlaceOutlinedIcon color="primary" aria-hidden />
              <Typography component="address" sx={{ fontStyle: 'normal' }}>
                {agency.name}
                <br />
                {line1}
                <br />
                {line2}
              </Typography>
            </Box>
            <Box sx={row}>
              <PhoneOutlinedIcon color="primary" aria-hidden />
              <Link href={agency.phone.href}>{agency.phone.display}</Link>
            </Box>
            <Box sx={row}>
              <EmailOutlinedIcon color="primary" aria-hidden />
              <Link href={agency.email.href} sx={{ overflowWrap: 'anywhere' }}>
                {agency.email.address}
              </Link>
            </Box>
            <Box sx={{ ...row, mb: 0 }}>
              <ScheduleOutlinedIcon color="primary" aria-hidden />
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{hoursTitle}</Typography>
                {agency.hours.map((entry) => (
                  <Typography key={entry.days} color="text.secondary">
                    {entry.days}: {entry.hours}
                  </Typography>
                ))}
              </Box>
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Link
          href={openStreetMapUrl()}
          {...externalLinkProps}
          underline="none"
          aria-label={`${mapLabel}: ${line1}, ${line2}${NEW_TAB_HINT}`}
          sx={{
            display: 'grid',
            placeItems: 'center',
            minHeight: 240,
            height: '100%',
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            color: 'primary.dark',
            // A static street-grid illustration drawn in CSS: no tiles or images are fetched from anyone.
            backgroundColor: '#eef3e8',
            backgroundImage:
              'linear-gradient(90deg, rgba(255,255,255,0.9) 10px, transparent 10px), ' +
              'linear-gradient(rgba(255,255,255,0.9) 10px, transparent 10px), ' +
              'linear-gradient(35deg, transparent 48%, #f6d28b 48%, #f6d28b 52%, transparent 52%)',
            backgroundSize: '90px 90px, 90px 90px, 100% 100%',
            '&:hover .map-pin, &:focus-visible .map-pin': { transform: 'translateY(-4px)' },
          }}
        >
          <Box sx={{ textAlign: 'center', bgcolor: 'rgba(255,255,255,0.92)', borderRadius: 2, px: 3, py: 2, boxShadow: 2 }}>
            <PlaceOutlinedIcon className="map-pin" color="error" aria-hidden sx={{ fontSize: 44, transition: 'transform 0.2s' }} />
            <Typography sx={{ fontWeight: 700 }}>{line2}</Typography>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 600 }}>
              <MapOutlinedIcon fontSize="small" aria-hidden /> {mapLabel}
            </Box>
          </Box>
        </Link>
      </Grid>
    </Grid>
  );
}
