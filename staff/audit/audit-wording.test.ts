import { describe, expect, it } from 'vitest';
import { DEFAULT_GRACE_HOURS, type AuditEntryView, type RequestKindView } from '../../schemas/staff-api';
import { describeAudit, itemOfPointer } from './audit-wording';

const kinds: RequestKindView[] = [
  {
    kind: 'auto-quote',
    title: 'Auto Insurance Quote Request',
    group: 'quote',
    pipeline: [
      { key: 'new', label: 'New', closed: false },
      { key: 'contacted', label: 'Contacted', closed: false },
      { key: 'won', label: 'Won', closed: true },
    ],
  },
];

function entry(action: string, detail: Record<string, unknown> = {}, extra: Partial<AuditEntryView> = {}): AuditEntryView {
  return { id: 1, at: '2026-12-01T22:00:00Z', actorName: 'Ana Agent', action, kind: 'auto-quote', subject: 'AUT-1', inboxRequestId: 'x', detail, ...extra };
}

describe('an audit entry in words', () => {
  it('names the revealed field and its item', () => {
    expect(describeAudit(entry('revealed', { pointer: '/drivers/0/licenseNumber', field: 'License Number' }), { kinds })).toBe('revealed License Number (Driver 1)');
    expect(describeAudit(entry('revealed', { pointer: '/additionalData/licenseNumber', field: "Driver's License Number" }), { kinds })).toBe(
      "revealed Driver's License Number",
    );
    // The request page knows the review's own title of the item.
    expect(describeAudit(entry('revealed', { pointer: '/drivers/1/birthDate', field: 'Date of Birth' }), { kinds, itemOf: () => 'Second driver' })).toBe(
      'revealed Date of Birth (Second driver)',
    );
  });

  it('reads a list’s name as its item', () => {
    expect(itemOfPointer('/additionalInterests/2/loanNumber')).toBe('Additional interest 3');
    expect(itemOfPointer('/employeeClassifications/0/payroll')).toBe('Employee classification 1');
    expect(itemOfPointer('/policies/1/number')).toBe('Policy 2');
    expect(itemOfPointer('/additionalData/licenseNumber')).toBeUndefined();
  });

  it('reads statuses by their labels', () => {
    expect(describeAudit(entry('status', { from: 'new', to: 'contacted' }), { kinds })).toBe('changed the status: New → Contacted');
  });

  it('tells taking ownership from giving it', () => {
    expect(describeAudit(entry('owner', { from: null, to: { id: 'a', name: 'Ana Agent' } }), { kinds })).toBe('took ownership');
    expect(describeAudit(entry('owner', { from: { id: 'a', name: 'Ana Agent' }, to: { id: 'b', name: 'Olivia Owner' } }), { kinds })).toBe(
      'made Olivia Owner the owner (was Ana Agent)',
    );
    expect(describeAudit(entry('owner', { from: { id: 'b', name: 'Olivia Owner' }, to: null }), { kinds })).toBe('removed the owner (was Olivia Owner)');
  });

  it('names a file by its name where the request is at hand, else by its type', () => {
    const download = entry('downloaded', { fileId: 'f1', type: 'image/png', disposition: 'attachment' });
    expect(describeAudit(download, { kinds })).toBe('downloaded a file (PNG image)');
    expect(describeAudit(download, { kinds, fileName: () => 'license-front.png' })).toBe('downloaded license-front.png');
    expect(describeAudit(entry('downloaded', { fileId: 'f1', type: 'application/pdf', disposition: 'inline' }), { kinds })).toBe('previewed a file (PDF)');
  });

  it('says what an export held', () => {
    const filter = { kinds: ['auto-quote'], statuses: ['contacted'] };
    const exported = entry('exported', { format: 'csv', rows: 1, filter, search: false }, { subject: null, inboxRequestId: null });
    expect(describeAudit(exported, { kinds })).toBe('exported 1 request as CSV (kind Auto Insurance Quote Request; status Contacted)');
    expect(describeAudit(entry('exported', { format: 'json', rows: 3, search: true }, { kind: 'newsletter' }), { kinds })).toBe(
      'exported 3 newsletter subscribers as JSON, searched',
    );
  });

  it('words the staff changes', () => {
    expect(describeAudit(entry('staff-invited', { role: 'agent' }, { kind: null, subject: 'agent@example.test' }), { kinds })).toBe('invited agent@example.test as agent');
    expect(describeAudit(entry('staff-uninvited', { role: 'agent' }, { kind: null, subject: 'agent@example.test' }), { kinds })).toBe('withdrew the invitation of agent@example.test');
    expect(describeAudit(entry('staff-role', { name: 'Ana Agent', from: 'agent', to: 'owner' }, { kind: null }), { kinds })).toBe('changed Ana Agent’s role: Agent → Owner');
    expect(describeAudit(entry('staff-removed', { name: 'Ana Agent', role: 'agent' }, { kind: null }), { kinds })).toBe('removed Ana Agent (agent) from the staff');
    expect(describeAudit(entry('deleted', {}, { kind: 'newsletter' }), { kinds })).toBe('removed a newsletter subscriber');
  });

  it('words the webhook endpoints’ changes', () => {
    const webhook = (detail: Record<string, unknown>) => describeAudit(entry('webhook', detail, { kind: null, subject: 'e1', inboxRequestId: null }), { kinds });
    expect(webhook({ change: 'added', url: 'https://crm.example.com/hooks', events: ['request.received', 'request.status_changed', 'request.deleted'], includeSensitive: false })).toBe(
      'added the webhook endpoint https://crm.example.com/hooks (every event; sensitive fields left out)',
    );
    expect(webhook({ change: 'added', url: 'https://crm.example.com/hooks', events: ['request.received', 'request.deleted'], includeSensitive: true })).toBe(
      'added the webhook endpoint https://crm.example.com/hooks (Request received and Request deleted; sensitive fields included)',
    );
    expect(webhook({ change: 'changed', enabled: true })).toBe('turned a webhook endpoint on');
    expect(webhook({ change: 'changed', enabled: false })).toBe('turned a webhook endpoint off');
    expect(webhook({ change: 'changed', url: 'https://crm.example.com/v2', events: ['request.received'], includeSensitive: true })).toBe(
      'changed a webhook endpoint: address https://crm.example.com/v2; events: Request received; sensitive fields included',
    );
    expect(webhook({ change: 'changed', enabled: true, description: 'CRM' })).toBe('turned a webhook endpoint on and changed it: description');
    expect(webhook({ change: 'secret rotated', graceHours: 48 })).toBe('rotated a webhook endpoint’s secret, keeping the old one for 48 hours');
    expect(webhook({ change: 'secret rotated', graceHours: 0 })).toBe('rotated a webhook endpoint’s secret, ending the old one at once');
    // No grace period given: the API's default.
    expect(webhook({ change: 'secret rotated', graceHours: null })).toBe(`rotated a webhook endpoint’s secret, keeping the old one for ${DEFAULT_GRACE_HOURS} hours`);
    expect(webhook({ change: 'removed' })).toBe('removed a webhook endpoint');
  });
});
