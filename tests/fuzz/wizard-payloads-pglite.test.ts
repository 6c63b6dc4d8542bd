import { pgliteBackend } from '../api/support/backends';
import { defineWizardPayloadFuzz } from './wizard-payloads-suite';

defineWizardPayloadFuzz(pgliteBackend);
