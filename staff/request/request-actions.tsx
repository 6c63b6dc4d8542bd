/**
 * Working a request: its status along its kind's pipeline, its owner (or taking it), the reply by e-mail, and for
 * owners deleting it. Every change is the API's answer shown at once and said aloud.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InboxRow, RequestDetail, StaffMe, StaffMemberView } from '../../schemas/staff-api';
import { api, type ApiError } from '../api/http';
import { useAnnounce } from '../ui/announcer';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorAlert } from '../ui/error-alert';

interface RequestActionsProps {
  detail: RequestDetail;
  me: StaffMe;
  staff: readonly StaffMemberView[];
  onChanged: (row: InboxRow, previous: InboxRow) => void;
  /** Where the inbox list was, to go back to after deleting. */
  listPath: string;
}

export function RequestActions({ detail, me, staff, onChanged, listPath }: RequestActionsProps) {
  const navigate = useNavigate();
  const announce = useAnnounce();
  const { row } = detail;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [deleting, setDeleting] = useState(false);

  const change = async (path: 'status' | 'owner', body: unknown, said: (row: InboxRow) => string) => {
    setBusy(true);
    setError(null);
    try {
      const changed = await api.post<InboxRow>(`/requests/${row.id}/${path}`, body);
      onChanged(changed, row);
      announce(said(changed));
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setBusy(false);
    }
  };

  const statusLabel = (key: string) => detail.pipeline.find((status) => status.key === key)?.label ?? key;
  const setStatus = (status: string) => change('status', { status }, (changed) => `Status changed to ${statusLabel(changed.status)}`);
  const setOwner = (ownerId: string | null) =>
    change('owner', { ownerId }, (changed) =>
      changed.ownerId === me.id ? 'You now own this request' : changed.ownerName ? `${changed.ownerName} now owns this request` : 'This request has no owner now',
    );
  // A member removed since still shows as the owner of the requests they had.
  const owners = staff.some((member) => member.id === row.ownerId) || row.ownerId === null ? staff : [...staff, { id: row.ownerId, name: row.ownerName ?? 'Former staff member' }];

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Work on this request
      </Typography>
      <Stack spacing={2}>
        <TextField select label="Status" value={row.status} onChange={(event) => void setStatus(event.target.value)} disabled={busy}>
          {detail.pipeline.map((status) => (
            <MenuItem key={status.key} value={status.key}>
              {status.label}
              {status.closed ? ' (closes it)' : ''}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Owner"
          value={row.ownerId ?? ''}
          onChange={(event) => void setOwner(event.target.value === '' ? null : event.target.value)}
          disabled={busy}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Nobody</MenuItem>
          {owners.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {member.name}
              {member.id === me.id ? ' (you)' : ''}
            </MenuItem>
          ))}
        </TextField>
        {row.ownerId !== me.id && (
          <Button variant="outlined" startIcon={<PersonAddAltOutlinedIcon aria-hidden />} onClick={() => void setOwner(me.id)} disabled={busy}>
            Take ownership
          </Button>
        )}
        <ErrorAlert error={error} />
        {detail.replyLink ? (
          <Button variant="contained" startIcon={<MailOutlinedIcon aria-hidden />} component="a" href={detail.replyLink}>
            Reply by e-mail
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            This request has no e-mail address to reply to.
          </Typography>
        )}
        {me.role === 'owner' && (
          <Button color="error" variant="outlined" startIcon={<DeleteOutlinedIcon aria-hidden />} onClick={() => setDeleting(true)}>
            Delete request
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={deleting}
        title="Delete this request?"
        confirmLabel="Delete for good"
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await api.delete(`/requests/${row.id}`);
          announce(`Request ${row.requestId} deleted`);
          navigate(listPath, { replace: true });
        }}
      >
        {row.requestId} from {row.name || 'the visitor'} goes for good, with its files and notes. The audit log keeps who deleted it and when.
      </ConfirmDialog>
    </Paper>
  );
}
