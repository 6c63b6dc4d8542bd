/**
 * What a route module (api/routes/) tells the OpenAPI document about the routes it serves: the operation of each of
 * its paths and methods, and the component schemas only those operations use. Each module writes its own next to the
 * handlers, so a change of a route and of its description are one change; openapi-document.ts puts the descriptions
 * together, and tests/api/openapi-routes.test.ts holds them against the app's route table.
 */
import type { RateLimitFamily } from '../http/rate-limit';
import type { WizardRegistry } from '../wizards/registry';
import type { Json } from './openapi-parts';

/** The methods the public API has operations for. */
export type OperationMethod = 'get' | 'post';

/** Paths as OpenAPI writes them (`{param}`, not Hono's `:param`), each with the operation of each method it answers. */
export type PathItems = Record<string, Partial<Record<OperationMethod, Json>>>;

export interface RouteDescription {
  paths: PathItems;
  /** Entries of `components/schemas` that only these operations refer to; the shared ones are the document's. */
  schemas?: Json;
}

/** A rate-limited operation's 429 and 503 answers, and the sentence stating its limit; both empty when it is off. */
export interface RateLimitedAnswers {
  responses: Json;
  note: string;
}

/** What the document knows that a description depends on: the wizards, the date, and this server's limits. */
export interface DescribeContext {
  registry: WizardRegistry;
  /** The date the payload schemas' date bounds are written for. */
  now: Date;
  rateLimited(family: RateLimitFamily): RateLimitedAnswers;
  /** The sentence stating the body limit of a path that reads JSON; a path without one is a mistake and throws. */
  bodyLimitNote(path: string): string;
}

export type DescribeRoutes = (context: DescribeContext) => RouteDescription;
