import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { dateBounds, portableSchema } from './portable-schema';

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  properties: {
    year: { type: 'integer', minimum: 1886, maximumCurrentYear: true, errorMessage: 'Please enter a year.' },
    born: { type: 'string', format: 'date', notAfterToday: true, 'x-encrypt': true },
    start: { type: 'string', format: 'date', notBeforeToday: true, errorMessage: { notBeforeToday: 'Not before today.' } },
    end: { type: 'string', format: 'date', formatMinimum: { $data: '1/start' } },
    kind: { type: 'string', default: 'a', enum: ['a', 'b'] },
  },
  definitions: { fixed: { const: { errorMessage: 'data, not a keyword' } } },
};

function stockAjv(): Ajv {
  const ajv = new Ajv({ strict: true });
  addFormats(ajv);
  return ajv;
}

describe('portableSchema', () => {
  // 05:00 UTC: still the day before at UTC-12.
  const now = new Date('2031-03-10T05:00:00Z');

  it("writes the project's date keywords as today's bounds and leaves out what a stock Ajv refuses", () => {
    expect(dateBounds(now)).toEqual({ currentYear: now.getFullYear(), latestPastDate: '2031-03-10', earliestFutureDate: '2031-03-09' });
    const published = portableSchema(schema, now);
    expect(published.properties).toEqual({
      year: { type: 'integer', minimum: 1886, maximum: now.getFullYear() },
      born: { type: 'string', format: 'date', formatMaximum: '2031-03-10' },
      start: { type: 'string', format: 'date', formatMinimum: '2031-03-09' },
      end: { type: 'string', format: 'date' },
      kind: { type: 'string', default: 'a', enum: ['a', 'b'] },
    });
    expect(published.definitions).toEqual(schema.definitions);
    expect(schema.properties.year.maximumCurrentYear).toBe(true);
  });

  it("gives a stock Ajv the project's verdict on the day it is made for", () => {
    const stock = stockAjv().compile(portableSchema(schema));
    const { definitions: _definitions, ...withoutData } = schema;
    const project = createAjv().compile(withoutData);
    const { latestPastDate, earliestFutureDate, currentYear } = dateBounds();
    const dayAfter = (date: string) => new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
    const dayBefore = (date: string) => new Date(Date.parse(date) - 86_400_000).toISOString().slice(0, 10);
    const payloads = [
      { year: currentYear },
      { year: currentYear + 1 },
      { born: latestPastDate },
      { born: dayAfter(latestPastDate) },
      { start: earliestFutureDate },
      { start: dayBefore(earliestFutureDate) },
    ];
    for (const payload of payloads) expect(stock(payload), JSON.stringify(payload)).toBe(project(payload));
    expect(payloads.map((payload) => stock(payload))).toEqual([true, false, true, false, true, false]);
  });
});
