import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { TIMELINE_FILTERS, type TimelineFilter } from '@doita/shared';

const isFilter = (value: string | null): value is TimelineFilter =>
  (TIMELINE_FILTERS as readonly string[]).includes(value ?? '');

/** The filter lives in the address (`?filter=`; "all" is the bare path) for back, reload and links. */
export function useTimelineFilter(): [TimelineFilter, (next: TimelineFilter) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: TimelineFilter = isFilter(raw) ? raw : 'all';
  const setFilter = useCallback(
    (next: TimelineFilter) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('filter');
        else updated.set('filter', next);
        return updated;
      }),
    [setParams],
  );
  return [filter, setFilter];
}
