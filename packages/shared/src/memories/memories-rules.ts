/**
 * Memories' constants and pure rules, free of zod (memories-schemas.ts holds the zod
 * contract), so a screen that only lists memories does not pull the validator into its chunk.
 */

/** The 12 tags a memory may carry. */
export const MEMORY_TAGS = [
  'anniversary',
  'date',
  'travel',
  'food',
  'family',
  'friends',
  'celebration',
  'milestone',
  'gift',
  'surprise',
  'adventure',
  'home',
] as const;

/**
 * The moods: the form's six plus 'peaceful' (which older clients wrote). One list for the
 * form, the list's filter and the API, so every mood that can be filtered can be chosen,
 * and the reverse.
 */
export const MEMORY_MOODS = [
  'happy',
  'love',
  'excited',
  'romantic',
  'nostalgic',
  'grateful',
  'peaceful',
] as const;

export const MEMORY_LIMITS = {
  title: 200,
  description: 2000,
  content: 20000,
  location: 200,
  tags: MEMORY_TAGS.length,
  images: 20,
  pageSize: 10,
  pageSizeMax: 100,
  /** how deep `page`/`offset` may reach (a bound, not a product limit) */
  offsetMax: 100_000,
  searchText: 200,
} as const;

export const UNKNOWN_AUTHOR_NAME = 'Unknown User';

/**
 * Whether an author's account is gone: the API names them 'Unknown User' (what clients expect)
 * and the interface says so in the reader's language instead.
 */
export function isFormerMember(author: { id?: string | null; displayName: string }): boolean {
  return author.id === null || author.displayName === UNKNOWN_AUTHOR_NAME;
}

/** "Load more" asks this many; the first page asks MEMORY_LIMITS.pageSize. */
export const MEMORY_LOAD_MORE_LIMIT = 20;

/**
 * The window of the next page of a list: the first page is page 1 of 10,
 * "load more" asks 20 from the offset of what is already loaded; null when all are loaded.
 */
export function nextMemoriesWindow(
  loaded: number,
  total: number | undefined,
): { offset: number; limit: number } | null {
  if (loaded === 0 && total === undefined) return { offset: 0, limit: MEMORY_LIMITS.pageSize };
  if (total === undefined || loaded >= total) return null;
  return { offset: loaded, limit: MEMORY_LOAD_MORE_LIMIT };
}

/** The first and last day of a year, or of one month of it (YYYY-MM-DD). */
export function dateRangeOf(year: number, month?: number): { from: string; to: string } {
  const y = String(year).padStart(4, '0');
  if (month === undefined) return { from: `${y}-01-01`, to: `${y}-12-31` };
  const m = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${y}-${m}-01`, to: `${y}-${m}-${String(last).padStart(2, '0')}` };
}

export interface MonthGroup<T> {
  year: number;
  month: number;
  memories: T[];
}

/** Items already newest first, grouped by the year and month of their `date` (YYYY-MM-DD). */
export function groupByMonth<T extends { date: string }>(items: T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const item of items) {
    const year = Number(item.date.slice(0, 4));
    const month = Number(item.date.slice(5, 7));
    let group = groups.at(-1);
    if (!group || group.year !== year || group.month !== month) {
      group = { year, month, memories: [] };
      groups.push(group);
    }
    group.memories.push(item);
  }
  return groups;
}

/** Items newest first, grouped by year, then by month inside each year (the list's headers). */
export function groupByYearAndMonth<T extends { date: string }>(
  items: T[],
): { year: number; months: MonthGroup<T>[] }[] {
  const years: { year: number; months: MonthGroup<T>[] }[] = [];
  for (const group of groupByMonth(items)) {
    let year = years.at(-1);
    if (!year || year.year !== group.year) {
      year = { year: group.year, months: [] };
      years.push(year);
    }
    year.months.push(group);
  }
  return years;
}

/** `YYYY-MM` as a month count since year 0, and back. */
const monthIndex = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
const monthKey = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * The statistics' month chart: consecutive months ending at the latest month that has a
 * memory, at most `size` of them (never before the first month with one), empty months as 0.
 * `counts` is `{ month: 'YYYY-MM', count }` in any order.
 */
export function monthSeries(
  counts: { month: string; count: number }[],
  size = 12,
): { month: string; count: number }[] {
  const valid = counts.filter((c) => /^\d{4}-(0[1-9]|1[0-2])$/.test(c.month));
  if (valid.length === 0 || size < 1) return [];
  const byIndex = new Map<number, number>();
  for (const c of valid)
    byIndex.set(monthIndex(c.month), (byIndex.get(monthIndex(c.month)) ?? 0) + c.count);
  const indexes = [...byIndex.keys()];
  const last = Math.max(...indexes);
  const first = Math.max(Math.min(...indexes), last - size + 1);
  const series: { month: string; count: number }[] = [];
  for (let i = first; i <= last; i++)
    series.push({ month: monthKey(i), count: byIndex.get(i) ?? 0 });
  return series;
}
