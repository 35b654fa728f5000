import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers the table files of several modules share (modules/<area>/<area>-schema.ts). */

/** `created_at` and `updated_at`, both set by PostgreSQL when the row is written. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** PostgreSQL's tsvector (the search column), read as text when ever selected. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
