import { defineInboxSuite } from './inbox-suite';
import { postgresBackend } from './support/backends';

// PostgreSQL at 127.0.0.1:5432 must be running (CI starts it): the suite fails, never skips, without it.
defineInboxSuite(postgresBackend);
