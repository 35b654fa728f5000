/** Recent activity: top 3 memories plus top 3 reminders, merged newest first, 5 shown. */
export const RECENT_ACTIVITY = { perKind: 3, shown: 5 } as const;

export interface ActivityItem {
  kind: string;
  id: string;
  /** ISO instant the item was made */
  createdAt: string;
}

/**
 * Merges the newest of each kind (each list already newest first) into one list, newest
 * first; ties keep memories before reminders, then by id, so the order never flickers.
 */
export function mergeRecentActivity<M extends ActivityItem, R extends ActivityItem>(
  memories: M[],
  reminders: R[],
  limits: { perKind: number; shown: number } = RECENT_ACTIVITY,
): (M | R)[] {
  const pool: (M | R)[] = [
    ...memories.slice(0, limits.perKind),
    ...reminders.slice(0, limits.perKind),
  ];
  const kindOrder = (item: ActivityItem) => (item.kind === 'memory' ? 0 : 1);
  return pool
    .sort(
      (x, y) =>
        y.createdAt.localeCompare(x.createdAt) ||
        kindOrder(x) - kindOrder(y) ||
        x.id.localeCompare(y.id),
    )
    .slice(0, limits.shown);
}

/** Descriptions on the dashboard are cut at 100 characters. */
export const DASHBOARD_DESCRIPTION_MAX = 100;

/** Cuts at `max` characters (by code point, so no emoji or Vietnamese letter is split), with "…". */
export function truncateText(value: string, max: number): string {
  const chars = [...value];
  if (chars.length <= max) return value;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
