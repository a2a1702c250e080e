// A correlated subquery used as a selected column.
import { type SQL, sql } from 'drizzle-orm';

/**
 * Drizzle writes the columns of a one-table select without their table ("business_id"), and does
 * the same to columns written directly in a selected sql`` fragment. Inside a subquery that turns
 * `inner.business_id = outer.business_id` into `business_id = business_id`: both sides the inner
 * table's, so every row got the same answer. Nested one level, the fragment keeps every column
 * qualified, whatever the outer query joins.
 */
export function correlated<T>(subquery: SQL): SQL<T> {
  return sql<T>`(${subquery})`;
}
