import { VALIDATION } from '@doita/shared';
import { fieldInvalid } from './errors.js';

/**
 * A position in a list ordered by an instant and the id (`created_at` unless the list says
 * otherwise): the last row of the previous page.
 */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

/** `<created_at ISO>|<id>` in base64url: opaque to the client. */
export const encodeCursor = (row: KeysetPosition) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

export function decodeCursor(cursor: string): KeysetPosition | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const bar = text.indexOf('|');
  if (bar < 0) return null;
  const iso = text.slice(0, bar);
  const createdAt = new Date(iso);
  const id = text.slice(bar + 1);
  // Only what encodeCursor writes: an exact ISO instant (no 6-digit years PostgreSQL would refuse).
  if (!/^[12]\d{3}-/.test(iso) || Number.isNaN(createdAt.getTime())) return null;
  if (createdAt.toISOString() !== iso) return null;
  if (!/^[\w-]{1,64}$/.test(id)) return null;
  return { createdAt, id };
}

/** Where a page starts: the query's `cursor` read, or 422 naming the field when it is not one. */
export function pageStart(cursor: string | undefined): KeysetPosition | undefined {
  if (cursor === undefined) return undefined;
  const after = decodeCursor(cursor);
  if (after === null) throw fieldInvalid('cursor', VALIDATION.invalid);
  return after;
}

/**
 * A page from `limit + 1` rows read after its start: the first `limit`, and the cursor of
 * the next page when the extra row says more follow.
 */
export function keysetPage<T extends KeysetPosition>(rows: readonly T[], limit: number) {
  return keysetPageBy(rows, limit, (row) => row);
}

/** `keysetPage` for a list ordered by another instant than `created_at` (`positionOf` reads it). */
export function keysetPageBy<T>(
  rows: readonly T[],
  limit: number,
  positionOf: (row: T) => KeysetPosition,
) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null,
  };
}
