/** The small builders every part of the OpenAPI document writes its objects with. */

export type Json = { [key: string]: unknown };

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
export const jsonContent = (schema: Json, extra: Json = {}) => ({ 'application/json': { schema, ...extra } });

/** The API's error body `{ error, message }` for one error code or several, with an example when a message is given. */
export const errorBody = (code: string | string[], exampleMessage?: string): Json => ({
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: Array.isArray(code) ? { type: 'string', enum: code } : { type: 'string', const: code },
    message: { type: 'string', description: 'What went wrong, in a sentence a visitor can read.' },
  },
  ...(exampleMessage !== undefined && !Array.isArray(code) ? { example: { error: code, message: exampleMessage } } : {}),
});
