/**
 * The inbox's sections, in the order of its navigation; the owners' only where `owners` says so. The member's own
 * account is the header's button with their name, as in most tools. The navigation stays on one line: on a phone too
 * narrow for every section it scrolls sideways (app/inbox-layout.tsx).
 */
interface InboxSection {
  path: string;
  label: string;
  owners?: boolean;
  /** Other paths of the section: a request's page belongs to Requests. */
  alsoUnder?: string;
}

export const INBOX_SECTIONS: readonly InboxSection[] = [
  { path: '/', label: 'Requests', alsoUnder: '/requests/' },
  { path: '/newsletter', label: 'Newsletter' },
  { path: '/funnel', label: 'Funnel' },
  { path: '/audit', label: 'Audit log', owners: true },
  { path: '/webhooks', label: 'Webhooks', owners: true },
  { path: '/staff', label: 'Staff', owners: true },
];

export function isCurrentSection(section: InboxSection, pathname: string): boolean {
  return pathname === section.path || (section.alsoUnder !== undefined && pathname.startsWith(section.alsoUnder));
}
