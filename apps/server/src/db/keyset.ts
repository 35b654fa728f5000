import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { KeysetPosition } from '../lib/keyset-cursor.js';

/**
 * The rows after `after` in a list ordered newest first by `at`, then by `id` (ascending or
 * descending, as the list's ORDER BY says): the next page's condition, or none for the first.
 */
export function afterNewest(
  at: AnyColumn,
  id: AnyColumn,
  idOrder: 'asc' | 'desc',
  after: KeysetPosition | undefined,
): SQL | undefined {
  if (!after) return undefined;
  const past = idOrder === 'asc' ? gt(id, after.id) : lt(id, after.id);
  return or(lt(at, after.createdAt), and(eq(at, after.createdAt), past));
}
