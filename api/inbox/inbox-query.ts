/**
 * The inbox's list: the filters, the search, the sort and the page, all answered by the database, so a page costs the
 * same at 100,000 requests as at 100. The query string is read once into an `InboxQuery` (a mistake in it is a 400
 * naming the parameter), which the list, the header's figures and the export share: the export holds exactly the
 * rows the list shows.
 */
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { MAX_PAGE_SIZE, type InboxPage, type InboxRow, type InboxSummary } from '../../schemas/staff-api';
import { businessHoursBetween, isCalendarDay, nextDay, startOfDay } from '../calendar/agency-calendar';
import type { Db } from '../db/database';
import { inboxRequests, staffUsers } from '../db/schema';

export const SORT_FIELDS = ['receivedAt', 'kind', 'name', 'status', 'owner', 'requestId'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const DEFAULT_PAGE_SIZE = 25;
/** The longest search text looked for. */
export const MAX_SEARCH_LENGTH = 100;

export interface InboxFilter {
  kinds: string[];
  statuses: string[];
  /** `me`, `none` (nobody owns it) or a staff member's id. */
  owner?: string;
  /** Calendar days at the office (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  unread?: boolean;
  /** Open (not in a closing status) or closed requests only. */
  state?: 'open' | 'closed';
  search?: string;
}

export interface InboxQuery {
  filter: InboxFilter;
  sort: SortField;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export type ParsedQuery = { ok: true; query: InboxQuery } | { ok: false; errors: { path: string; message: string }[] };

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Reads the list's query string; every bad parameter is named. `kinds`: the kinds of request there are. */
export function parseInboxQuery(params: Record<string, string | undefined>, kinds: readonly string[]): ParsedQuery {
  const errors: { path: string; message: string }[] = [];
  const filter: InboxFilter = { kinds: list(params.kind), statuses: list(params.status) };
  for (const kind of filter.kinds) if (!kinds.includes(kind)) errors.push({ path: 'kind', message: `There is no kind of request "${kind}".` });
  for (const status of filter.statuses) {
    if (!/^[a-z][a-z0-9-]*$/.test(status)) errors.push({ path: 'status', message: `"${status}" is not a status.` });
  }
  if (params.owner !== undefined && params.owner !== '') filter.owner = params.owner;
  for (const key of ['from', 'to'] as const) {
    const day = params[key];
    if (day === undefined || day === '') continue;
    if (isCalendarDay(day)) filter[key] = day;
    else errors.push({ path: key, message: 'Write the day as YYYY-MM-DD.' });
  }
  if (filter.from && filter.to && filter.to < filter.from) errors.push({ path: 'to', message: 'The last day is before the first.' });
  if (params.unread !== undefined && params.unread !== '') {
    if (params.unread === 'true' || params.unread === 'false') filter.unread = params.unread === 'true';
    else errors.push({ path: 'unread', message: 'Write unread as true or false.' });
  }
  if (params.state !== undefined && params.state !== '') {
    if (params.state === 'open' || params.state === 'closed') filter.state = params.state;
    else errors.push({ path: 'state', message: 'Write state as open or closed.' });
  }
  const search = params.q?.trim() ?? '';
  if (search.length > MAX_SEARCH_LENGTH) errors.push({ path: 'q', message: `Search for at most ${MAX_SEARCH_LENGTH} characters.` });
  else if (search !== '') filter.search = search;

  const sort = (params.sort ?? 'receivedAt') as SortField;
  if (!SORT_FIELDS.includes(sort)) errors.push({ path: 'sort', message: `Sort by one of ${SORT_FIELDS.join(', ')}.` });
  const direction = params.order ?? (sort === 'receivedAt' ? 'desc' : 'asc');
  if (direction !== 'asc' && direction !== 'desc') errors.push({ path: 'order', message: 'Write order as asc or desc.' });
  const page = Number(params.page ?? '0');
  if (!Number.isInteger(page) || page < 0) errors.push({ path: 'page', message: 'The page is a whole number from 0.' });
  const pageSize = Number(params.pageSize ?? String(DEFAULT_PAGE_SIZE));
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    errors.push({ path: 'pageSize', message: `A page holds 1 to ${MAX_PAGE_SIZE} rows.` });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, query: { filter, sort, direction: direction as 'asc' | 'desc', page, pageSize } };
}

/** A LIKE pattern finding `text` anywhere: `%` and `_` match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The SQL condition of a filter; `staffId` is who "me" is. */
export function filterCondition(filter: InboxFilter, staffId: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kinds.length > 0) conditions.push(or(...filter.kinds.map((kind) => eq(inboxRequests.kind, kind)))!);
  if (filter.statuses.length > 0) conditions.push(or(...filter.statuses.map((status) => eq(inboxRequests.status, status)))!);
  if (filter.owner === 'none') conditions.push(isNull(inboxRequests.ownerId));
  else if (filter.owner !== undefined) conditions.push(eq(inboxRequests.ownerId, filter.owner === 'me' ? staffId : filter.owner));
  if (filter.from) conditions.push(gte(inboxRequests.receivedAt, startOfDay(filter.from)));
  if (filter.to) conditions.push(lt(inboxRequests.receivedAt, startOfDay(nextDay(filter.to))));
  if (filter.unread === true) conditions.push(isNull(inboxRequests.firstOpenedAt));
  if (filter.unread === false) conditions.push(isNotNull(inboxRequests.firstOpenedAt));
  if (filter.state) conditions.push(eq(inboxRequests.open, filter.state === 'open'));
  if (filter.search) {
    const text = filter.search.toLowerCase();
    const digits = text.replace(/\D/g, '');
    // A phone number is found however it is written: "(408) 555-0142" as its digits.
    const byPhone = digits.length >= 3 && /^[\d\s()+.-]+$/.test(text) ? [ilike(inboxRequests.searchText, likePattern(digits))] : [];
    conditions.push(or(ilike(inboxRequests.searchText, likePattern(text)), ...byPhone)!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const SORT_COLUMNS = {
  receivedAt: inboxRequests.receivedAt,
  kind: inboxRequests.kind,
  name: sql`lower(${inboxRequests.name})`,
  status: inboxRequests.status,
  owner: sql`lower(${staffUsers.name})`,
  requestId: inboxRequests.requestId,
} as const;

export const rowColumns = {
  id: inboxRequests.id,
  requestId: inboxRequests.requestId,
  kind: inboxRequests.kind,
  receivedAt: inboxRequests.receivedAt,
  name: inboxRequests.name,
  email: inboxRequests.email,
  phone: inboxRequests.phone,
  policyNumber: inboxRequests.policyNumber,
  status: inboxRequests.status,
  open: inboxRequests.open,
  ownerId: inboxRequests.ownerId,
  ownerName: staffUsers.name,
  firstOpenedAt: inboxRequests.firstOpenedAt,
};

type RowRecord = { [Key in keyof typeof rowColumns]: (typeof rowColumns)[Key]['_']['data'] | null } & { receivedAt: Date };

export function toInboxRow(row: RowRecord, now: Date = new Date()): InboxRow {
  return {
    id: row.id as string,
    requestId: row.requestId as string,
    kind: row.kind as string,
    receivedAt: row.receivedAt.toISOString(),
    name: row.name ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    policyNumber: row.policyNumber ?? '',
    status: row.status as string,
    open: row.open === true,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    unread: row.firstOpenedAt === null,
    ageHours: row.open ? Math.round(businessHoursBetween(row.receivedAt, now) * 10) / 10 : null,
  };
}

export function orderOf(query: Pick<InboxQuery, 'sort' | 'direction'>): SQL[] {
  const by = query.direction === 'asc' ? asc : desc;
  // Newest first among equals, and the id last, so that a page boundary never splits the same order two ways.
  return [by(SORT_COLUMNS[query.sort]), desc(inboxRequests.receivedAt), desc(inboxRequests.id)];
}

export async function listInbox(db: Db, query: InboxQuery, staffId: string): Promise<InboxPage> {
  const where = filterCondition(query.filter, staffId);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(inboxRequests)
      .leftJoin(staffUsers, eq(staffUsers.id, inboxRequests.ownerId))
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(inboxRequests).where(where),
  ]);
  const now = new Date();
  return { rows: rows.map((row) => toInboxRow(row, now)), total: total?.total ?? 0 };
}

export async function countInbox(db: Db, filter: InboxFilter, staffId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inboxRequests).where(filterCondition(filter, staffId));
  return row?.total ?? 0;
}

const WEEK_MS = 7 * 24 * 3_600_000;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The inbox header: requests open and unread, and the median time to first response of the last 7 days. */
export async function inboxSummary(db: Db, now: Date = new Date()): Promise<InboxSummary> {
  const [[counts], responses] = await Promise.all([
    db
      .select({
        open: sql<number>`count(*) filter (where ${inboxRequests.open})::int`,
        unread: sql<number>`count(*) filter (where ${inboxRequests.firstOpenedAt} is null)::int`,
      })
      .from(inboxRequests),
    db
      .select({ receivedAt: inboxRequests.receivedAt, firstResponseAt: inboxRequests.firstResponseAt })
      .from(inboxRequests)
      .where(gte(inboxRequests.firstResponseAt, new Date(now.getTime() - WEEK_MS))),
  ]);
  const hours = responses.flatMap(({ receivedAt, firstResponseAt }) =>
    firstResponseAt ? [businessHoursBetween(receivedAt, firstResponseAt)] : [],
  );
  const middle = median(hours);
  return {
    open: Number(counts?.open ?? 0),
    unread: Number(counts?.unread ?? 0),
    medianFirstResponseHours: middle === null ? null : Math.round(middle * 10) / 10,
    responses: hours.length,
  };
}
