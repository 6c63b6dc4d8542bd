/**
 * /api/zip-codes/:zip: the city and state of a US ZIP code, for the forms to fill in (api/places/zip-codes.ts).
 * Not rate limited: a lookup is one read of a table held in memory, cheaper than counting it in the database, and
 * the table is public data.
 */
import { Hono } from 'hono';
import { errorBody, jsonContent } from '../openapi/openapi-parts';
import type { RouteDescription } from '../openapi/route-description';
import { lookupZipCode, ZIP_CODE } from '../places/zip-codes';

export const ZIP_CODES_PATH = '/api/zip-codes';

export function createZipCodeRoutes(): Hono {
  return new Hono().get('/:zip', async (c) => {
    const text = c.req.param('zip');
    if (!ZIP_CODE.test(text)) {
      c.header('Cache-Control', 'no-store');
      return c.json({ error: 'invalid_zip_code', message: 'A ZIP code is 5 digits, or 5 digits, a hyphen and 4 digits.' }, 400);
    }
    const place = await lookupZipCode(text);
    // The table changes only with a package update; a visitor's ZIP code is kept out of shared caches.
    c.header('Cache-Control', 'private, max-age=86400');
    if (!place) return c.json({ error: 'zip_code_not_found', message: 'This ZIP code is not in our list.' }, 404);
    return c.json(place);
  });
}

export function describeZipCodeRoutes(): RouteDescription {
  return {
    paths: {
      [`${ZIP_CODES_PATH}/{zip}`]: {
        get: {
          tags: ['Site'],
          operationId: 'zipCodePlace',
          summary: 'The city and state of a US ZIP code',
          description: 'From an offline table of US ZIP codes. ZIP+4 is accepted and answered with its five-digit code.',
          parameters: [{ name: 'zip', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{5}(-[0-9]{4})?$' }, example: '95122' }],
          responses: {
            200: {
              description: 'The place.',
              content: jsonContent({
                type: 'object',
                required: ['zipCode', 'city', 'state'],
                properties: { zipCode: { type: 'string' }, city: { type: 'string' }, state: { type: 'string' } },
              }),
            },
            400: { description: 'Not a ZIP code.', content: jsonContent(errorBody('invalid_zip_code')) },
            404: { description: 'A ZIP code the table does not hold.', content: jsonContent(errorBody('zip_code_not_found')) },
          },
        },
      },
    },
  };
}
