import { pgliteBackend } from '../api/support/backends';
import { defineCrashSuite } from './crash-suite';

defineCrashSuite(pgliteBackend);
