import { pgliteBackend } from '../api/support/backends';
import { defineSiteFormPayloadFuzz } from './site-form-payloads-suite';

defineSiteFormPayloadFuzz(pgliteBackend);
