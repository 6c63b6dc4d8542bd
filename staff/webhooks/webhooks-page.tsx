/**
 * The owners' webhooks page (/staff/webhooks, where the e-mail about an endpoint the server turned off leads): the
 * endpoints the agency's other tools receive events at, adding one (its secret shown once), and for each turning it off
 * or on, editing it, rotating its secret, a test event, deleting it, and its delivery log. The page shows each change
 * from the API's answer to it; the audit log records every one.
 */
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { EndpointView } from '../../schemas/staff-api';
import { api, type ApiError } from '../api/http';
import { useResource } from '../api/use-resource';
import { OwnersOnly } from '../app/owners-only';
import { useAnnounce } from '../ui/announcer';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorAlert } from '../ui/error-alert';
import { Loading } from '../ui/loading';
import { PageHeading } from '../ui/page-heading';
import { AddEndpointForm } from './add-endpoint-form';
import { EditEndpointDialog } from './edit-endpoint-dialog';
import { EndpointCard } from './endpoint-card';
import { RotateSecretDialog } from './rotate-secret-dialog';
import { SecretDialog, type ShownSecret } from './secret-dialog';

export function WebhooksPage() {
  return (
    <OwnersOnly title="Webhooks">
      <Webhooks />
    </OwnersOnly>
  );
}

function Webhooks() {
  const announce = useAnnounce();
  const endpoints = useResource<EndpointView[]>('/webhooks');
  const { setData, reload } = endpoints;
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [editing, setEditing] = useState<EndpointView | null>(null);
  const [rotating, setRotating] = useState<EndpointView | null>(null);
  const [deleting, setDeleting] = useState<EndpointView | null>(null);
  /** Test events queued per endpoint, so that its open log loads again. */
  const [sent, setSent] = useState<Readonly<Record<string, number>>>({});

  const replace = (changed: EndpointView) => setData((current) => current?.map((endpoint) => (endpoint.id === changed.id ? changed : endpoint)));

  const act = async (endpoint: EndpointView, action: () => Promise<void>) => {
    setError(null);
    setBusy(endpoint.id);
    try {
      await action();
    } catch (failure) {
      setError(failure as ApiError);
    } finally {
      setBusy(null);
    }
  };

  const switchOn = (endpoint: EndpointView, enabled: boolean) =>
    act(endpoint, async () => {
      replace(await api.patch<EndpointView>(`/webhooks/${endpoint.id}`, { enabled }));
      announce(enabled ? `${endpoint.url} is on: its pending deliveries go out now` : `${endpoint.url} is off: nothing more is sent to it`);
    });

  const sendTest = (endpoint: EndpointView) =>
    act(endpoint, async () => {
      await api.post(`/webhooks/${endpoint.id}/test`, {});
      setSent((current) => ({ ...current, [endpoint.id]: (current[endpoint.id] ?? 0) + 1 }));
      announce(
        endpoint.enabled
          ? `A test event is on its way to ${endpoint.url}: its delivery log shows how it went`
          : `A test event is queued for ${endpoint.url}: it is sent once the endpoint is on again`,
      );
      reload();
    });

  return (
    <>
      <PageHeading title="Webhooks" />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
        The agency’s other tools (a CRM, a spreadsheet, a chat) can be told of each request as it comes in, changes status or is deleted. Each event is
        signed with the endpoint’s secret, and tried again over the following hours until the tool takes it.
      </Typography>
      <AddEndpointForm
        onAdded={(created, url) => {
          setSecret({ url, secret: created.secret });
          announce(`Endpoint ${url} added`);
          reload();
        }}
      />
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Endpoints
      </Typography>
      <ErrorAlert error={endpoints.error} onRetry={reload} sx={{ mb: 2 }} />
      <ErrorAlert error={error} sx={{ mb: 2 }} />
      {!endpoints.data ? (
        !endpoints.error && <Loading label="Loading the endpoints…" />
      ) : endpoints.data.length === 0 ? (
        <Typography color="text.secondary">No endpoint yet: nothing is sent to other tools.</Typography>
      ) : (
        endpoints.data.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            busy={busy === endpoint.id}
            sent={sent[endpoint.id] ?? 0}
            onSwitch={(enabled) => void switchOn(endpoint, enabled)}
            onEdit={() => setEditing(endpoint)}
            onRotate={() => setRotating(endpoint)}
            onTest={() => void sendTest(endpoint)}
            onDelete={() => setDeleting(endpoint)}
            onChanged={reload}
          />
        ))
      )}
      {editing && (
        <EditEndpointDialog
          endpoint={editing}
          onClose={() => setEditing(null)}
          onSaved={(changed) => {
            replace(changed);
            setEditing(null);
            announce(`Endpoint ${changed.url} saved`);
          }}
        />
      )}
      <RotateSecretDialog
        endpoint={rotating}
        onClose={() => setRotating(null)}
        onRotated={(endpoint, answer) => {
          setRotating(null);
          setSecret({ url: endpoint.url, secret: answer.secret, previousSecretUntil: answer.previousSecretUntil });
          announce(`The secret of ${endpoint.url} is rotated`);
          reload();
        }}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this endpoint?"
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.delete(`/webhooks/${deleting.id}`);
          announce(`Endpoint ${deleting.url} deleted`);
          setData((current) => current?.filter((endpoint) => endpoint.id !== deleting.id));
        }}
      >
        Nothing more is sent to {deleting?.url}, and its delivery log is deleted with it. Its events still pending are never sent.
      </ConfirmDialog>
    </>
  );
}
