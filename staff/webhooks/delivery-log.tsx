/**
 * An endpoint's delivery log: each event sent to it, newest first, with its status and, unfolded, every try (when,
 * the receiver's HTTP status or why none came, how long it took, and the start of its answer). A delivery can
 * be sent again on its own, and every delivery that failed since a given time at once (a receiver that was down for a
 * while). Older deliveries load a page at a time. A phone lists them as cards, where the table's six columns and the
 * answers' text would not fit.
 */
import { Fragment, useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DELIVERY_PAGE_SIZE, type EndpointView, type WebhookDeliveryView } from '../../schemas/staff-api';
import { api, type ApiError } from '../api/http';
import { MONOSPACE } from '../app/theme';
import { formatTime, officeInputOf, officeTimeToIso } from '../format/dates';
import { webhookEventLabel } from '../format/webhook-events';
import { useAnnounce } from '../ui/announcer';
import { ErrorAlert } from '../ui/error-alert';
import { Loading } from '../ui/loading';
import { ScrollTable } from '../ui/scroll-table';
import { DELIVERY_STATUS_LABELS, plural, tryAnswer } from './webhook-view';

const STATUS_COLOURS: Readonly<Record<WebhookDeliveryView['status'], string>> = { pending: 'text.secondary', delivered: 'success.main', failed: 'error.main' };
/** How far back the replay field starts: far enough for a receiver that was down overnight. */
const REPLAY_HOURS_BACK = 24;

interface DeliveryLogProps {
  endpoint: EndpointView;
  /** Changes when something was sent that the log should show (a test event): it loads again. */
  refresh: number;
  /** The endpoint's figures changed (a delivery sent again): the list of endpoints loads them again. */
  onChanged: () => void;
}

export function DeliveryLog({ endpoint, refresh, onChanged }: DeliveryLogProps) {
  const announce = useAnnounce();
  const [deliveries, setDeliveries] = useState<WebhookDeliveryView[] | null>(null);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [redelivering, setRedelivering] = useState<string | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const load = useCallback(
    async (before: string | null, signal?: AbortSignal) => {
      setBusy(true);
      setError(null);
      try {
        const page = await api.get<WebhookDeliveryView[]>(`/webhooks/${endpoint.id}/deliveries${before ? `?${new URLSearchParams({ before })}` : ''}`, { signal });
        setDeliveries((current) => (before && current ? [...current, ...page] : page));
        setMore(page.length === DELIVERY_PAGE_SIZE);
      } catch (failure) {
        if (!signal?.aborted) setError(failure as ApiError);
      } finally {
        if (!signal?.aborted) setBusy(false);
      }
    },
    [endpoint.id],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(null, controller.signal);
    return () => controller.abort();
  }, [load, refresh]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const redeliver = async (delivery: WebhookDeliveryView) => {
    setRedelivering(delivery.id);
    setError(null);
    try {
      await api.post(`/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`, {});
      announce(`${webhookEventLabel(delivery.type)} of ${formatTime(delivery.createdAt)} is sent again`);
      onChanged();
      await load(null);
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setRedelivering(null);
    }
  };

  const oldest = deliveries?.at(-1)?.createdAt ?? null;
  const itemProps = (delivery: WebhookDeliveryView): DeliveryRowsProps => ({
    delivery,
    open: open.has(delivery.id),
    onToggle: () => toggle(delivery.id),
    onRedeliver: () => void redeliver(delivery),
    redelivering: redelivering === delivery.id,
  });

  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          Delivery log
        </Typography>
        <Button startIcon={<RefreshIcon aria-hidden />} onClick={() => void load(null)} disabled={busy}>
          Reload the log
        </Button>
      </Box>
      <ErrorAlert error={error} onRetry={() => void load(null)} sx={{ mb: 2 }} />
      {deliveries === null ? (
        !error && <Loading label="Loading the delivery log…" />
      ) : deliveries.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Nothing was sent to this endpoint yet. Send a test event to try it.
        </Typography>
      ) : phone ? (
        <Box component="ul" aria-label={`Delivery log of ${endpoint.url}`} data-testid="webhook-deliveries" sx={{ m: 0, mb: 2, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {deliveries.map((delivery) => (
            <DeliveryCard key={delivery.id} {...itemProps(delivery)} />
          ))}
        </Box>
      ) : (
        <ScrollTable label={`Delivery log of ${endpoint.url}`} minWidth={720}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">Event</TableCell>
              <TableCell component="th" scope="col">Created</TableCell>
              <TableCell component="th" scope="col">Status</TableCell>
              <TableCell component="th" scope="col">Tries</TableCell>
              <TableCell component="th" scope="col">Next try</TableCell>
              <TableCell component="th" scope="col" align="right">
                Actions
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody data-testid="webhook-deliveries">
            {deliveries.map((delivery) => (
              <DeliveryRows key={delivery.id} {...itemProps(delivery)} />
            ))}
          </TableBody>
        </ScrollTable>
      )}
      {more && oldest && (
        <Button variant="outlined" onClick={() => void load(oldest)} disabled={busy} sx={{ mb: 2 }}>
          {busy ? 'Loading…' : 'Load older deliveries'}
        </Button>
      )}
      <ReplayForm endpoint={endpoint} onReplayed={() => {
        onChanged();
        void load(null);
      }} />
    </Box>
  );
}

