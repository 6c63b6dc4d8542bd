import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, buildReview, columnsFor, formatDate, formatValue } from './review-summary';
import { fieldLabel } from './field-labels';
import { testSchema, testUiSchema } from './test-schema';

const listSchema = {
  type: 'object',
  properties: {
    cars: {
      type: 'array',
      title: 'Cars',
      items: {
        type: 'object',
        title: 'Car',
        properties: { year: { type: 'integer', title: 'Year' }, garaged: { type: 'boolean', title: 'Garaged' } },
      },
    },
    tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
  },
};

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
    expect(sections.map(({ title, rows }) => ({ title, rows }))).toEqual([
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

  it('expands a list of objects item by item, numbering the items', () => {
    const data = { cars: [{ year: 2003, garaged: true }, { year: 1999 }], tags: ['a', 'b'] };
    const [section] = buildReview(listSchema, {}, [{ title: 'Cars', fields: ['/cars', '/tags'] }], data);
    expect(section?.rows).toEqual([
      { pointer: '/cars/0/year', label: 'Year (Car 1)', values: ['2003'] },
      { pointer: '/cars/0/garaged', label: 'Garaged (Car 1)', values: ['Yes'] },
      { pointer: '/cars/1/year', label: 'Year (Car 2)', values: ['1999'] },
      { pointer: '/cars/1/garaged', label: 'Garaged (Car 2)', values: ['No'] },
      { pointer: '/tags', label: 'Tags', values: ['a, b'] },
    ]);
    const named = buildReview(listSchema, { cars: { 'ui:options': { itemTitle: 'Vehicle' } } }, [{ title: 'C', fields: ['/cars'] }], data);
    expect(named[0]?.rows[0]?.label).toBe('Year (Vehicle 1)');
    const [empty] = buildReview(listSchema, {}, [{ title: 'Cars', fields: ['/cars'] }], { cars: [] });
    expect(empty?.rows).toEqual([{ pointer: '/cars', label: 'Cars', values: [EMPTY_VALUE] }]);
  });

  it('shows a dash for an empty file list', () => {
    const [section] = buildReview(testSchema, testUiSchema, [{ title: 'D', fields: ['/details/files'] }], {});
    expect(section?.rows[0]?.values).toEqual([EMPTY_VALUE]);
  });
});

describe('buildReview with conditions, currency and grids', () => {
  const quoteSchema = {
    type: 'object',
    properties: {
      premium: { type: 'number', title: 'Premium' },
      hasCars: { type: 'boolean', title: 'Has Cars' },
      cars: listSchema.properties.cars,
    },
  };
  const quoteUi = {
    premium: { 'ui:options': { format: 'currency' } },
    cars: {
      'ui:options': { itemTitle: 'Vehicle', showWhen: { field: '1/hasCars', in: [true] } },
      items: { garaged: { 'ui:options': { showWhen: { field: '1/year', in: [2003] } } } },
    },
  };
  const cars = (count: number) => Array.from({ length: count }, (_car, index) => ({ year: 2002 + index }));

  it('shows currency fields in dollars and skips hidden fields', () => {
    const [section] = buildReview(quoteSchema, quoteUi, [{ title: 'Q', fields: ['/premium', '/cars'] }], {
      premium: 1250000,
      hasCars: true,
      cars: [{ year: 2003, garaged: true }, { year: 1999 }],
    });
    expect(section?.rows).toEqual([
      { pointer: '/premium', label: 'Premium', values: ['$1,250,000'] },
      { pointer: '/cars/0/year', label: 'Year (Vehicle 1)', values: ['2003'] },
      { pointer: '/cars/0/garaged', label: 'Garaged (Vehicle 1)', values: ['Yes'] },
      { pointer: '/cars/1/year', label: 'Year (Vehicle 2)', values: ['1999'] },
    ]);
    const [hidden] = buildReview(quoteSchema, quoteUi, [{ title: 'Q', fields: ['/cars'] }], { hasCars: false });
    expect(hidden?.rows).toEqual([]);
    expect(hidden?.blocks).toEqual([]);
  });

  it('shows a vehicle make from the vehicle data in title case, beside its model', () => {
    const schema = { type: 'object', properties: { make: { type: 'string', title: 'Make' }, model: { type: 'string', title: 'Model' } } };
    const ui = { make: { 'ui:widget': 'vehicle-make' }, model: { 'ui:widget': 'vehicle-model' } };
    const [section] = buildReview(schema, ui, [{ title: 'Vehicle', fields: ['/make', '/model'] }], { make: 'HONDA', model: 'CR-V' });
    expect(section?.rows).toEqual([
      { pointer: '/make', label: 'Make', values: ['Honda'] },
      { pointer: '/model', label: 'Model', values: ['CR-V'] },
    ]);
  });

  it('groups a North American phone number of a tel field, and leaves any other as stored', () => {
    const schema = { type: 'object', properties: { phone: { type: 'string', title: 'Phone' }, code: { type: 'string', title: 'Code' } } };
    const ui = { phone: { 'ui:widget': 'tel' } };
    const review = (data: object) => buildReview(schema, ui, [{ title: 'You', fields: ['/phone', '/code'] }], data)[0]?.rows;
    expect(review({ phone: '4085550123', code: '4085550123' })).toEqual([
      { pointer: '/phone', label: 'Phone', values: ['(408) 555-0123'] },
      { pointer: '/code', label: 'Code', values: ['4085550123'] },
    ]);
    expect(review({ phone: '+442079460958' })?.[0]?.values).toEqual(['+442079460958']);
  });

  it('lays a list out by count: one titled card per item, 1 to 4 columns', () => {
    const review = (count: number) =>
      buildReview(quoteSchema, quoteUi, [{ title: 'Vehicles', fields: ['/premium', '/cars'], columns: 'by-count' }], {
        premium: 99.5,
        hasCars: true,
        cars: cars(count),
      })[0];
    const two = review(2);
    expect(two?.blocks[0]).toEqual({ kind: 'rows', rows: [{ pointer: '/premium', label: 'Premium', values: ['$99.50'] }] });
    expect(two?.blocks[1]).toEqual({
      kind: 'grid',
      pointer: '/cars',
      label: 'Cars',
      columns: 2,
      items: [
        { title: 'Vehicle 1', rows: [{ pointer: '/cars/0/year', label: 'Year', values: ['2002'] }] },
        // "Garaged" is shown for a 2003 car only.
        { title: 'Vehicle 2', rows: [{ pointer: '/cars/1/year', label: 'Year', values: ['2003'] }, { pointer: '/cars/1/garaged', label: 'Garaged', values: ['No'] }] },
      ],
    });
    // The flat rows carry what is shown, labelled as in the cards.
    expect(two?.rows.map((row) => row.label)).toEqual(['Premium', 'Year', 'Year', 'Garaged']);
    expect([1, 3, 4, 5].map((count) => review(count)?.blocks[1])).toMatchObject([
      { columns: 1 },
      { columns: 3 },
      { columns: 4 },
      { columns: 4, items: { length: 5 } },
    ]);
    // An empty list reads as a dashed row, as without the grid, in one list with the rows before it.
    expect(review(0)?.blocks).toEqual([
      {
        kind: 'rows',
        rows: [
          { pointer: '/premium', label: 'Premium', values: ['$99.50'] },
          { pointer: '/cars', label: 'Cars', values: [EMPTY_VALUE] },
        ],
      },
    ]);
  });

  it('counts columns from 1 to 4', () => {
    expect([0, 1, 2, 3, 4, 9].map(columnsFor)).toEqual([1, 1, 2, 3, 4, 4]);
  });
});

