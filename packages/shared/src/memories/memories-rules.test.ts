import { describe, expect, it } from 'vitest';
import {
  MEMORY_LIMITS,
  MEMORY_LOAD_MORE_LIMIT,
  groupByYearAndMonth,
  monthSeries,
  nextMemoriesWindow,
} from './memories-rules.js';

describe('nextMemoriesWindow (pages of 10, then "load more" by 20)', () => {
  it('starts with page 1 of 10', () => {
    expect(nextMemoriesWindow(0, undefined)).toEqual({ offset: 0, limit: MEMORY_LIMITS.pageSize });
    expect(MEMORY_LIMITS.pageSize).toBe(10);
  });
  it('loads 20 more from the loaded count, until all are loaded', () => {
    expect(MEMORY_LOAD_MORE_LIMIT).toBe(20);
    expect(nextMemoriesWindow(10, 34)).toEqual({ offset: 10, limit: 20 });
    expect(nextMemoriesWindow(30, 34)).toEqual({ offset: 30, limit: 20 });
    expect(nextMemoriesWindow(34, 34)).toBeNull();
    expect(nextMemoriesWindow(0, 0)).toBeNull();
    // the list shrank meanwhile (a deletion elsewhere): nothing more to ask
    expect(nextMemoriesWindow(12, 11)).toBeNull();
  });
});

describe('groupByYearAndMonth', () => {
  it('nests months inside years, keeping the newest-first order', () => {
    const items = ['2025-03-02', '2025-03-01', '2025-01-15', '2024-12-31', '2022-02-28'].map(
      (date) => ({ date }),
    );
    const years = groupByYearAndMonth(items);
    expect(years.map((y) => [y.year, y.months.map((m) => [m.month, m.memories.length])])).toEqual([
      [
        2025,
        [
          [3, 2],
          [1, 1],
        ],
      ],
      [2024, [[12, 1]]],
      [2022, [[2, 1]]],
    ]);
    expect(groupByYearAndMonth([])).toEqual([]);
  });
});

describe('monthSeries', () => {
  it('fills the empty months between the first and the last with 0', () => {
    expect(
      monthSeries([
        { month: '2025-11', count: 2 },
        { month: '2026-02', count: 1 },
      ]),
    ).toEqual([
      { month: '2025-11', count: 2 },
      { month: '2025-12', count: 0 },
      { month: '2026-01', count: 0 },
      { month: '2026-02', count: 1 },
    ]);
  });
  it('keeps the latest `size` months only, crossing the year', () => {
    const series = monthSeries(
      [
        { month: '2020-05', count: 9 },
        { month: '2026-03', count: 4 },
      ],
      12,
    );
    expect(series).toHaveLength(12);
    expect(series[0]).toEqual({ month: '2025-04', count: 0 });
    expect(series.at(-1)).toEqual({ month: '2026-03', count: 4 });
  });
  it('ignores malformed months and gives nothing for no data', () => {
    expect(monthSeries([])).toEqual([]);
    expect(monthSeries([{ month: '2026-13', count: 1 }])).toEqual([]);
    expect(monthSeries([{ month: '2026-01', count: 3 }], 12)).toEqual([
      { month: '2026-01', count: 3 },
    ]);
  });
});
