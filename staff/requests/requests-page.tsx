/**
 * The inbox's requests: the filters, the exports of exactly the filtered rows, and the grid. The view (filters,
 * sort, page) is the address's query string (inbox-view.ts), so the back button and a reload keep it; the result of
 * a change is announced.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { InboxPage, InboxRow } from '../../schemas/staff-api';
import { apiUrl } from '../api/http';
import { useResource } from '../api/use-resource';
import { useInbox } from '../app/inbox-context';
import { useAnnounce } from '../ui/announcer';
import { ErrorAlert } from '../ui/error-alert';
import { PageHeading } from '../ui/page-heading';
import { exportQuery, hasFilters, readView, writeView, type InboxFilters, type InboxView } from './inbox-view';
import { RequestFilters } from './request-filters';
import { RequestsGrid } from './requests-grid';

/** What a request's page is told of the list it was opened from, so that its way back keeps the list's view. */
export interface FromList {
  listSearch: string;
}

/** "12 requests", or "1 request matches the filters". */
function resultText(total: number, filtered: boolean): string {
  const count = total === 1 ? '1 request' : `${total.toLocaleString('en-US')} requests`;
  return filtered ? `${count} ${total === 1 ? 'matches' : 'match'} the filters` : count;
}

export function RequestsPage() {
  const { kinds, staff, me } = useInbox();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const announce = useAnnounce();
  const view = useMemo(() => readView(params), [params]);
  const query = writeView(view).toString();
  const requests = useResource<InboxPage>(`/requests${query ? `?${query}` : ''}`, { keepWhileLoading: true });
  const filtered = hasFilters(view.filters);

  const changeView = useCallback((next: InboxView, typing = false) => setParams(writeView(next), { replace: typing }), [setParams]);
  const changeFilters = useCallback(
    (filters: InboxFilters, typing = false) => setParams((current) => writeView({ ...readView(current), filters, page: 0 }), { replace: typing }),
    [setParams],
  );

  // A change the person made is answered aloud once its rows are in; the first page of a visit is not.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!requests.data || requests.loading) return;
    if (announced.current !== null && announced.current !== query) {
      announce(resultText(requests.data.total, filtered));
    }
    announced.current = query;
  }, [requests.data, requests.loading, query, filtered, announce]);

  const open = (row: InboxRow) => navigate(`/requests/${row.id}`, { state: { listSearch: location.search } satisfies FromList });

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2 }}>
        <PageHeading title="Inbox">Requests</PageHeading>
        <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          {(['csv', 'json'] as const).map((format) => (
            <Button
              key={format}
              variant="outlined"
              startIcon={<DownloadOutlinedIcon aria-hidden />}
              component="a"
              href={apiUrl('/requests/export', exportQuery(view.filters, format))}
              download
            >
              Export {format.toUpperCase()}
            </Button>
          ))}
        </Box>
      </Box>
      <RequestFilters filters={view.filters} kinds={kinds} staff={staff} myId={me.id} onChange={changeFilters} />
      <ErrorAlert error={requests.error} onRetry={requests.reload} sx={{ mb: 2 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="request-count">
        {requests.data ? `${resultText(requests.data.total, filtered)}. Select a row, or press Enter on it, to open the request.` : 'Loading requests…'}
      </Typography>
      <RequestsGrid page={requests.data} loading={requests.loading} view={view} kinds={kinds} filtered={filtered} onViewChange={changeView} onOpen={open} />
    </>
  );
}
