import { pgliteBackend } from './support/backends';
import { defineSiteFormsSuite } from './site-forms-suite';

defineSiteFormsSuite(pgliteBackend);
