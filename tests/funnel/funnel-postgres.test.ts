import { postgresBackend } from '../api/support/backends';
import { defineFunnelSuite } from './funnel-suite';

// PostgreSQL at 127.0.0.1:5432 must be running (CI starts it): the suite fails, never skips, without it.
defineFunnelSuite(postgresBackend);
