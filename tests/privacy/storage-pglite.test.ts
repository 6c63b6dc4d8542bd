import { pgliteBackend } from '../api/support/backends';
import { defineStorageSuite } from './storage-suite';

defineStorageSuite(pgliteBackend);
