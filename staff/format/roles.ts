import type { StaffRoleValue } from '../../schemas/staff-api';

/** The staff roles in words, and what each may do. */
export const ROLES: Readonly<Record<StaffRoleValue, { label: string; description: string }>> = {
  owner: { label: 'Owner', description: 'works every request, and also manages the staff, reads the audit log and deletes requests' },
  agent: { label: 'Agent', description: 'works every request and the newsletter list' },
};
