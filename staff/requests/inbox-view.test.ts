import { describe, expect, it } from 'vitest';
import { exportQuery, hasFilters, NO_FILTERS, readView, writeView, type InboxView } from './inbox-view';

describe('the requests list in the address', () => {
  it('is the API’s query without its defaults', () => {
    const view = readView(new URLSearchParams(''));
    expect(view).toEqual({ filters: NO_FILTERS, sort: 'receivedAt', order: 'desc', page: 0, pageSize: 25 });
    expect(writeView(view).toString()).toBe('');
  });

  it('keeps every filter, the sort and the page through a reload', () => {
    const view: InboxView = {
      filters: { kinds: ['auto-quote', 'home-quote'], statuses: ['contacted'], owner: 'me', from: '2026-11-01', to: '2026-11-30', unread: true, state: 'open', q: 'Dana' },
      sort: 'name',
      order: 'desc',
      page: 2,
      pageSize: 50,
    };
    const query = writeView(view);
    expect(query.get('kind')).toBe('auto-quote,home-quote');
    expect(readView(new URLSearchParams(query.toString()))).toEqual(view);
  });

  it('writes a column’s own default order as nothing', () => {
    expect(writeView({ ...readView(new URLSearchParams()), sort: 'name', order: 'asc' }).toString()).toBe('sort=name');
  });

  it('leaves what it does not understand at the default', () => {
    const view = readView(new URLSearchParams('sort=salary&order=up&page=-1&pageSize=7&from=yesterday&state=both&unread=yes'));
    expect(view).toEqual({ filters: NO_FILTERS, sort: 'receivedAt', order: 'desc', page: 0, pageSize: 25 });
  });

  it('exports the filtered rows, whatever page and sort the list shows', () => {
    const view = readView(new URLSearchParams('kind=auto-quote&status=contacted&page=3&sort=name&q=%20Dana%20'));
    expect(exportQuery(view.filters, 'csv').toString()).toBe('kind=auto-quote&status=contacted&q=Dana&format=csv');
    expect(hasFilters(view.filters)).toBe(true);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });
});
