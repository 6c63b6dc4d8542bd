/** What happened to a request, newest first: who opened it, revealed what, changed what, and when. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AuditEntryView } from '../../schemas/staff-api';
import { describeAudit, type WordingContext } from '../audit/audit-wording';
import { formatTime } from '../format/dates';

export function RequestHistory({ entries, context }: { entries: readonly AuditEntryView[]; context: WordingContext }) {
  const newestFirst = [...entries].reverse();
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        History
      </Typography>
      <Box component="ol" data-testid="history" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {newestFirst.map((entry) => (
          <Box component="li" key={entry.id} sx={{ display: 'grid', gap: 0.25 }}>
            <Typography variant="body2">
              <strong>{entry.actorName}</strong> {describeAudit(entry, context)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatTime(entry.at)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
