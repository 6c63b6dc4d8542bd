/**
 * The ONE Ajv configuration of the project. The browser validator (rjsf's customizeValidator) and the API build
 * their Ajv instances from these options and this extender, so a payload gets the same verdict and the same
 * messages on both sides.
 */
import Ajv, { _, type KeywordCxt, type Options, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { LATEST_TIME_ZONE_OFFSET_MS } from './portable-schema';

export const ajvOptions: Options = {
  // ajv-errors needs every error to build its messages; the UI also shows every invalid field at once.
  allErrors: true,
  // Unknown keywords in a schema are authoring mistakes: fail when the schema is compiled, not later.
  strict: true,
  // Never mutate the payload: defaults and coercion belong to the form, not to validation.
  useDefaults: false,
  coerceTypes: false,
  // \p{L} in name patterns needs the u flag.
  unicodeRegExp: true,
  messages: true,
  // A field may be bounded by another: `"formatMinimum": { "$data": "1/tripStartDate" }` (an end date not before
  // the start date), with ajv-formats' comparison keywords.
  $data: true,
};

/**
 * `"maximumCurrentYear": true` refuses a year after the current one (vehicle model years, year built). A JSON
 * Schema `maximum` would be frozen at the year the schema was written; this keyword is generated as code, so it
 * also works in precompiled (standalone) validators.
 */
function addCurrentYearKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'maximumCurrentYear',
    type: 'number',
    schemaType: 'boolean',
    code(cxt: KeywordCxt) {
      if (cxt.schema === true) cxt.fail(_`${cxt.data} > new Date().getFullYear()`);
    },
    error: { message: 'must not be after the current year' },
  });
}

/**
 * `"notAfterToday": true` refuses an ISO date (YYYY-MM-DD) later than today (UTC), e.g. a date of birth. ISO dates
 * compare correctly as strings; the format keyword reports malformed dates.
 */
function addNotAfterTodayKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'notAfterToday',
    type: 'string',
    schemaType: 'boolean',
    code(cxt: KeywordCxt) {
      if (cxt.schema === true) cxt.fail(_`${cxt.data} > new Date().toISOString().slice(0, 10)`);
    },
    error: { message: 'must not be after today' },
  });
}

/**
 * `"notBeforeToday": true` refuses an ISO date earlier than today wherever the visitor is: the date at UTC-12, the
 * last time zone to reach a new day. A desired start date of today is never refused because the server's clock is
 * ahead of the visitor's, at the price of accepting yesterday for up to a day in the time zones east of UTC-12.
 */
function addNotBeforeTodayKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'notBeforeToday',
    type: 'string',
    schemaType: 'boolean',
    code(cxt: KeywordCxt) {
      if (cxt.schema === true) {
        cxt.fail(_`${cxt.data} < new Date(Date.now() - ${LATEST_TIME_ZONE_OFFSET_MS}).toISOString().slice(0, 10)`);
      }
    },
    error: { message: 'must not be before today' },
  });
}

/**
 * Adds the formats and the project's keywords (ajv-errors' errorMessage, maximumCurrentYear, notAfterToday,
 * notBeforeToday, ajv-formats' formatMinimum and formatMaximum). Used by `createAjv`.
 */
export function configureAjv<T extends Ajv>(ajv: T): T {
  addVerdictKeywords(ajv);
  ajvErrors(ajv, { singleError: false });
  return ajv;
}

/**
 * The same verdicts without the messages: `errorMessage` is accepted but not acted on. For validators whose only
 * question is "valid or not" (rjsf's, which pick a schema branch), where ajv-errors would only add code.
 */
export function configureAjvForVerdicts<T extends Ajv>(ajv: T): T {
  addVerdictKeywords(ajv);
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: ['string', 'object'] });
  return ajv;
}

function addVerdictKeywords(ajv: Ajv): void {
  addFormats(ajv, { formats: ['email', 'date', 'date-time', 'uri'], keywords: true });
  addCurrentYearKeyword(ajv);
  addNotAfterTodayKeyword(ajv);
  addNotBeforeTodayKeyword(ajv);
  addAnnotationKeywords(ajv);
}

/**
 * `"x-encrypt": true` marks a property the API encrypts at rest (driver licence numbers, dates of birth; see
 * api/privacy). An annotation only: it validates nothing and generates no code, but strict mode must know it.
 */
function addAnnotationKeywords(ajv: Ajv): void {
  ajv.addKeyword({ keyword: 'x-encrypt', schemaType: 'boolean' });
}

/**
 * Code compiled in memory as a process runs (the API's validators, the tests') skips Ajv's optimizer. The optimizer
 * shortens the generated source, which matters for the code the browser downloads (scripts/precompiled-validators.ts
 * keeps it) but not for code that never leaves the process, and it is a large part of each compile, which the server
 * does for every validator as it starts. The verdicts and messages are the same either way.
 */
const IN_MEMORY_CODE = { optimize: false };

export function createAjv(overrides: Options = {}): Ajv {
  return configureAjv(new Ajv({ ...ajvOptions, code: IN_MEMORY_CODE, ...overrides }));
}

let shared: Ajv | undefined;

/**
 * Compiles with one instance shared by the whole process: creating an instance (formats, keywords, the meta-schema)
 * costs more than compiling a small schema, and the server compiles its validators as it starts. A schema object is
 * compiled once however often it is given; two different objects must not share an `$id`.
 */
export function compileShared<T = unknown>(schema: object): ValidateFunction<T> {
  shared ??= createAjv();
  return shared.compile<T>(schema);
}