describe('formatting', () => {
  it('formats dates and leaves other strings alone', () => {
    expect(formatDate('2026-01-02')).toBe('January 2, 2026');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2023-02-29')).toBe('2023-02-29');
    expect(formatDate('2024-13-01')).toBe('2024-13-01');
    expect(formatDate('2024-04-31')).toBe('2024-04-31');
    expect(formatValue({ type: 'string' }, '')).toBe(EMPTY_VALUE);
    expect(formatValue({ type: 'integer' }, 0)).toBe('0');
  });

  it('writes every date of four centuries as Intl writes it in en-US', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    const day = 24 * 60 * 60 * 1000;
    for (let time = Date.UTC(1800, 0, 1); time < Date.UTC(2200, 0, 1); time += day) {
      const iso = new Date(time).toISOString().slice(0, 10);
      if (formatDate(iso) !== intl.format(time)) expect(formatDate(iso)).toBe(intl.format(time));
    }
  });

  it('shows years and mileages plainly and booleans as Yes/No', () => {
    expect(formatValue({ type: 'integer' }, 2003)).toBe('2003');
    expect(formatValue({ type: 'integer' }, 12000)).toBe('12000');
    expect(formatValue({ type: 'boolean' }, true)).toBe('Yes');
    expect(formatValue({ type: 'boolean' }, false)).toBe('No');
    expect(formatValue({ type: 'boolean' }, undefined)).toBe('No');
  });

  it('shows currency as whole dollars, with cents only when there are some', () => {
    expect(formatValue({ type: 'number' }, 1250000, { currency: true })).toBe('$1,250,000');
    expect(formatValue({ type: 'number' }, 1250.5, { currency: true })).toBe('$1,250.50');
    expect(formatValue({ type: 'number' }, 0, { currency: true })).toBe('$0');
    expect(formatValue({ type: 'number' }, undefined, { currency: true })).toBe(EMPTY_VALUE);
    expect(formatValue({ type: 'number' }, 1250000)).toBe('1250000');
  });
});

describe('fieldLabel', () => {
  it('adds the title of a titled parent object, not of one whose label is hidden', () => {
    expect(fieldLabel(testSchema, testUiSchema, '/name')).toBe('Name');
    expect(fieldLabel(testSchema, testUiSchema, '/details/home/street')).toBe('Street (Home)');
    expect(fieldLabel(testSchema, testUiSchema, '/details/startDate')).toBe('Start Date');
    expect(fieldLabel(testSchema, testUiSchema, '/details/notes')).toBe('Notes');
    expect(fieldLabel(testSchema, testUiSchema, '/details/files/0/size')).toBe('Size (Files 1)');
  });

  it('numbers the fields of list items, named by ui:options.itemTitle, the item title or the list title', () => {
    expect(fieldLabel(listSchema, {}, '/cars/1/year')).toBe('Year (Car 2)');
    expect(fieldLabel(listSchema, { cars: { 'ui:options': { itemTitle: 'Vehicle' } } }, '/cars/0/year')).toBe(
      'Year (Vehicle 1)',
    );
  });
});
