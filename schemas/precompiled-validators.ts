/**
 * The validators compiled at build time, by validatorKey(schema, options). Empty here: the API bundle replaces this
 * module with the standalone code of every schema its start-up compiles (scripts/build-api.ts).
 */
import type { ValidateFunction } from 'ajv';

export const PRECOMPILED_VALIDATORS: ReadonlyMap<string, ValidateFunction> = new Map();
