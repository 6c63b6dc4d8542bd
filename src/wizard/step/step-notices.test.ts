import { describe, expect, it } from 'vitest';
import type { StepNotice } from '../../../engine/wizard-ui';
import { stepNotices } from './step-notices';

const notices: StepNotice[] = [
  {
    step: 'documents',
    title: 'Documents',
    field: '/details/action',
    cases: { add: ['Documents are required.', 'Upload the registration.'] },
    otherwise: ['Documents are optional.'],
  },
  { step: 'contact', field: '/details/action', cases: { remove: ['We remove it on the date you ask for.'] } },
];

describe('stepNotices', () => {
  it('lists the notices of the step with the text for the current value', () => {
    expect(stepNotices(notices, 'documents', { details: { action: 'add' } })).toEqual([
      { key: '0-/details/action', title: 'Documents', lines: ['Documents are required.', 'Upload the registration.'] },
    ]);
    expect(stepNotices(notices, 'documents', {})[0]?.lines).toEqual(['Documents are optional.']);
  });

  it('keeps a notice with nothing to say, without lines', () => {
    expect(stepNotices(notices, 'contact', { details: { action: 'add' } })).toEqual([
      { key: '1-/details/action', title: undefined, lines: [] },
    ]);
    expect(stepNotices(notices, 'contact', { details: { action: 'remove' } })[0]?.lines).toEqual([
      'We remove it on the date you ask for.',
    ]);
  });

  it('lists nothing for other steps or without notices', () => {
    expect(stepNotices(notices, 'review', {})).toEqual([]);
    expect(stepNotices(undefined, 'documents', {})).toEqual([]);
  });
});
