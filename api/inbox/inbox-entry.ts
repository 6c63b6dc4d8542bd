/**
 * A request's row in the inbox, written in the transaction that stores the request (a wizard's submission,
 * api/submissions/wizard-form.ts; a contact message, contact-form.ts), so the inbox holds a request exactly when it is
 * stored. It copies what the inbox lists and searches on; the request itself stays where it is.
 */
import type { Tx } from '../db/database';
import { inboxRequests } from '../db/schema';

export interface InboxEntry {
  kind: string;
  requestId: string;
  receivedAt: Date;
  name?: string;
  email?: string;
  phone?: string;
  policyNumber?: string;
  submissionId?: string;
  contactMessageId?: string;
}

/** What a search matches: the request id and the contact fields, in lower case; the phone as its digits. */
export function searchTextOf(entry: Pick<InboxEntry, 'requestId' | 'name' | 'email' | 'phone' | 'policyNumber'>): string {
  return [entry.requestId, entry.name, entry.email, entry.phone?.replace(/\D/g, ''), entry.policyNumber]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' ')
    .toLowerCase();
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The contact fields every wizard names alike (`/fullName`, `/email`, `/phone`, `/policyNumber`), as the inbox lists them. */
export function contactFieldsOf(payload: Record<string, unknown>): Pick<InboxEntry, 'name' | 'email' | 'phone' | 'policyNumber'> {
  return { name: text(payload.fullName), email: text(payload.email), phone: text(payload.phone), policyNumber: text(payload.policyNumber) };
}

export async function addToInbox(tx: Tx, entry: InboxEntry): Promise<string> {
  const [row] = await tx
    .insert(inboxRequests)
    .values({
      kind: entry.kind,
      requestId: entry.requestId,
      receivedAt: entry.receivedAt,
      name: entry.name ?? '',
      email: entry.email ?? '',
      phone: entry.phone ?? '',
      policyNumber: entry.policyNumber ?? '',
      searchText: searchTextOf(entry),
      submissionId: entry.submissionId ?? null,
      contactMessageId: entry.contactMessageId ?? null,
    })
    .returning({ id: inboxRequests.id });
  if (!row) throw new Error('the inbox insert returned no row');
  return row.id;
}
