// JSON already written as text (e.g. documents kept in the database, put together without being
// parsed), answered as `c.json(value)` would type it, so the route helper still checks it against
// the declared answer and the test suite checks the body against the contract.
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/** A string that is the JSON of a T. */
export type JsonText<T> = string & { readonly __json: T };

export const asJsonText = <T>(text: string) => text as JsonText<T>;

export function jsonText<T>(c: Context, text: JsonText<T>) {
  c.header('Content-Type', 'application/json');
  return c.body(text) as Response as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
