/**
 * The newsletter list: the addresses that signed up on the website, newest first, searched and paged by the API,
 * exported as CSV or JSON (with the consent each gave), and removed one at a time when someone asks to leave.
 */
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { NewsletterRow } from '../../schemas/staff-api';
import { api, apiUrl } from '../api/http';
import { useResource } from '../api/use-resource';
import { formatTime } from '../format/dates';
import { useAnnounce } from '../ui/announcer';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorAlert } from '../ui/error-alert';
import { Loading } from '../ui/loading';
import { PageHeading } from '../ui/page-heading';
import { ScrollTable } from '../ui/scroll-table';
import { SearchField } from '../ui/search-field';

const PAGE_SIZE = 25;
const MAX_SEARCH_LENGTH = 254;

export function NewsletterPage() {
  const announce = useAnnounce();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page') ?? '0') || 0);
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), ...(q ? { q } : {}) });
  const list = useResource<{ rows: NewsletterRow[]; total: number }>(`/newsletter?${query}`, { keepWhileLoading: true });
  const [removing, setRemoving] = useState<NewsletterRow | null>(null);

  const search = useCallback((text: string) => setParams(text ? { q: text } : {}, { replace: true }), [setParams]);
  const exportUrl = (format: 'csv' | 'json') => apiUrl('/newsletter/export', new URLSearchParams({ format, ...(q ? { q } : {}) }));

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2 }}>
        <PageHeading title="Newsletter" />
        <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<DownloadOutlinedIcon aria-hidden />} component="a" href={exportUrl('csv')} download>
            Export CSV
          </Button>
          <Button variant="outlined" startIcon={<DownloadOutlinedIcon aria-hidden />} component="a" href={exportUrl('json')} download>
            Export JSON
          </Button>
        </Box>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The addresses that signed up for the newsletter on the website. Remove someone who asks to leave the list.
      </Typography>
      <SearchField label="Search by e-mail address" value={q} maxLength={MAX_SEARCH_LENGTH} onSearch={search} sx={{ mb: 2, maxWidth: 480 }} />
      <ErrorAlert error={list.error} onRetry={list.reload} sx={{ mb: 2 }} />
      {!list.data ? (
        !list.error && <Loading label="Loading the newsletter list…" />
      ) : (
        <>
          <ScrollTable label="Newsletter subscribers" minWidth={480}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">E-mail address</TableCell>
                <TableCell component="th" scope="col">Signed up</TableCell>
                <TableCell component="th" scope="col" align="right">
                  Actions
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>{q ? 'No address matches this search.' : 'Nobody has signed up yet.'}</TableCell>
                </TableRow>
              )}
              {list.data.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.email}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(row.subscribedAt)}</TableCell>
                  <TableCell align="right">
                    <Button color="error" startIcon={<DeleteOutlinedIcon aria-hidden />} onClick={() => setRemoving(row)} aria-label={`Remove ${row.email}`}>
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
          <TablePagination
            component="div"
            count={list.data.total}
            page={Math.min(page, Math.max(0, Math.ceil(list.data.total / PAGE_SIZE) - 1))}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, next) => setParams({ ...(q ? { q } : {}), ...(next > 0 ? { page: String(next) } : {}) })}
          />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove from the newsletter?"
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await api.delete(`/newsletter/${removing.id}`);
          announce(`${removing.email} removed from the newsletter`);
          list.reload();
        }}
      >
        {removing?.email} will get no more newsletters. To send them again, they sign up again on the website.
      </ConfirmDialog>
    </>
  );
}
