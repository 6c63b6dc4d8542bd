/** A small wizard-like schema for the unit tests of the renderer's pure modules (no particular wizard). */
import type { SchemaNode } from '../schema-at-pointer';

export const testSchema: SchemaNode = {
  type: 'object',
  required: ['name', 'home'],
  properties: {
    name: { type: 'string', title: 'Name' },
    plan: {
      type: 'string',
      title: 'Plan',
      oneOf: [
        { const: 'basic', title: 'Basic Plan' },
        { const: 'plus', title: 'Plus Plan' },
      ],
    },
    details: {
      type: 'object',
      title: 'Details',
      properties: {
        home: { $ref: '#/definitions/place', title: 'Home' },
        startDate: { type: 'string', format: 'date', title: 'Start Date' },
        files: { type: 'array', title: 'Files', items: { $ref: '#/definitions/file' } },
        notes: { type: 'string' },
      },
    },
    pets: { type: 'boolean', title: 'Pets' },
  },
  definitions: {
    place: {
      type: 'object',
      properties: { street: { type: 'string', title: 'Street' }, zip: { type: 'string', title: 'ZIP' } },
    },
    file: { type: 'object', properties: { name: { type: 'string' }, size: { type: 'integer' } } },
  },
};

export const testUiSchema = {
  name: { 'ui:autofocus': true },
  details: {
    'ui:options': { label: false },
    home: { zip: { 'ui:options': { width: 'third' } } },
    files: { 'ui:field': 'attachments' },
  },
};
