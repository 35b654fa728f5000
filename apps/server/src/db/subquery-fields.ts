import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';

/**
 * A subquery's (or a `with`'s) fields as the query around it reads them (`"me"."id"`, not
 * `"users"."id"`), to select them as one nested object: Drizzle reads a subquery's field
 * through the subquery, and selecting the subquery itself is not allowed.
 */
export function fieldsOf(subquery: { _: { selectedFields: object } }): Record<string, SQL.Aliased> {
  return Object.fromEntries(
    Object.keys(subquery._.selectedFields).map((key) => [
      key,
      (subquery as unknown as Record<string, SQL.Aliased>)[key]!,
    ]),
  );
}

/** Each field under its own name, so a row turned into JSON keeps the names the code reads. */
export function named<F extends Record<string, unknown>>(fields: F): Record<keyof F, SQL.Aliased> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)]),
  ) as Record<keyof F, SQL.Aliased>;
}

/**
 * Reads back the timestamps of rows a statement gave as JSON (`json_agg`), where they are
 * text: as Dates, as the driver gives them in a plain row. `columns`: the table's columns, to
 * know which keys are timestamps.
 */
export function datesOfJson(columns: Record<string, unknown>) {
  const keys = Object.entries(columns).flatMap(([key, column]) =>
    column instanceof PgTimestamp ? [key] : [],
  );
  return <Row>(json: Record<string, unknown>): Row => {
    const read = { ...json };
    for (const key of keys) if (typeof read[key] === 'string') read[key] = new Date(read[key]);
    return read as Row;
  };
}
