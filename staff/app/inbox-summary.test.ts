import { describe, expect, it } from 'vitest';
import { summaryText } from './inbox-summary';

describe('the header figures', () => {
  it('read the counts and the median in business hours', () => {
    expect(summaryText({ open: 1234, unread: 3, medianFirstResponseHours: 2.5, responses: 8 })).toBe(
      '1,234 open · 3 unread · median first response 2.5 business hours (last 7 days)',
    );
    expect(summaryText({ open: 1, unread: 0, medianFirstResponseHours: 1, responses: 1 })).toBe('1 open · 0 unread · median first response 1 business hour (last 7 days)');
  });

  it('say so when nobody answered a request this week', () => {
    expect(summaryText({ open: 0, unread: 0, medianFirstResponseHours: null, responses: 0 })).toBe('0 open · 0 unread · no first responses in the last 7 days');
  });
});
