/** The site forms' schemas, bundled (shared definitions copied in), as the API serves and compiles them. */
import { bundleSchema, type JsonSchema } from './bundle';
import contactSchemaJson from './contact.schema.json' with { type: 'json' };
import newsletterSchemaJson from './newsletter.schema.json' with { type: 'json' };

export const newsletterSchema: JsonSchema = bundleSchema(newsletterSchemaJson);
export const contactSchema: JsonSchema = bundleSchema(contactSchemaJson);
