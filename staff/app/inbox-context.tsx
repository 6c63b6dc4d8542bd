/**
 * What every inbox page needs and the layout loads once: who is signed in, the kinds of request with their
 * pipelines, the staff (for owners' names and the owner filter), and the header's figures.
 */
import { createContext, useContext } from 'react';
import type { InboxSummary, RequestKindView, StaffMe, StaffMemberView } from '../../schemas/staff-api';

export interface InboxContextValue {
  me: StaffMe;
  kinds: RequestKindView[];
  staff: StaffMemberView[];
  summary: InboxSummary | undefined;
  refreshMe: () => void;
  refreshStaff: () => void;
  refreshSummary: () => void;
}

export const InboxContext = createContext<InboxContextValue | null>(null);

export function useInbox(): InboxContextValue {
  const value = useContext(InboxContext);
  if (!value) throw new Error('useInbox is used outside the inbox layout');
  return value;
}
