import { describe, expect, it } from 'vitest';
import { createAjv } from '../schemas/ajv';
import { noticeLines, wizardUiSchema, type StepNotice } from './wizard-ui';

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

describe('wizardUiSchema', () => {
  const ajv = createAjv();
  const check = ajv.compile(wizardUiSchema);
  const ui = {
    title: 'Quote',
    route: '/quote/x',
    endpoint: '/api/quotes/x',
    requestIdPrefix: 'QX',
    steps: [
      { id: 'a', title: 'A', fields: ['/a'] },
      { id: 'review', title: 'Review', kind: 'review' },
      { id: 'thank-you', title: 'Thank You', kind: 'thank-you' },
    ],
    review: [{ title: 'Vehicles', fields: ['/vehicles'], columns: 'by-count' }],
    texts: {
      submit: 'Submit',
      submitting: 'SUBMITTING...',
      overlay: { lines: ['Sending'] },
      success: { title: '✓ Your quote application has been submitted successfully!' },
      failure: { title: '✗ Submission failed. Please try again.' },
      thankYou: { title: 'Thank you', body: 'We will call.', requestIdLabel: 'Id', saveNote: 'Keep it.' },
    },
    uiSchema: {},
  };

  it('accepts review grids by count and one-line outcome messages', () => {
    expect(check(ui), JSON.stringify(check.errors)).toBe(true);
  });

  it('refuses an unknown column layout', () => {
    expect(check({ ...ui, review: [{ title: 'V', fields: ['/v'], columns: 'three' }] })).toBe(false);
  });
});
