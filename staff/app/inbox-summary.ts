import type { InboxSummary } from '../../schemas/staff-api';
import { businessHours } from '../format/dates';

/** The header's figures in words: "16 open · 3 unread · median first response 2.5 business hours (last 7 days)". */
export function summaryText(summary: InboxSummary): string {
  const median =
    summary.medianFirstResponseHours === null
      ? 'no first responses in the last 7 days'
      : `median first response ${businessHours(summary.medianFirstResponseHours)} (last 7 days)`;
  return `${summary.open.toLocaleString('en-US')} open · ${summary.unread.toLocaleString('en-US')} unread · ${median}`;
}
