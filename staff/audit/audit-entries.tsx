/**
 * Audit entries as the log shows them: a table on a screen wide enough to scan its columns, a list of sentences on a
 * phone ("Ana Agent revealed License Number (Driver 1)", then when and which request), where four columns would not
 * fit.
 */
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AuditEntryView, RequestKindView } from '../../schemas/staff-api';
import { formatTime } from '../format/dates';
import { kindTitle } from '../format/kinds';
import { ScrollTable } from '../ui/scroll-table';
import { describeAudit } from './audit-wording';

interface AuditEntriesProps {
  entries: readonly AuditEntryView[];
  kinds: readonly RequestKindView[];
  empty: string;
}

function RequestLink({ entry }: { entry: AuditEntryView }) {
  if (!entry.inboxRequestId) return null;
  return (
    <Link component={RouterLink} to={`/requests/${entry.inboxRequestId}`} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, whiteSpace: 'nowrap' }}>
      {entry.subject}
    </Link>
  );
}

function kindOf(entry: AuditEntryView, kinds: readonly RequestKindView[]): string {
  if (!entry.kind) return '';
  return entry.kind === 'newsletter' ? 'Newsletter' : kindTitle(kinds, entry.kind);
}

export function AuditEntries({ entries, kinds, empty }: AuditEntriesProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Box component="ol" data-testid="audit-entries" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {entries.length === 0 && <Box component="li" sx={{ p: 2 }}>{empty}</Box>}
          {entries.map((entry) => (
            <Box component="li" key={entry.id} sx={{ px: 2, py: 1.25, '& + li': { borderTop: 1, borderColor: 'divider' } }}>
              <Typography>
                <strong>{entry.actorName}</strong> {describeAudit(entry, { kinds })}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="div" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                <span>{formatTime(entry.at)}</span>
                <RequestLink entry={entry} />
                {entry.kind && <span>{kindOf(entry, kinds)}</span>}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    );
  }
  return (
    <ScrollTable label="Audit log entries" minWidth={720}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">When</TableCell>
          <TableCell component="th" scope="col">Who</TableCell>
          <TableCell component="th" scope="col">What</TableCell>
          <TableCell component="th" scope="col">Request</TableCell>
        </TableRow>
      </TableHead>
      <TableBody data-testid="audit-entries">
        {entries.length === 0 && (
          <TableRow>
            <TableCell colSpan={4}>{empty}</TableCell>
          </TableRow>
        )}
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(entry.at)}</TableCell>
            <TableCell>{entry.actorName}</TableCell>
            <TableCell>{describeAudit(entry, { kinds })}</TableCell>
            <TableCell>
              <RequestLink entry={entry} />
              {entry.kind && (
                <Typography variant="body2" color="text.secondary">
                  {kindOf(entry, kinds)}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}
