/**
 * The webhook payload schemas of the OpenAPI document the API serves, compiled by a stock Ajv 8 in strict mode with
 * ajv-formats, as a receiver generating its types from the document would read them: a delivery is "as documented"
 * when it passes.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export type DocumentedPayload = (component: string) => ValidateFunction;

export function documentedPayloads(document: { components: { schemas: unknown } }): DocumentedPayload {
  const schemas = JSON.parse(JSON.stringify(document.components.schemas).replaceAll('"#/components/schemas/', '"#/definitions/')) as object;
  return (component) => {
    const ajv = new Ajv({ strict: true, allErrors: true });
    addFormats(ajv);
    return ajv.compile({ definitions: schemas, $ref: `#/definitions/${component}` });
  };
}
