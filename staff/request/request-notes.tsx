/** The staff's internal notes on a request, oldest first, and a new one. The visitor never sees them. */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_NOTE_LENGTH, type RequestNote } from '../../schemas/staff-api';
import { api, type ApiError } from '../api/http';
import { formatTime } from '../format/dates';
import { useAnnounce } from '../ui/announcer';
import { ErrorAlert } from '../ui/error-alert';

interface RequestNotesProps {
  requestId: string;
  notes: readonly RequestNote[];
  onAdded: (note: RequestNote) => void;
}

export function RequestNotes({ requestId, notes, onAdded }: RequestNotesProps) {
  const announce = useAnnounce();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [empty, setEmpty] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setEmpty(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const note = await api.post<RequestNote>(`/requests/${requestId}/notes`, { body });
      onAdded(note);
      setBody('');
      announce('Note added');
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Notes
      </Typography>
      {notes.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No notes yet. Notes are for the staff only.
        </Typography>
      ) : (
        <Box component="ol" data-testid="notes" sx={{ m: 0, mb: 2, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {notes.map((note) => (
            <Box component="li" key={note.id} sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}>
              <Typography variant="body2" color="text.secondary">
                <strong>{note.authorName}</strong> · {formatTime(note.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box component="form" onSubmit={add} noValidate>
        <TextField
          label="New note"
          multiline
          minRows={3}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            setEmpty(false);
          }}
          error={empty || body.length > MAX_NOTE_LENGTH}
          helperText={empty ? 'Write the note first.' : `${body.length.toLocaleString('en-US')} of ${MAX_NOTE_LENGTH.toLocaleString('en-US')} characters`}
          slotProps={{ htmlInput: { maxLength: MAX_NOTE_LENGTH } }}
        />
        <ErrorAlert error={error} sx={{ mt: 1 }} />
        <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: 1 }}>
          {busy ? 'Adding…' : 'Add note'}
        </Button>
      </Box>
    </Paper>
  );
}
