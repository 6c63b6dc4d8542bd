import { postgresBackend } from './support/backends';
import { defineStaffAccessSuite } from './staff-access-suite';

// PostgreSQL at 127.0.0.1:5432 must be running (CI starts it): the suite fails, never skips, without it.
defineStaffAccessSuite(postgresBackend);
