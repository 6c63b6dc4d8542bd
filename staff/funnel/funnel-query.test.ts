import { describe, expect, it } from 'vitest';
import type { FunnelView, RequestKindView } from '../../schemas/staff-api';
import { apiQuery, figuresOf, funnelBars, nothingCounted, readFunnelQuery, share, wizardsOf, writeFunnelQuery } from './funnel-query';
import { changeSentence } from './funnel-versions';

const kinds: RequestKindView[] = [
  { kind: 'auto-quote', title: 'Auto Insurance Quote Request', group: 'quote', pipeline: [] },
  { kind: 'commercial-quote', title: 'Commercial Insurance Quote Request', group: 'quote', pipeline: [] },
  { kind: 'contact', title: 'Contact message', group: 'contact', pipeline: [] },
];
const wizards = wizardsOf(kinds);

const step = (id: string, shown: number, dropOff: number) => ({ step: id, title: id, shown, completed: shown - dropOff, refused: 0, saved: 0, left: dropOff, dropOff, medianTime: null });

const view: FunnelView = {
  wizardId: 'commercial-quote',
  title: 'Commercial Insurance Quote Request',
  from: '2026-11-01',
  to: '2026-11-30',
  schemaVersion: null,
  started: 10,
  submitted: 6,
  steps: [step('policyholder', 10, 2), step('review', 8, 2)],
  topErrorFields: [],
  versions: [
    { schemaVersion: 'aaaaaaaaaaaaaaaa', started: 4, submitted: 3, steps: [step('policyholder', 4, 0), step('review', 4, 1)], topErrorFields: [], firstDay: '2026-11-20', lastDay: '2026-11-30', current: true },
    { schemaVersion: 'bbbbbbbbbbbbbbbb', started: 6, submitted: 3, steps: [step('policyholder', 6, 2), step('review', 4, 1)], topErrorFields: [], firstDay: '2026-11-01', lastDay: '2026-11-19', current: false },
  ],
};

describe('the funnel’s query', () => {
  it('lists the wizards, not the contact form, and starts on the commercial quote', () => {
    expect(wizards.map((wizard) => wizard.id)).toEqual(['auto-quote', 'commercial-quote']);
    expect(readFunnelQuery(new URLSearchParams(), wizards)).toEqual({ wizard: 'commercial-quote', from: '', to: '', version: '' });
    expect(readFunnelQuery(new URLSearchParams(), wizardsOf(kinds.slice(0, 1))).wizard).toBe('auto-quote');
  });

  it('keeps what it understands of an address and drops the rest', () => {
    const query = readFunnelQuery(new URLSearchParams('wizard=auto-quote&from=2026-11-01&to=soon&version=aaaaaaaaaaaaaaaa'), wizards);
    expect(query).toEqual({ wizard: 'auto-quote', from: '2026-11-01', to: '', version: 'aaaaaaaaaaaaaaaa' });
    expect(readFunnelQuery(new URLSearchParams('wizard=contact&version=x'), wizards)).toEqual({ wizard: 'commercial-quote', from: '', to: '', version: '' });
  });

  it('writes the address without its defaults, and always names the wizard to the API', () => {
    const query = { wizard: 'commercial-quote', from: '2026-11-01', to: '', version: '' };
    expect(writeFunnelQuery(query, wizards).toString()).toBe('from=2026-11-01');
    expect(writeFunnelQuery({ ...query, wizard: 'auto-quote' }, wizards).toString()).toBe('wizard=auto-quote&from=2026-11-01');
    expect(apiQuery(query)).toBe('wizard=commercial-quote&from=2026-11-01');
  });
});

describe('the funnel’s figures', () => {
  it('draws a bar from starting through each step to submitting, split where visitors dropped off', () => {
    expect(funnelBars(view)).toEqual([
      { label: 'Started', wentOn: 10, droppedOff: 0 },
      { label: 'policyholder', wentOn: 8, droppedOff: 2 },
      { label: 'review', wentOn: 6, droppedOff: 2 },
      { label: 'Submitted', wentOn: 6, droppedOff: 0 },
    ]);
  });

  it('shows one version’s figures when asked, all together otherwise', () => {
    expect(figuresOf(view, 'bbbbbbbbbbbbbbbb').started).toBe(6);
    expect(figuresOf(view, '').started).toBe(10);
    expect(figuresOf(view, 'cccccccccccccccc').started).toBe(10);
  });

  it('tells a range where nothing was counted', () => {
    expect(nothingCounted(view)).toBe(false);
    expect(nothingCounted({ ...view, started: 0, submitted: 0, steps: [step('policyholder', 0, 0)] })).toBe(true);
  });

  it('words shares and the day the wizard changed', () => {
    expect(share(1, 4)).toBe('25%');
    expect(share(0, 0)).toBe('—');
    expect(changeSentence(view.versions, view.from)).toBe('The wizard changed on Nov 20, 2026: its live version was first counted that day.');
    expect(changeSentence(view.versions, '2026-11-20')).toMatch(/^The live version was counted from the first day of the range/);
    expect(changeSentence(view.versions.map((version) => ({ ...version, current: false })), view.from)).toBe(
      'None of these is the live version: the wizard changed after Nov 30, 2026.',
    );
    expect(changeSentence(view.versions.slice(0, 1), view.from)).toBeNull();
  });
});
