import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { agency } from '../content/agency';

export function SiteHeader() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 60, sm: 68 }, gap: 2 }}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            color="primary"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto', minWidth: 0 }}
          >
            <ShieldOutlinedIcon aria-hidden sx={{ fontSize: 32 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 800, lineHeight: 1.1, fontSize: { xs: '1rem', sm: '1.15rem' } }}>
                {agency.name}
              </Typography>
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ display: { xs: 'none', sm: 'block' } }}
              >
                Family-owned in San Jose since {agency.foundedYear}
              </Typography>
            </Box>
          </Link>
          <Button
            href={agency.phone.href}
            variant="outlined"
            startIcon={<PhoneIcon aria-hidden />}
            aria-label={`Call us at ${agency.phone.display}`}
            sx={{ flexShrink: 0, px: { xs: 1.5, sm: 2.5 } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {agency.phone.display}
            </Box>
            <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
              Call
            </Box>
          </Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
