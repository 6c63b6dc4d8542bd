import { defineDraftsSuite } from './drafts-suite';
import { pgliteBackend } from './support/backends';

defineDraftsSuite(pgliteBackend);
