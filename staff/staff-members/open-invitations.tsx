/**
 * The invitations sent and not yet accepted: to whom, as what, by whom and until when their link works. An owner may
 * withdraw one (a mistaken address, someone who is not joining after all): its link stops working at once.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InvitationView } from '../../schemas/staff-api';
import { api, type ApiError } from '../api/http';
import { formatTime } from '../format/dates';
import { ROLES } from '../format/roles';
import { useAnnounce } from '../ui/announcer';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorAlert } from '../ui/error-alert';

export function OpenInvitations({ invitations, error, onChanged }: { invitations: readonly InvitationView[]; error?: ApiError; onChanged: () => void }) {
  const announce = useAnnounce();
  const [withdrawing, setWithdrawing] = useState<InvitationView | null>(null);
  if (invitations.length === 0 && !error) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="open-invitations" sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}>
      <Typography variant="h2" id="open-invitations" sx={{ mb: 1 }}>
        Open invitations
      </Typography>
      <ErrorAlert error={error ?? null} sx={{ mb: 1 }} />
      <List disablePadding data-testid="open-invitations">
        {invitations.map((invitation) => (
          <ListItem
            key={invitation.id}
            disableGutters
            divider
            sx={{ flexWrap: 'wrap', gap: 1 }}
            secondaryAction={
              <Button color="error" onClick={() => setWithdrawing(invitation)} aria-label={`Withdraw the invitation of ${invitation.email}`}>
                Withdraw
              </Button>
            }
          >
            <ListItemText
              sx={{ pr: 14, overflowWrap: 'anywhere' }}
              primary={`${invitation.email} · ${ROLES[invitation.role].label}`}
              secondary={`Sent by ${invitation.invitedBy ?? 'the server’s command line'} · the link works until ${formatTime(invitation.expiresAt)}`}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={withdrawing !== null}
        title={`Withdraw the invitation of ${withdrawing?.email ?? ''}?`}
        confirmLabel="Withdraw"
        onClose={() => setWithdrawing(null)}
        onConfirm={async () => {
          if (!withdrawing) return;
          await api.delete(`/staff/invitations/${withdrawing.id}`);
          announce(`The invitation of ${withdrawing.email} is withdrawn`);
          onChanged();
        }}
      >
        Its link stops working at once. You can invite the address again later.
      </ConfirmDialog>
    </Paper>
  );
}
