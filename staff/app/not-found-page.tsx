import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../ui/page-heading';

/** An address under /staff that is no page of the inbox. */
export function NotFoundPage() {
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
      <PageHeading title="Page not found" />
      <Typography>
        There is no such page in the staff inbox.{' '}
        <Link component={RouterLink} to="/">
          Go to the requests
        </Link>
        .
      </Typography>
    </Box>
  );
}
