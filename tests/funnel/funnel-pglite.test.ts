import { pgliteBackend } from '../api/support/backends';
import { defineFunnelSuite } from './funnel-suite';

defineFunnelSuite(pgliteBackend);
