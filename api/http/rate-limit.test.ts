import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openNewPglite } from '../../tests/api/support/backends';
import { rateLimits } from '../db/schema';
import type { Logger } from '../logger';
import { createRateLimit, purgeEndedRateLimitWindows, type RateLimitFamily } from './rate-limit';

let database: Database;
const warnings: string[] = [];
const log: Logger = { debug: () => {}, info: () => {}, warn: (message) => warnings.push(message), error: () => {} };

beforeAll(async () => {
  database = await openNewPglite();
});

afterAll(async () => {
  await database?.close();
});

function app(limit: number, family: RateLimitFamily = 'submissions', db: Database = database) {
  return new Hono().post('/submit', createRateLimit({ db: db.db, log, family, limit, trustProxy: true }), (c) =>
    c.json({ ok: true }, 201),
  );
}

const from = (ip: string) => ({ method: 'POST', headers: { 'x-forwarded-for': `10.0.0.1, ${ip}` } });

/** Moves every window of `client` back by `seconds`, as if that much time had passed. */
async function age(client: string, seconds: number) {
  await database.db.execute(
    sql`update ${rateLimits} set window_started_at = window_started_at - make_interval(secs => ${seconds}) where client = ${client}`,
  );
}

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, per client, until the window ends', async () => {
    const limited = app(2);
    expect((await limited.request('/submit', from('203.0.113.1'))).status).toBe(201);
    expect((await limited.request('/submit', from('203.0.113.1'))).status).toBe(201);
    const refused = await limited.request('/submit', from('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'rate_limited', message: 'Too many requests. Please try again in a minute.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    expect((await limited.request('/submit', from('203.0.113.2'))).status).toBe(201);

    await age('203.0.113.1', 45);
    const later = await limited.request('/submit', from('203.0.113.1'));
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBeLessThanOrEqual(15);

    await age('203.0.113.1', 15);
    expect((await limited.request('/submit', from('203.0.113.1'))).status).toBe(201);
  });

  it('states the policy and what is left of it on every counted answer, the 429 included', async () => {
    const limited = app(2, 'site-forms');
    const first = await limited.request('/submit', from('203.0.113.9'));
    expect(first.headers.get('ratelimit-policy')).toBe('"site-forms";q=2;w=60');
    expect(first.headers.get('ratelimit')).toMatch(/^"site-forms";r=1;t=(59|60)$/);
    expect((await limited.request('/submit', from('203.0.113.9'))).headers.get('ratelimit')).toMatch(/^"site-forms";r=0;t=\d+$/);
    const refused = await limited.request('/submit', from('203.0.113.9'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-policy')).toBe('"site-forms";q=2;w=60');
    expect(refused.headers.get('ratelimit')).toBe(`"site-forms";r=0;t=${refused.headers.get('retry-after')}`);
  });

  it('counts each family apart, and shares a family between app instances on one database', async () => {
    const submissions = app(1, 'submissions');
    const captcha = app(1, 'captcha');
    const otherInstance = app(1, 'captcha');
    expect((await submissions.request('/submit', from('203.0.113.3'))).status).toBe(201);
    expect((await captcha.request('/submit', from('203.0.113.3'))).status).toBe(201);
    expect((await otherInstance.request('/submit', from('203.0.113.3'))).status).toBe(429);
  });

  it('is off at 0, without touching the database', async () => {
    const unlimited = app(0, 'vehicles');
    for (let i = 0; i < 5; i++) expect((await unlimited.request('/submit', from('203.0.113.4'))).status).toBe(201);
    const rows = await database.db.select().from(rateLimits).where(sql`client = '203.0.113.4'`);
    expect(rows).toEqual([]);
  });

  it('forgets ended windows when purged', async () => {
    await app(5, 'validation').request('/submit', from('203.0.113.5'));
    await app(5, 'validation').request('/submit', from('203.0.113.6'));
    await age('203.0.113.5', 61);
    expect(await purgeEndedRateLimitWindows(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db.select({ client: rateLimits.client }).from(rateLimits).where(sql`family = 'validation'`);
    expect(left).toEqual([{ client: '203.0.113.6' }]);
  });

  it('lets requests through, with one log line, when the database does not answer', async () => {
    const closed = await openNewPglite();
    await closed.close();
    const limited = app(1, 'site-forms', closed);
    for (let i = 0; i < 3; i++) expect((await limited.request('/submit', from('203.0.113.7'))).status).toBe(201);
    expect(warnings.filter((line) => line.includes('rate limit of site-forms not applied'))).toHaveLength(1);
  });
});
