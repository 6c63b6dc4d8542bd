import { pgliteBackend } from '../api/support/backends';
import { defineWebhooksSuite } from './webhooks-suite';

defineWebhooksSuite(pgliteBackend);
