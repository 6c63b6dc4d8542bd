import { defineApiSuite } from './api-suite';
import { pgliteBackend } from './support/backends';

defineApiSuite(pgliteBackend);
