/**
 * The one schema of a numeric row id in a request (every `…Id`/`id` field of the contracts): a
 * positive safe integer, so 2^63, 2^53 + 1, -1, 1.5 or "12abc" are a 400 `request.invalid` before
 * any query (PostgreSQL refuses a bigint of 2^63 or more; a number past 2^53 is not the id sent).
 * A table whose key is an `integer` column holds at most 2^31 - 1: its ids are `Int4Id`.
 */
import * as v from 'valibot';

/** The largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;

const NOT_AN_ID = 'must be an id (a whole number from 1)';

/** A row id: a positive safe integer (what a `bigint` identity column holds and JSON carries exactly). */
export const Id = v.pipe(v.number(NOT_AN_ID), v.safeInteger(NOT_AN_ID), v.minValue(1, NOT_AN_ID));

/** The id of a table keyed by an `integer` column: also at most 2^31 - 1. */
export const Int4Id = v.pipe(Id, v.maxValue(INT4_MAX, NOT_AN_ID));

/** A number, or the digits of one (a query string or path parameter), as a number. */
const NumberOrDigits = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,16}$/, NOT_AN_ID), v.transform(Number))], NOT_AN_ID);

/** `Id` sent as a number or as digits (query strings, path parameters, form fields). */
export const IdParam = v.pipe(NumberOrDigits, Id);

/** `Int4Id` sent as a number or as digits. */
export const Int4IdParam = v.pipe(NumberOrDigits, Int4Id);
