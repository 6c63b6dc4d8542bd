import { describe, expect, it } from 'vitest';
import { noticeLines, type StepNotice } from './wizard-ui';

const notice: StepNotice = {
  step: 'documents',
  field: '/action',
  cases: { add: ['Documents are required.'], update: ['Documents are required.'] },
  otherwise: ['Documents are optional.'],
  always: ['Any additional supporting documentation.'],
};

describe('noticeLines', () => {
  it('picks the case of the value, then the lines shown always', () => {
    expect(noticeLines(notice, 'add')).toEqual(['Documents are required.', 'Any additional supporting documentation.']);
  });

  it('falls back to the otherwise lines for another or an empty value', () => {
    expect(noticeLines(notice, 'remove')).toEqual(['Documents are optional.', 'Any additional supporting documentation.']);
    expect(noticeLines(notice, undefined)).toEqual(['Documents are optional.', 'Any additional supporting documentation.']);
  });

  it('shows only the always lines when nothing matches and there is no otherwise', () => {
    const { otherwise: _otherwise, ...withoutOtherwise } = notice;
    expect(noticeLines(withoutOtherwise, 'remove')).toEqual(['Any additional supporting documentation.']);
    expect(noticeLines({ ...withoutOtherwise, always: undefined }, 'remove')).toBeNull();
  });
});
