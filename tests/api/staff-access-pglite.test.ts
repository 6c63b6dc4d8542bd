import { pgliteBackend } from './support/backends';
import { defineStaffAccessSuite } from './staff-access-suite';

defineStaffAccessSuite(pgliteBackend);
