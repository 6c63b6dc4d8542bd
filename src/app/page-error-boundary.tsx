/**
 * Catches a page that fails to load or render in the browser (a chunk that could not be fetched, a bug), so the
 * header and footer stay usable and the visitor gets a way forward. Keyed by path in the shell: navigating away
 * clears the error. (When pre-rendering, a failing page fails the build instead: src/prerender.tsx.)
 */
import { Component, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { agency } from '../../config/agency';

function PageError() {
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

interface PageErrorBoundaryState {
  failed: boolean;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): PageErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
