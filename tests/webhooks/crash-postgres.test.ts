import { postgresBackend } from '../api/support/backends';
import { defineWebhookCrashSuite } from './crash-suite';

// PostgreSQL at 127.0.0.1:5432 must be running (CI starts it): the suite fails, never skips, without it.
defineWebhookCrashSuite(postgresBackend);
