/**
 * The funnel end to end in-process, once per database back end (funnel-pglite.test.ts, funnel-postgres.test.ts): the
 * reports the wizards' pages send are checked against the wizard's steps and fields, and counted as daily counters and
 * nothing else; a report that is malformed or names what the wizard does not have gets 400 and counts nothing; a
 * browser with Global Privacy Control counts nothing; the endpoint is rate limited; and the staff's funnel report says
 * where visitors stopped and which field's errors came before they left.
 */
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayAt } from '../../api/calendar/agency-calendar';
import { resultRows } from '../../api/db/database';
import { funnelCounts, rateLimits } from '../../api/db/schema';
import { startFunnelCounter, type FunnelCounter } from '../../api/funnel/funnel-counter';
import { createLogger } from '../../api/logger';
import type { FunnelView } from '../../schemas/staff-api';
import type { Backend, OpenedBackend } from '../api/support/backends';
import { enrolledStaff, type StaffClient } from '../api/support/staff-client';
import { buildTestApp, testRegistry } from '../api/support/test-app';

const PUBLIC_URL = 'https://www.example.test';
const COMMERCIAL = 'commercial-quote';

type Event = { type: string; step?: string; fields?: string[]; seconds?: number };

export function defineFunnelSuite(backend: Backend): void {
  describe(`the funnel on ${backend.name}`, () => {
    let opened: OpenedBackend;
    let app: Hono;
    let funnel: FunnelCounter;
    let agent: StaffClient;
    const version = () => testRegistry().get(COMMERCIAL)?.schemaVersion ?? '';

    const report = (body: unknown, headers: Record<string, string> = {}, to: Hono = app) =>
      to.request('/api/events', {
        method: 'POST',
        // sendBeacon sends a Blob of type application/json: a CORS-safelisted request needs text/plain, so the page's
        // Blob makes a preflight on another origin; on its own origin it is a plain POST.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const visit = (events: Event[], wizardId = COMMERCIAL) => report({ wizardId, schemaVersion: version(), events });
    /** What is counted once the counts of the reports so far are written. */
    const counters = async () => {
      await funnel.flush();
      return (await opened.database.db.select().from(funnelCounts)).map(({ step, event, field, bucket, count }) => ({ step, event, field, bucket, count }));
    };

    /** A visitor refused on the business step for its ZIP code, who fixes it, goes on, and leaves on the third step. */
    const leftOnProperty: Event[] = [
      { type: 'shown', step: 'policyholder' },
      { type: 'completed', step: 'policyholder', seconds: 45 },
      { type: 'shown', step: 'business' },
      { type: 'refused', step: 'business', fields: ['/businessZipCode'] },
      { type: 'completed', step: 'business', seconds: 70 },
      { type: 'shown', step: 'property' },
      { type: 'left', step: 'property', fields: ['/businessZipCode'], seconds: 20 },
    ];

    beforeAll(async () => {
      opened = await backend.open();
      funnel = startFunnelCounter({ db: opened.database.db, log: createLogger('silent'), flushMs: 3_600_000 });
      app = buildTestApp(opened.database, { PUBLIC_URL, TRUST_PROXY: 'true' }, { funnel });
      agent = await enrolledStaff(app, opened.database, PUBLIC_URL, { email: 'ana@example.test', role: 'agent', name: 'Ana Agent' });
    });
    afterAll(async () => {
      await funnel?.stop();
      await opened?.dispose();
    });
    beforeEach(async () => {
      await funnel.flush();
      await opened.database.db.delete(funnelCounts);
    });

    it('counts a visit as daily counters of steps, fields and time buckets, and nothing else', async () => {
      const answer = await visit(leftOnProperty);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('set-cookie')).toBeNull();
      const rows = await counters();
      expect(rows).toEqual(
        expect.arrayContaining([
          { step: 'policyholder', event: 'shown', field: '', bucket: '', count: 1 },
          { step: 'policyholder', event: 'completed', field: '', bucket: '30-60 s', count: 1 },
          { step: 'business', event: 'refused', field: '', bucket: '', count: 1 },
          { step: 'business', event: 'refused', field: '/businessZipCode', bucket: '', count: 1 },
          { step: 'business', event: 'completed', field: '', bucket: '1-2 min', count: 1 },
          { step: 'property', event: 'left', field: '', bucket: '10-30 s', count: 1 },
          { step: 'property', event: 'left', field: '/businessZipCode', bucket: '', count: 1 },
        ]),
      );
      expect(rows).toHaveLength(9);
      await funnel.flush();
      const all = await opened.database.db.select().from(funnelCounts);
      expect(new Set(all.map((row) => row.day))).toEqual(new Set([dayAt(new Date())]));
      expect(new Set(all.map((row) => row.schemaVersion))).toEqual(new Set([version()]));

      // A second visit adds to the same counters.
      expect((await visit(leftOnProperty)).status).toBe(204);
      expect((await counters()).find((row) => row.step === 'property' && row.event === 'left' && row.field === '/businessZipCode')?.count).toBe(2);
    });

    it('stores no address, browser or identifier: the table has only its counters, and the limit is kept in memory', async () => {
      const columns = resultRows<{ column_name: string }>(
        await opened.database.db.execute(sql`select column_name from information_schema.columns where table_name = 'funnel_counts' order by column_name`),
      );
      const names = columns.map((row) => row.column_name);
      expect(names).toEqual(['bucket', 'count', 'day', 'event', 'field', 'schema_version', 'step', 'wizard_id']);
      await opened.database.db.delete(rateLimits);
      const limited = buildTestApp(opened.database, { PUBLIC_URL, TRUST_PROXY: 'true', RATE_LIMIT_EVENTS_PER_MINUTE: '5' }, { funnel });
      expect((await report({ wizardId: COMMERCIAL, schemaVersion: version(), events: leftOnProperty }, { 'user-agent': 'Probe/1.0' }, limited)).status).toBe(204);
      expect(await opened.database.db.select().from(rateLimits)).toEqual([]);
    });

    it('adds up what several replicas counted, each writing its own; stopping writes what is left', async () => {
      const other = startFunnelCounter({ db: opened.database.db, log: createLogger('silent'), flushMs: 3_600_000 });
      const replica = buildTestApp(opened.database, { PUBLIC_URL, TRUST_PROXY: 'true' }, { funnel: other });
      expect((await visit(leftOnProperty)).status).toBe(204);
      expect((await report({ wizardId: COMMERCIAL, schemaVersion: version(), events: leftOnProperty }, {}, replica)).status).toBe(204);
      await other.stop();
      expect((await counters()).find((row) => row.step === 'property' && row.event === 'left' && row.field === '')?.count).toBe(2);
    });

    it('counts every list item of a field as one field', async () => {
      const answer = await visit([{ type: 'refused', step: 'vehicles', fields: ['/vehicles/0/vin', '/vehicles/3/vin', '/vehicles/1/year'] }]);
      expect(answer.status).toBe(204);
      const fields = (await counters()).filter((row) => row.field !== '');
      expect(fields).toEqual(
        expect.arrayContaining([
          { step: 'vehicles', event: 'refused', field: '/vehicles/*/vin', bucket: '', count: 1 },
          { step: 'vehicles', event: 'refused', field: '/vehicles/*/year', bucket: '', count: 1 },
        ]),
      );
      expect(fields).toHaveLength(2);
    });

    it('answers 400 with the reason and counts nothing for a report that is malformed or names what the wizard has not', async () => {
      const cases: [unknown, string][] = [
        ['{not json', ''],
        [{ wizardId: COMMERCIAL, schemaVersion: version(), events: [] }, '/events'],
        [{ wizardId: 'pet-quote', schemaVersion: version(), events: [{ type: 'shown', step: 'policyholder' }] }, '/wizardId'],
        [{ wizardId: COMMERCIAL, schemaVersion: 'v1', events: [{ type: 'shown', step: 'policyholder' }] }, '/schemaVersion'],
        [{ wizardId: COMMERCIAL, schemaVersion: version(), events: [{ type: 'clicked', step: 'policyholder' }] }, '/events/0/type'],
        [{ wizardId: COMMERCIAL, schemaVersion: version(), events: [{ type: 'shown', step: 'payment' }] }, '/events/0/step'],
        [{ wizardId: COMMERCIAL, schemaVersion: version(), events: [{ type: 'shown' }] }, '/events/0/step'],
        // A refusal names fields of its own step, never another's.
        [{ wizardId: COMMERCIAL, schemaVersion: version(), events: [{ type: 'refused', step: 'property', fields: ['/businessZipCode'] }] }, '/events/0/fields'],
        [{ wizardId: COMMERCIAL, schemaVersion: version(), events: [{ type: 'left', step: 'property', fields: ['/favouriteColour'] }] }, '/events/0/fields'],
        // Pointers only: never a value typed.
        [{ wizardId: COMMERCIAL, schemaVersion: version(), events: [{ type: 'refused', step: 'business', fields: ['95112'] }] }, '/events/0/fields/0'],
        [{ wizardId: COMMERCIAL, schemaVersion: version(), events: [{ type: 'refused', step: 'business', fields: ['/businessZipCode'], value: '9511' }] }, '/events/0/value'],
        [{ wizardId: COMMERCIAL, schemaVersion: version(), visitor: 'abc', events: [{ type: 'shown', step: 'policyholder' }] }, '/visitor'],
        [{ wizardId: COMMERCIAL, schemaVersion: version(), events: [{ type: 'completed', step: 'business', seconds: -1 }] }, '/events/0/seconds'],
        [{ wizardId: COMMERCIAL, schemaVersion: version(), events: Array.from({ length: 51 }, () => ({ type: 'shown', step: 'business' })) }, '/events'],
      ];
      for (const [body, path] of cases) {
        const answer = await report(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        const problem = (await answer.json()) as { errors?: { path: string; message: string }[] };
        if (path !== '') expect(problem.errors?.map((error) => error.path), JSON.stringify(body)).toContain(path);
      }
      // A good event before a bad one is not counted either: a report is counted whole or not at all.
      const mixed = await visit([{ type: 'shown', step: 'policyholder' }, { type: 'shown', step: 'nowhere' }]);
      expect(mixed.status).toBe(400);
      expect(await counters()).toEqual([]);
    });

    it('counts nothing from a browser that sends Global Privacy Control', async () => {
      const answer = await report({ wizardId: COMMERCIAL, schemaVersion: version(), events: leftOnProperty }, { 'sec-gpc': '1' });
      expect(answer.status).toBe(204);
      expect(await counters()).toEqual([]);
    });

    it('limits each client to its reports a minute, with Retry-After, counting nothing past the limit', async () => {
      const limited = buildTestApp(opened.database, { PUBLIC_URL, TRUST_PROXY: 'true', RATE_LIMIT_EVENTS_PER_MINUTE: '3' }, { funnel });
      const one = { wizardId: COMMERCIAL, schemaVersion: version(), events: [{ type: 'shown', step: 'policyholder' }] };
      for (let index = 0; index < 3; index += 1) expect((await report(one, {}, limited)).status).toBe(204);
      const refused = await report(one, {}, limited);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Another client has its own allowance.
      expect((await report(one, { 'x-forwarded-for': '203.0.113.78' }, limited)).status).toBe(204);
      expect((await counters()).find((row) => row.event === 'shown')?.count).toBe(4);
    });

    it("shows the staff where visitors stopped, how long each step took and which field's errors came before they left", async () => {
      const submittedVisit: Event[] = [
        ...['policyholder', 'business', 'property', 'vehicles', 'employees', 'additional'].flatMap((step) => [
          { type: 'shown', step },
          { type: 'completed', step, seconds: 25 },
        ]),
        { type: 'shown', step: 'review' },
        { type: 'submitted' },
      ];
      for (let index = 0; index < 3; index += 1) expect((await visit(leftOnProperty)).status).toBe(204);
      expect((await visit(submittedVisit)).status).toBe(204);
      expect((await visit([{ type: 'shown', step: 'policyholder' }, { type: 'refused', step: 'policyholder', fields: ['/email'] }, { type: 'left', step: 'policyholder', fields: ['/email'], seconds: 400 }])).status).toBe(204);

      const today = dayAt(new Date());
      await funnel.flush();
      const answer = await agent.get<FunnelView>(`/api/staff/funnel?wizard=${COMMERCIAL}&from=${today}&to=${today}`);
      expect(answer.status).toBe(200);
      const view = answer.body;
      expect(view.started).toBe(5);
      expect(view.submitted).toBe(1);
      const byStep = Object.fromEntries(view.steps.map((step) => [step.step, step]));
      expect(view.steps.map((step) => step.step)).toEqual(['policyholder', 'business', 'property', 'vehicles', 'employees', 'additional', 'review']);
      expect(byStep.policyholder).toMatchObject({ shown: 5, completed: 4, dropOff: 1, left: 1 });
      expect(byStep.business).toMatchObject({ shown: 4, refused: 3, dropOff: 0 });
      // The biggest drop is at the third step, the property.
      expect(byStep.property).toMatchObject({ shown: 4, left: 3, dropOff: 3, title: expect.any(String) });
      expect(Math.max(...view.steps.map((step) => step.dropOff))).toBe(byStep.property?.dropOff);
      expect(byStep.review).toMatchObject({ shown: 1, dropOff: 0 });
      expect(byStep.business?.medianTime).toBe('1-2 min');
      expect(byStep.vehicles?.medianTime).toBe('10-30 s');
      expect(view.topErrorFields[0]).toEqual({ field: '/businessZipCode', label: expect.stringMatching(/zip/i), leftAfter: 3, refused: 3 });
      expect(view.topErrorFields[1]).toMatchObject({ field: '/email', leftAfter: 1 });
      expect(view.versions).toHaveLength(1);
      expect(view.versions[0]).toMatchObject({ schemaVersion: version(), current: true, started: 5, firstDay: today, lastDay: today });

      // A version before a change to the wizard is shown on its own beside the current one.
      await report({ wizardId: COMMERCIAL, schemaVersion: '0123456789abcdef', events: [{ type: 'shown', step: 'policyholder' }] });
      await funnel.flush();
      const both = (await agent.get<FunnelView>(`/api/staff/funnel?wizard=${COMMERCIAL}&from=${today}&to=${today}`)).body;
      expect(both.started).toBe(6);
      expect(both.versions.map((one) => [one.schemaVersion, one.current, one.started])).toEqual(
        expect.arrayContaining([
          [version(), true, 5],
          ['0123456789abcdef', false, 1],
        ]),
      );

      // Days outside the range are not counted; the default range is the last 30 days.
      expect((await agent.get<FunnelView>(`/api/staff/funnel?wizard=${COMMERCIAL}&from=2020-01-01&to=2020-01-31`)).body.started).toBe(0);
      expect((await agent.get<FunnelView>(`/api/staff/funnel?wizard=${COMMERCIAL}`)).body).toMatchObject({ to: today, started: 6 });
    });

    it('answers 400 for a funnel query that names no wizard or no range of days', async () => {
      for (const [query, path] of [
        ['', 'wizard'],
        ['?wizard=pet-quote', 'wizard'],
        [`?wizard=${COMMERCIAL}&from=2026-02-30`, 'from'],
        [`?wizard=${COMMERCIAL}&to=tomorrow`, 'to'],
        [`?wizard=${COMMERCIAL}&from=2026-03-02&to=2026-03-01`, 'from'],
        [`?wizard=${COMMERCIAL}&from=2024-01-01&to=2026-03-01`, 'from'],
      ] as const) {
        const answer = await agent.get<{ errors: { path: string }[] }>(`/api/staff/funnel${query}`);
        expect(answer.status, query).toBe(400);
        expect(answer.body.errors.map((error) => error.path), query).toContain(path);
      }
    });
  });
}