interface DeliveryRowsProps {
  delivery: WebhookDeliveryView;
  open: boolean;
  onToggle: () => void;
  onRedeliver: () => void;
  redelivering: boolean;
}

function DeliveryStatus({ delivery }: { delivery: WebhookDeliveryView }) {
  return (
    <>
      <Box component="span" sx={{ color: STATUS_COLOURS[delivery.status], fontWeight: 600 }}>
        {DELIVERY_STATUS_LABELS[delivery.status]}
      </Box>
      {delivery.deliveredAt && (
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {formatTime(delivery.deliveredAt)}
        </Typography>
      )}
    </>
  );
}

/** The button that unfolds a delivery's tries, or that it has none yet. */
function TriesToggle({ delivery, open, onToggle, triesId }: { delivery: WebhookDeliveryView; open: boolean; onToggle: () => void; triesId: string }) {
  if (delivery.tries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        Not tried yet
      </Typography>
    );
  }
  return (
    <Button
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={triesId}
      endIcon={open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
      sx={{ whiteSpace: 'nowrap', ml: -1 }}
    >
      {plural(delivery.tries.length, 'try', 'tries')}
    </Button>
  );
}

function RedeliverButton({ onRedeliver, redelivering }: { onRedeliver: () => void; redelivering: boolean }) {
  return (
    <Button variant="outlined" onClick={onRedeliver} disabled={redelivering} sx={{ whiteSpace: 'nowrap' }}>
      {redelivering ? 'Sending…' : 'Redeliver'}
    </Button>
  );
}

