import { pgliteBackend } from '../api/support/backends';
import { defineDeliverySuite } from './delivery-suite';

defineDeliverySuite(pgliteBackend);
