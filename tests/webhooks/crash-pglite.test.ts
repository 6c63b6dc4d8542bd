import { pgliteBackend } from '../api/support/backends';
import { defineWebhookCrashSuite } from './crash-suite';

defineWebhookCrashSuite(pgliteBackend);
