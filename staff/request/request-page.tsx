/**
 * One request, as the staff work it: what the visitor sent (with its sensitive values masked until revealed, and its
 * files), its status and owner, the reply, the internal notes and its history. Opening the page marks the request
 * read and is recorded by the API. What this page changes is shown from the API's answers, and its history read again
 * as the API recorded it, without opening the request again (which would record another view).
 */
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AuditEntryView, InboxRow, RequestDetail, RequestFile, ReviewRowView } from '../../schemas/staff-api';
import { api } from '../api/http';
import { useResource } from '../api/use-resource';
import { useInbox } from '../app/inbox-context';
import { MONOSPACE } from '../app/theme';
import { businessHours, formatTime } from '../format/dates';
import { statusLabel } from '../format/kinds';
import type { FromList } from '../requests/requests-page';
import { useAnnounce } from '../ui/announcer';
import { ErrorAlert } from '../ui/error-alert';
import { Loading } from '../ui/loading';
import { PageHeading } from '../ui/page-heading';
import { RequestActions } from './request-actions';
import { RequestFiles } from './request-files';
import { RequestHistory } from './request-history';
import { RequestNotes } from './request-notes';
import { ReviewSections } from './review-sections';

/** The item titles of the review's cards, by the pointers of their fields. */
function itemTitles(detail: RequestDetail): Map<string, string> {
  const titles = new Map<string, string>();
  for (const section of detail.sections) {
    for (const block of section.blocks) {
      if (block.kind !== 'grid') continue;
      for (const item of block.items) for (const row of item.rows) titles.set(row.pointer, item.title);
    }
  }
  return titles;
}

export function RequestPage() {
  const { id = '' } = useParams();
  const { me, staff, kinds, refreshSummary } = useInbox();
  const announce = useAnnounce();
  const from = useLocation().state as FromList | null;
  const listPath = `/${from?.listSearch ?? ''}`;
  const request = useResource<RequestDetail>(`/requests/${encodeURIComponent(id)}`);
  const { setData } = request;
  const [revealed, setRevealed] = useState<Record<string, string[]>>({});
  const [revealError, setRevealError] = useState<Error | null>(null);
  // The history as the API recorded it, read again after each of this page's own actions: opening the request again
  // would record another view.
  const refreshHistory = useCallback(async () => {
    try {
      const audit = await api.get<AuditEntryView[]>(`/requests/${encodeURIComponent(id)}/history`);
      setData((detail) => detail && { ...detail, audit });
    } catch {
      // The action itself succeeded; the history shows it at the next refresh.
    }
  }, [id, setData]);

  const detail = request.data;
  const titles = useMemo(() => (detail ? itemTitles(detail) : new Map<string, string>()), [detail]);
  const context = useMemo(
    () => ({ kinds, itemOf: (pointer: string) => titles.get(pointer), fileName: (fileId: string) => detail?.files.find((file) => file.id === fileId)?.name }),
    [kinds, titles, detail],
  );

  const reveal = async (row: ReviewRowView, item: string | undefined) => {
    setRevealError(null);
    try {
      const answer = await api.post<{ pointer: string; values: string[] }>(`/requests/${id}/reveal`, { pointer: row.pointer });
      setRevealed((current) => ({ ...current, [answer.pointer]: answer.values }));
      void refreshHistory();
      announce(`${row.label}${item ? ` (${item})` : ''} revealed`);
    } catch (failure) {
      setRevealError(failure as Error);
    }
  };

  const changed = (row: InboxRow, previous: InboxRow) => {
    setData((current) => current && { ...current, row });
    // A first move out of New is a first response, which the header's median counts.
    if (row.status !== previous.status) refreshSummary();
    void refreshHistory();
  };

  // A preview is fetched by the page; a download by the browser itself, whose request the page never sees finish: the
  // history is read again a moment after it starts.
  const fileRead = (_file: RequestFile, disposition: 'inline' | 'attachment') => {
    if (disposition === 'inline') void refreshHistory();
    else window.setTimeout(() => void refreshHistory(), 1_000);
  };

  return (
    <>
      <Button component={RouterLink} to={listPath} startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 1, ml: -1 }}>
        All requests
      </Button>
      {!detail ? (
        <>
          <PageHeading title="Request" />
          {request.error ? <ErrorAlert error={request.error} onRetry={request.error.status === 404 ? undefined : request.reload} /> : <Loading label="Opening the request…" />}
        </>
      ) : (
        <>
          <PageHeading title={`${detail.row.requestId} · ${detail.title}`} sx={{ mb: 0.5 }}>
            {detail.title}
            {detail.row.name ? `: ${detail.row.name}` : ''}
          </PageHeading>
          <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="request-meta">
            <Box component="span" sx={{ fontFamily: MONOSPACE, color: 'text.primary' }}>
              {detail.row.requestId}
            </Box>{' '}
            · received {formatTime(detail.row.receivedAt)} · {statusLabel(kinds, detail.row.kind, detail.row.status)}
            {detail.row.ageHours !== null ? ` · open for ${businessHours(detail.row.ageHours)}` : ' · closed'}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 0, md: 2 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(300px, 380px)' },
              gridTemplateAreas: { xs: '"actions" "details" "notes" "history"', md: '"details actions" "details notes" "details history"' },
              gridTemplateRows: { md: 'auto auto 1fr' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ gridArea: 'actions' }}>
              <RequestActions detail={detail} me={me} staff={staff} onChanged={changed} listPath={listPath} />
            </Box>
            <Box sx={{ gridArea: 'details', minWidth: 0 }}>
              <ErrorAlert error={revealError} sx={{ mb: 2 }} />
              <ReviewSections sections={detail.sections} revealed={revealed} onReveal={reveal} />
              <RequestFiles requestId={detail.row.id} files={detail.files} onRead={fileRead} />
            </Box>
            <Box sx={{ gridArea: 'notes', minWidth: 0 }}>
              <RequestNotes
                requestId={detail.row.id}
                notes={detail.notes}
                onAdded={(note) => {
                  setData((current) => current && { ...current, notes: [...current.notes, note] });
                  void refreshHistory();
                }}
              />
            </Box>
            <Box sx={{ gridArea: 'history', minWidth: 0 }}>
              <RequestHistory entries={detail.audit} context={context} />
            </Box>
          </Box>
        </>
      )}
    </>
  );
}