/** Each try of a delivery: when, the answer's status or why none came, how long, and the start of what it answered. */
function TriesList({ delivery }: { delivery: WebhookDeliveryView }) {
  return (
    <Box component="ol" aria-label={`Tries of ${webhookEventLabel(delivery.type)}, ${formatTime(delivery.createdAt)}`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {delivery.tries.map((attempt, index) => (
        <Box component="li" key={`${attempt.at}-${index}`} sx={{ borderLeft: 3, borderColor: attempt.status !== null && attempt.status < 300 ? 'success.main' : 'error.main', pl: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Try {index + 1} · {formatTime(attempt.at)} · {tryAnswer(attempt)} · {attempt.durationMs.toLocaleString('en-US')} ms
          </Typography>
          {attempt.response ? (
            <Box
              component="pre"
              sx={{ m: 0, mt: 0.5, p: 1, bgcolor: 'background.default', borderRadius: 1, fontFamily: MONOSPACE, fontSize: '0.8125rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {attempt.response}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              The answer had no body.
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** A delivery as a phone lists it: what and when, its status, its tries unfolded below. */
function DeliveryCard({ delivery, open, onToggle, onRedeliver, redelivering }: DeliveryRowsProps) {
  const triesId = useId();
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', p: 1.5, display: 'grid', gap: 0.5 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {webhookEventLabel(delivery.type)} · {formatTime(delivery.createdAt)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: MONOSPACE, fontSize: '0.75rem', overflowWrap: 'anywhere' }}>
        {delivery.eventId}
      </Typography>
      <div>
        <DeliveryStatus delivery={delivery} />
        {delivery.nextAttemptAt && (
          <Typography variant="body2" component="span" sx={{ display: 'block' }}>
            Next try {formatTime(delivery.nextAttemptAt)}
          </Typography>
        )}
      </div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <TriesToggle delivery={delivery} open={open} onToggle={onToggle} triesId={triesId} />
        <RedeliverButton onRedeliver={onRedeliver} redelivering={redelivering} />
      </Box>
      <div id={triesId}>{open && <TriesList delivery={delivery} />}</div>
    </Box>
  );
}

/** A delivery's row and, unfolded, the row of its tries below it. */
function DeliveryRows({ delivery, open, onToggle, onRedeliver, redelivering }: DeliveryRowsProps) {
  const triesId = useId();
  return (
    <Fragment>
      <TableRow sx={open ? { '& > td': { borderBottom: 0 } } : undefined}>
        <TableCell>
          {webhookEventLabel(delivery.type)}
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: MONOSPACE, fontSize: '0.75rem', overflowWrap: 'anywhere' }}>
            {delivery.eventId}
          </Typography>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(delivery.createdAt)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <DeliveryStatus delivery={delivery} />
        </TableCell>
        <TableCell>
          <TriesToggle delivery={delivery} open={open} onToggle={onToggle} triesId={triesId} />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{delivery.nextAttemptAt ? formatTime(delivery.nextAttemptAt) : '—'}</TableCell>
        <TableCell align="right">
          <RedeliverButton onRedeliver={onRedeliver} redelivering={redelivering} />
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={6} id={triesId} sx={{ pt: 0 }}>
            <TriesList delivery={delivery} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** Sends again every delivery that failed since a time at the office. */
function ReplayForm({ endpoint, onReplayed }: { endpoint: EndpointView; onReplayed: () => void }) {
  const announce = useAnnounce();
  const [since, setSince] = useState(() => officeInputOf(new Date(Date.now() - REPLAY_HOURS_BACK * 3_600_000)));
  const [sinceError, setSinceError] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const replay = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const iso = officeTimeToIso(since);
    if (!iso) {
      setSinceError('Choose a day and a time.');
      return;
    }
    setSinceError(null);
    setBusy(true);
    try {
      const { replayed } = await api.post<{ replayed: number }>(`/webhooks/${endpoint.id}/replay`, { since: iso });
      announce(replayed === 0 ? 'No delivery failed since then: nothing was sent again' : `${plural(replayed, 'failed delivery', 'failed deliveries')} sent again`);
      onReplayed();
    } catch (failure) {
      const apiError = failure as ApiError;
      const field = apiError.fieldErrors.find((entry) => entry.path === '/since');
      if (field) setSinceError(field.message);
      else setError(apiError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={replay} noValidate aria-label={`Replay failed deliveries of ${endpoint.url}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        type="datetime-local"
        label="Replay failed deliveries since"
        value={since}
        onChange={(event) => setSince(event.target.value)}
        error={sinceError !== null}
        helperText={sinceError ?? 'Office time. Each delivery that failed since then is sent again, from its first try.'}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 16rem', maxWidth: 420 }}
      />
      <Button type="submit" variant="outlined" disabled={busy} sx={{ minHeight: 56 }}>
        {busy ? 'Sending…' : 'Replay failed deliveries'}
      </Button>
      <ErrorAlert error={error} sx={{ flexBasis: '100%' }} />
    </Box>
  );
}
