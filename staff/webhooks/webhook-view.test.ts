import { describe, expect, it } from 'vitest';
import type { EndpointView } from '../../schemas/staff-api';
import { changesOf, createBody, endpointFieldErrors, endpointState, NEW_ENDPOINT, tryAnswer, valuesOf, withEvent } from './webhook-view';

const endpoint: EndpointView = {
  id: 'e1',
  url: 'https://crm.example.com/hooks',
  description: 'CRM',
  events: ['request.received', 'request.deleted'],
  includeSensitive: false,
  enabled: true,
  disabledReason: null,
  configured: false,
  previousSecretUntil: null,
  createdAt: '2026-12-01T16:00:00Z',
  deliveries: { pending: 0, failed: 0, lastDeliveredAt: null },
};

describe('an endpoint’s form', () => {
  it('starts with every event and no sensitive field', () => {
    expect(NEW_ENDPOINT.events).toEqual(['request.received', 'request.status_changed', 'request.deleted']);
    expect(NEW_ENDPOINT.includeSensitive).toBe(false);
  });

  it('keeps the events in the API’s order whatever the order of the ticks', () => {
    expect(withEvent(['request.deleted'], 'request.received', true)).toEqual(['request.received', 'request.deleted']);
    expect(withEvent(['request.received', 'request.deleted'], 'request.received', false)).toEqual(['request.deleted']);
  });

  it('sends a new endpoint trimmed, without an empty description', () => {
    expect(createBody({ ...NEW_ENDPOINT, url: ' https://crm.example.com/hooks ' })).toEqual({
      url: 'https://crm.example.com/hooks',
      events: ['request.received', 'request.status_changed', 'request.deleted'],
      includeSensitive: false,
    });
  });

  it('sends only what an edit changed', () => {
    expect(changesOf(endpoint, valuesOf(endpoint))).toEqual({});
    expect(changesOf(endpoint, { ...valuesOf(endpoint), events: ['request.deleted', 'request.received'] })).toEqual({});
    expect(changesOf(endpoint, { ...valuesOf(endpoint), description: '', includeSensitive: true })).toEqual({ description: '', includeSensitive: true });
    expect(changesOf(endpoint, { ...valuesOf(endpoint), url: 'https://crm.example.com/v2', events: ['request.received'] })).toEqual({
      url: 'https://crm.example.com/v2',
      events: ['request.received'],
    });
  });

  it('puts the API’s errors under their fields', () => {
    expect(
      endpointFieldErrors([
        { path: '/url', message: 'The address must start with https://.' },
        { path: '/events/1', message: 'Choose at least one event.' },
        { path: '/colour', message: 'This field is not allowed.' },
      ]),
    ).toEqual({ fields: { url: 'The address must start with https://.', events: 'Choose at least one event.' }, other: ['This field is not allowed.'] });
  });
});

describe('the delivery log in words', () => {
  it('gives a try’s HTTP status, or why no answer came', () => {
    expect(tryAnswer({ at: '', status: 500, durationMs: 12, error: null, response: 'oops' })).toBe('HTTP 500');
    expect(tryAnswer({ at: '', status: null, durationMs: 5000, error: 'timed out', response: null })).toBe('No answer: timed out');
  });

  it('tells an endpoint an owner turned off from one the server did', () => {
    expect(endpointState(endpoint)).toBe('on');
    expect(endpointState({ enabled: false, disabledReason: null })).toBe('off');
    expect(endpointState({ enabled: false, disabledReason: 'The receiver answered 410 Gone.' })).toBe('turned-off');
  });
});
