import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, buildReview, formatDate, formatValue } from './review-summary';
import { fieldLabel } from './field-labels';
import { testSchema, testUiSchema } from './test-schema';

describe('buildReview', () => {
  it('labels by schema title, expands objects, names files and dashes empty values', () => {
    const data = {
      name: 'Ana',
      plan: 'plus',
      details: { home: { street: '1 Main St' }, startDate: '2026-12-15', files: [{ name: 'a.pdf', size: 1 }] },
      pets: false,
    };
    const sections = buildReview(
      testSchema,
      testUiSchema,
      [
        { title: 'You', fields: ['/name', '/plan', '/pets'] },
        { title: 'Home', fields: ['/details/home', '/details/startDate'] },
        { title: 'Documents', fields: ['/details/files', '/details/notes'] },
      ],
      data,
    );
    expect(sections).toEqual([
      {
        title: 'You',
        rows: [
          { pointer: '/name', label: 'Name', values: ['Ana'] },
          { pointer: '/plan', label: 'Plan', values: ['Plus Plan'] },
          { pointer: '/pets', label: 'Pets', values: ['No'] },
        ],
      },
      {
        title: 'Home',
        rows: [
          { pointer: '/details/home/street', label: 'Street', values: ['1 Main St'] },
          { pointer: '/details/home/zip', label: 'ZIP', values: [EMPTY_VALUE] },
          { pointer: '/details/startDate', label: 'Start Date', values: ['December 15, 2026'] },
        ],
      },
      {
        title: 'Documents',
        rows: [
          { pointer: '/details/files', label: 'Files', values: ['a.pdf'] },
          { pointer: '/details/notes', label: 'Notes', values: [EMPTY_VALUE] },
        ],
      },
    ]);
  });

  it('shows a dash for an empty file list', () => {
    const [section] = buildReview(testSchema, testUiSchema, [{ title: 'D', fields: ['/details/files'] }], {});
    expect(section?.rows[0]?.values).toEqual([EMPTY_VALUE]);
  });
});

describe('formatting', () => {
  it('formats dates and leaves other strings alone', () => {
    expect(formatDate('2026-01-02')).toBe('January 2, 2026');
    expect(formatDate('soon')).toBe('soon');
    expect(formatValue({ type: 'string' }, '')).toBe(EMPTY_VALUE);
    expect(formatValue({ type: 'integer' }, 0)).toBe('0');
  });
});

describe('fieldLabel', () => {
  it('adds the title of a titled parent object, not of one whose label is hidden', () => {
    expect(fieldLabel(testSchema, testUiSchema, '/name')).toBe('Name');
    expect(fieldLabel(testSchema, testUiSchema, '/details/home/street')).toBe('Street (Home)');
    expect(fieldLabel(testSchema, testUiSchema, '/details/startDate')).toBe('Start Date');
    expect(fieldLabel(testSchema, testUiSchema, '/details/notes')).toBe('Notes');
    expect(fieldLabel(testSchema, testUiSchema, '/details/files/0/size')).toBe('Size (Files)');
  });
});
