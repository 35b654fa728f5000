import type { TimelineItem } from '@doita/shared';

export interface TimelineMonth {
  /** `YYYY-MM` */
  key: string;
  year: number;
  month: number;
  items: TimelineItem[];
}

/**
 * Consecutive items of one month under one header. The stream is newest first, so a month
 * never comes back once left; a page boundary inside a month keeps one group.
 */
export function groupByMonth(items: TimelineItem[]): TimelineMonth[] {
  const months: TimelineMonth[] = [];
  for (const item of items) {
    const key = item.date.slice(0, 7);
    const last = months.at(-1);
    if (last?.key === key) last.items.push(item);
    else
      months.push({
        key,
        year: Number(key.slice(0, 4)),
        month: Number(key.slice(5, 7)),
        items: [item],
      });
  }
  return months;
}
