import { defineInboxSuite } from './inbox-suite';
import { pgliteBackend } from './support/backends';

defineInboxSuite(pgliteBackend);
