import { postgresBackend } from '../api/support/backends';
import { defineStorageSuite } from './storage-suite';

defineStorageSuite(postgresBackend);
