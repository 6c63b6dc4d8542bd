/**
 * What shows when a page itself fails, most often because its code cannot be fetched (the connection dropped, or a
 * new version was deployed meanwhile and the old files are gone): reloading fetches the current version.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageHeading } from '../ui/page-heading';

export function RouteError() {
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
      <PageHeading title="This page did not load" />
      <Alert severity="error" sx={{ mb: 2 }}>
        The inbox could not show this page. This happens when the connection drops or the inbox was just updated.
      </Alert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Box>
  );
}
