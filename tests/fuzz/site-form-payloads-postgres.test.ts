import { postgresBackend } from '../api/support/backends';
import { defineSiteFormPayloadFuzz } from './site-form-payloads-suite';

// PostgreSQL at 127.0.0.1:5432 must be running (CI starts it): the suite fails, never skips, without it.
defineSiteFormPayloadFuzz(postgresBackend);
