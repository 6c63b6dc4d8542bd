/**
 * What the requests list shows, kept in the address's query string so that a reload, a shared link and the back
 * button keep it. The names are the API's (GET /api/staff/requests), so the list's query is the page's own, without
 * the defaults; the export takes the same filters without the sort and the page.
 */
import { MAX_PAGE_SIZE } from '../../schemas/staff-api';

const SORT_FIELDS = ['receivedAt', 'kind', 'name', 'status', 'owner', 'requestId'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
type SortOrder = 'asc' | 'desc';
export const PAGE_SIZES = [25, 50, MAX_PAGE_SIZE] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];
/** The API's longest search. */
export const MAX_SEARCH_LENGTH = 100;

export interface InboxFilters {
  kinds: string[];
  statuses: string[];
  /** `me`, `none` or a staff member's id; '' for anyone. */
  owner: string;
  /** Days at the office, YYYY-MM-DD; '' for no bound. */
  from: string;
  to: string;
  unread: boolean;
  state: '' | 'open' | 'closed';
  q: string;
}

export interface InboxView {
  filters: InboxFilters;
  sort: SortField;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export const NO_FILTERS: InboxFilters = { kinds: [], statuses: [], owner: '', from: '', to: '', unread: false, state: '', q: '' };

/** Newest first by default; any other column A to Z. */
function defaultOrder(sort: SortField): SortOrder {
  return sort === 'receivedAt' ? 'desc' : 'asc';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The view of a query string; whatever is not understood is left at its default. */
export function readView(params: URLSearchParams): InboxView {
  const state = params.get('state');
  const sortParam = params.get('sort') as SortField | null;
  const sort = sortParam && SORT_FIELDS.includes(sortParam) ? sortParam : 'receivedAt';
  const orderParam = params.get('order');
  const page = Number(params.get('page') ?? '0');
  const pageSize = Number(params.get('pageSize') ?? String(DEFAULT_PAGE_SIZE));
  return {
    filters: {
      kinds: list(params.get('kind')),
      statuses: list(params.get('status')),
      owner: params.get('owner') ?? '',
      from: DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : '',
      to: DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : '',
      unread: params.get('unread') === 'true',
      state: state === 'open' || state === 'closed' ? state : '',
      q: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    },
    sort,
    order: orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaultOrder(sort),
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

function filterParams(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kinds.length > 0) params.set('kind', filters.kinds.join(','));
  if (filters.statuses.length > 0) params.set('status', filters.statuses.join(','));
  if (filters.owner) params.set('owner', filters.owner);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.unread) params.set('unread', 'true');
  if (filters.state) params.set('state', filters.state);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return params;
}

/** The query string of a view, without its defaults: the page's address and the API's query alike. */
export function writeView(view: InboxView): URLSearchParams {
  const params = filterParams(view.filters);
  if (view.sort !== 'receivedAt') params.set('sort', view.sort);
  if (view.order !== defaultOrder(view.sort)) params.set('order', view.order);
  if (view.page > 0) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(view.pageSize));
  return params;
}

/** The export's query: exactly the rows the filters list, every page of them. */
export function exportQuery(filters: InboxFilters, format: 'csv' | 'json'): URLSearchParams {
  const params = filterParams(filters);
  params.set('format', format);
  return params;
}

export function hasFilters(filters: InboxFilters): boolean {
  return filterParams(filters).size > 0;
}
