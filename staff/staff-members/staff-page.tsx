/**
 * The owners' staff page: who works in the inbox, their role and how they sign in; inviting someone, the invitations
 * still open, changing a role and removing someone. A change of role or a removal ends that person's sessions at once (the API's doing);
 * the agency always keeps an owner, which the API enforces and this page explains. A phone lists the members as
 * cards, where the table's five columns would not fit.
 */
import { useState } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { STAFF_ROLE_VALUES, type InvitationView, type StaffMemberView, type StaffRoleValue } from '../../schemas/staff-api';
import { api, type ApiError } from '../api/http';
import { useResource } from '../api/use-resource';
import { useInbox } from '../app/inbox-context';
import { OwnersOnly } from '../app/owners-only';
import { ROLES } from '../format/roles';
import { useAnnounce } from '../ui/announcer';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorAlert } from '../ui/error-alert';
import { PageHeading } from '../ui/page-heading';
import { ScrollTable } from '../ui/scroll-table';
import { InviteForm } from './invite-form';
import { OpenInvitations } from './open-invitations';
import { signInSummary } from './sign-in-summary';

export function StaffPage() {
  return (
    <OwnersOnly title="Staff">
      <StaffMembers />
    </OwnersOnly>
  );
}

function StaffMembers() {
  const { me, staff, refreshStaff } = useInbox();
  const announce = useAnnounce();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StaffMemberView | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const invitations = useResource<InvitationView[]>('/staff/invitations');

  const changeRole = async (member: StaffMemberView, role: StaffRoleValue) => {
    setError(null);
    setBusy(member.id);
    try {
      await api.patch(`/staff/${member.id}`, { role });
      announce(`${member.name} is now ${role === 'owner' ? 'an owner' : 'an agent'}, and signed out of the inbox`);
      refreshStaff();
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setBusy(null);
    }
  };

  // A member's role: a select for others, words for oneself (an owner cannot demote themselves here by mistake).
  const roleControl = (member: StaffMemberView) =>
    member.id === me.id || !member.role ? (
      member.role && ROLES[member.role].label
    ) : (
      <TextField
        select
        value={member.role}
        disabled={busy === member.id}
        onChange={(event) => void changeRole(member, event.target.value as StaffRoleValue)}
        // The column's heading says "Role" on screen; the select says whose.
        slotProps={{ htmlInput: { 'aria-label': `Role of ${member.name}` } }}
      >
        {STAFF_ROLE_VALUES.map((value) => (
          <MenuItem key={value} value={value}>
            {ROLES[value].label}
          </MenuItem>
        ))}
      </TextField>
    );

  const removeButton = (member: StaffMemberView) =>
    member.id !== me.id && (
      <Button color="error" startIcon={<DeleteOutlinedIcon aria-hidden />} onClick={() => setRemoving(member)} aria-label={`Remove ${member.name}`}>
        Remove
      </Button>
    );

  return (
    <>
      <PageHeading title="Staff" />
      <InviteForm
        onInvited={() => {
          refreshStaff();
          invitations.reload();
        }}
      />
      <OpenInvitations invitations={invitations.data ?? []} error={invitations.error} onChanged={invitations.reload} />
      <Typography variant="h2" sx={{ mb: 1 }}>
        Staff members
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Changing someone’s role or removing them signs them out at once. The agency always keeps at least one owner.
      </Typography>
      <ErrorAlert error={error} sx={{ mb: 2 }} />
      {phone ? (
        <Box component="ul" data-testid="staff-members" sx={{ m: 0, mb: 2, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {staff.map((member) => (
            <Paper component="li" variant="outlined" key={member.id} sx={{ p: 2, display: 'grid', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>
                <MemberName member={member} isMe={member.id === me.id} />
              </Typography>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Typography>
              <Typography variant="body2">{signInSummary(member)}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Box sx={{ flex: '1 1 10rem' }}>{roleControl(member)}</Box>
                {removeButton(member)}
              </Box>
            </Paper>
          ))}
        </Box>
      ) : (
        <ScrollTable label="Staff members" minWidth={760}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">Name</TableCell>
              <TableCell component="th" scope="col">E-mail address</TableCell>
              <TableCell component="th" scope="col">Role</TableCell>
              <TableCell component="th" scope="col">Signs in with</TableCell>
              <TableCell component="th" scope="col" align="right">
                Actions
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody data-testid="staff-members">
            {staff.map((member) => (
              <TableRow key={member.id}>
                <TableCell>
                  <MemberName member={member} isMe={member.id === me.id} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.email}</TableCell>
                <TableCell sx={{ minWidth: 150 }}>{roleControl(member)}</TableCell>
                <TableCell>{signInSummary(member)}</TableCell>
                <TableCell align="right">{removeButton(member)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await api.delete(`/staff/${removing.id}`);
          announce(`${removing.name} removed from the staff`);
          refreshStaff();
        }}
      >
        {removing?.name} ({removing?.email}) can no longer sign in, and is signed out at once. The requests they owned are left without an owner.
      </ConfirmDialog>
    </>
  );
}


function MemberName({ member, isMe }: { member: StaffMemberView; isMe: boolean }) {
  return (
    <>
      {member.name}
      {isMe && (
        <Typography component="span" variant="inherit" color="text.secondary" sx={{ fontWeight: 400 }}>
          {' '}
          (you)
        </Typography>
      )}
    </>
  );
}
