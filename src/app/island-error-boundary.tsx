/**
 * Catches an island that fails in the browser (a chunk that could not be fetched, a bug), so the rest of the page
 * stays readable and the visitor gets a way forward. (When pre-rendering, a failing island fails the build instead:
 * src/prerender.tsx.)
 */
import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { agency } from '../../config/agency';

interface IslandErrorBoundaryState {
  failed: boolean;
}

export class IslandErrorBoundary extends Component<{ children: ReactNode }, IslandErrorBoundaryState> {
  override state: IslandErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): IslandErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert severity="error" role="alert">
        Something went wrong here. Please reload the page, or call us at{' '}
        <Link href={agency.phone.href}>{agency.phone.display}</Link>.
      </Alert>
    );
  }
}
