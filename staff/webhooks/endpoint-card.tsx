/**
 * One endpoint as the list shows it: its address and description, whether it is on (and, when the server turned it
 * off, why), the events it gets, whether it gets the sensitive fields, its pending and failed deliveries and the last
 * delivered, and what an owner can do with it. An endpoint set by WEBHOOK_ENDPOINTS is read-only here: the API refuses
 * to change, rotate or delete it, so the card offers only what works on it (a test event, its log).
 */
import { useId, useState } from 'react';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EndpointView } from '../../schemas/staff-api';
import { formatTime } from '../format/dates';
import { webhookEventLabel } from '../format/webhook-events';
import { DeliveryLog } from './delivery-log';
import { endpointState } from './webhook-view';

interface EndpointCardProps {
  endpoint: EndpointView;
  busy: boolean;
  /** Bumped after a test event was queued to this endpoint, so an open log shows it. */
  sent: number;
  onSwitch: (enabled: boolean) => void;
  onEdit: () => void;
  onRotate: () => void;
  onTest: () => void;
  onDelete: () => void;
  onChanged: () => void;
}

const STATE_CHIPS = {
  on: { label: 'On', color: 'success' },
  off: { label: 'Off', color: 'default' },
  'turned-off': { label: 'Turned off by the server', color: 'error' },
} as const;

export function EndpointCard({ endpoint, busy, sent, onSwitch, onEdit, onRotate, onTest, onDelete, onChanged }: EndpointCardProps) {
  const headingId = useId();
  const logId = useId();
  const [logOpen, setLogOpen] = useState(false);
  const state = endpointState(endpoint);
  const chip = STATE_CHIPS[state];
  const { pending, failed, lastDeliveredAt } = endpoint.deliveries;
  const editable = !endpoint.configured;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} data-testid="webhook-endpoint" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="h3" id={headingId} sx={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }}>
          {endpoint.url}
        </Typography>
        <Chip label={chip.label} color={chip.color} variant={state === 'on' ? 'filled' : 'outlined'} />
        {endpoint.configured && <Chip label="Set by the configuration" variant="outlined" />}
      </Box>
      {endpoint.description && (
        <Typography color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {endpoint.description}
        </Typography>
      )}
      {endpoint.configured && (
        <Alert severity="info" sx={{ my: 1.5 }}>
          This endpoint is set by the deployment’s WEBHOOK_ENDPOINTS setting, so it can be changed, turned off or on, rotated or removed only there.
          Its log, a test event and sending deliveries again work here.
        </Alert>
      )}
      {state === 'turned-off' && (
        <Alert
          severity="error"
          sx={{ my: 1.5 }}
          action={
            editable && (
              <Button color="inherit" onClick={() => onSwitch(true)} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
                Turn it on again
              </Button>
            )
          }
        >
          {endpoint.disabledReason} Nothing is sent to it until it is on again; then the deliveries still pending go out, and the failed ones can be
          replayed from its log.
        </Alert>
      )}
      {state === 'off' && (
        <Alert severity="warning" sx={{ my: 1.5 }}>
          Turned off by an owner: no new event is queued for it, and those already pending wait until it is on again.
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 }, my: 1.5, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: { xs: 1, sm: 0 } } }}>
        <dt>Events</dt>
        <dd>{endpoint.events.map(webhookEventLabel).join(', ')}</dd>
        <dt>Sensitive fields</dt>
        <dd>
          {endpoint.includeSensitive ? (
            <Box component="span" sx={{ color: 'secondary.main', fontWeight: 600 }}>
              Included: it receives license numbers and dates of birth
            </Box>
          ) : (
            'Left out'
          )}
        </dd>
        <dt>Deliveries</dt>
        <dd>
          {pending.toLocaleString('en-US')} pending, {failed.toLocaleString('en-US')} failed · last delivered {lastDeliveredAt ? formatTime(lastDeliveredAt) : 'never'}
        </dd>
        {endpoint.previousSecretUntil && (
          <>
            <dt>Secret</dt>
            <dd>Rotated: the old secret signs too until {formatTime(endpoint.previousSecretUntil)}</dd>
          </>
        )}
        <dt>Added</dt>
        <dd>{formatTime(endpoint.createdAt)}</dd>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {editable && state === 'on' && (
          <Button variant="outlined" onClick={() => onSwitch(false)} disabled={busy}>
            Turn off
          </Button>
        )}
        {editable && state === 'off' && (
          <Button variant="contained" onClick={() => onSwitch(true)} disabled={busy}>
            Turn on
          </Button>
        )}
        {editable && (
          <Button variant="outlined" startIcon={<EditOutlinedIcon aria-hidden />} onClick={onEdit}>
            Edit
          </Button>
        )}
        {editable && (
          <Button variant="outlined" startIcon={<KeyOutlinedIcon aria-hidden />} onClick={onRotate}>
            Rotate the secret
          </Button>
        )}
        <Button variant="outlined" startIcon={<SendOutlinedIcon aria-hidden />} onClick={onTest} disabled={busy}>
          Send a test event
        </Button>
        {editable && (
          <Button variant="outlined" color="error" startIcon={<DeleteOutlinedIcon aria-hidden />} onClick={onDelete}>
            Delete
          </Button>
        )}
        <Button
          onClick={() => setLogOpen((value) => !value)}
          aria-expanded={logOpen}
          aria-controls={logId}
          endIcon={logOpen ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
        >
          {logOpen ? 'Hide the delivery log' : 'Show the delivery log'}
        </Button>
      </Box>
      <div id={logId}>{logOpen && <DeliveryLog endpoint={endpoint} refresh={sent} onChanged={onChanged} />}</div>
    </Paper>
  );
}
