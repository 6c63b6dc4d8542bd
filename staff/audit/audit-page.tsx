/**
 * The owners' audit log: everything done in the inbox, newest first, a hundred entries at a time, narrowed to one
 * kind of action if wished. Each entry is in words (audit-wording.ts) and links to its request (audit-entries.tsx).
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AuditEntryView } from '../../schemas/staff-api';
import { api, type ApiError } from '../api/http';
import { useInbox } from '../app/inbox-context';
import { OwnersOnly } from '../app/owners-only';
import { ErrorAlert } from '../ui/error-alert';
import { Loading } from '../ui/loading';
import { PageHeading } from '../ui/page-heading';
import { AuditEntries } from './audit-entries';
import { AUDIT_ACTION_LABELS } from './audit-wording';

interface AuditPageAnswer {
  entries: AuditEntryView[];
  next: number | null;
}

export function AuditPage() {
  return (
    <OwnersOnly title="Audit log">
      <AuditLog />
    </OwnersOnly>
  );
}

function AuditLog() {
  const { kinds } = useInbox();
  const [action, setAction] = useState('');
  const [entries, setEntries] = useState<AuditEntryView[] | null>(null);
  const [next, setNext] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  const load = async (before: number | null, replace: boolean, signal?: AbortSignal) => {
    setBusy(true);
    setError(null);
    const query = new URLSearchParams({ ...(before !== null ? { before: String(before) } : {}), ...(action ? { action } : {}) });
    try {
      const answer = await api.get<AuditPageAnswer>(`/audit${query.size > 0 ? `?${query}` : ''}`, { signal });
      setEntries((current) => (replace || !current ? answer.entries : [...current, ...answer.entries]));
      setNext(answer.next);
    } catch (failure) {
      if (!signal?.aborted) setError(failure as ApiError);
    } finally {
      if (!signal?.aborted) setBusy(false);
    }
  };

  useEffect(() => {
    const controller = new AbortController();
    setEntries(null);
    void load(null, true, controller.signal);
    return () => controller.abort();
    // A new action starts the log over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action]);

  return (
    <>
      <PageHeading title="Audit log" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Everything done in the inbox, newest first: who opened, revealed, downloaded, exported, changed or deleted what, who invited, changed or
        removed whom, and who changed the webhook endpoints. Entries can never be changed or removed.
      </Typography>
      <TextField
        select
        label="Show"
        value={action}
        onChange={(event) => setAction(event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, maxWidth: 360 }}
      >
        <MenuItem value="">Every action</MenuItem>
        {Object.entries(AUDIT_ACTION_LABELS).map(([key, label]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <ErrorAlert error={error} onRetry={() => void load(entries === null ? null : next, entries === null)} sx={{ mb: 2 }} />
      {entries === null ? (
        !error && <Loading label="Loading the audit log…" />
      ) : (
        <>
          <AuditEntries entries={entries} kinds={kinds} empty={`No entries${action ? ' of this action' : ''} yet.`} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            {next !== null && (
              <Button variant="outlined" onClick={() => void load(next, false)} disabled={busy}>
                {busy ? 'Loading…' : 'Load more'}
              </Button>
            )}
            <Typography variant="body2" color="text.secondary" role="status">
              {entries.length.toLocaleString('en-US')} {entries.length === 1 ? 'entry' : 'entries'} shown{next === null ? ' (all of them)' : ''}
            </Typography>
          </Box>
        </>
      )}
    </>
  );
}
