import { Link as RouterLink, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { agency } from '../content/agency';

/** Shown when a page fails to load or render (e.g. a chunk could not be fetched). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page could not be displayed. Please reload the page, or call us at {agency.phone.display}.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Return to Home
      </Button>
    </Container>
  );
}
