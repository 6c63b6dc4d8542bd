/** Where the staff side lives: its pages, its API, and the addresses of its pages in the agency's e-mails. */

export const STAFF_PATH = '/staff';
export const STAFF_API_PATH = '/api/staff';

/** A request's page in the inbox: its inbox row's id. */
export function staffRequestLink(publicUrl: string, inboxId: string): string {
  return `${publicUrl}${STAFF_PATH}/requests/${inboxId}`;
}

export function staffInboxLink(publicUrl: string): string {
  return `${publicUrl}${STAFF_PATH}`;
}
