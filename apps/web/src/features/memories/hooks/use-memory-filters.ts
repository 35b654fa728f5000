import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  MEMORY_LIMITS,
  MEMORY_MOODS,
  MEMORY_TAGS,
  PLACE_LIMITS,
  type MemoryMood,
  type MemoryTag,
  parseIsoDate,
} from '@doita/shared';
import { isFilteredList, type MemoriesFilter } from '../api/get-memories';

export type MemoriesView = 'list' | 'statistics';

const isTag = (value: string | null): value is MemoryTag =>
  (MEMORY_TAGS as readonly string[]).includes(value ?? '');
const isMood = (value: string | null): value is MemoryMood =>
  (MEMORY_MOODS as readonly string[]).includes(value ?? '');
/** `YYYY-MM-DD` naming a real day, else nothing */
const dayParam = (value: string | null): string | undefined =>
  value && value.length === 10 && parseIsoDate(value) ? value : undefined;

/** Who sees the memories shown: `private` (just me) or `shared` (both of us). */
export type MemoriesPrivacy = 'private' | 'shared';
const PRIVACY_PARAM: Record<string, boolean> = { private: true, shared: false };

/** The list's filter and view as the address `?…` gives them (also read before the page draws). */
export function memoriesAddress(params: URLSearchParams) {
  const q = (params.get('q') ?? '').slice(0, MEMORY_LIMITS.searchText);
  const tag = params.get('tag');
  const mood = params.get('mood');
  const view: MemoriesView = params.get('view') === 'statistics' ? 'statistics' : 'list';
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const privacy = params.get('privacy');
  const place = (params.get('place') ?? '').slice(0, PLACE_LIMITS.name).trim();
  const rangeInvalid = !!(from && to && from > to);

  const filter: MemoriesFilter = {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(isTag(tag) ? { tag } : {}),
    ...(isMood(mood) ? { mood } : {}),
    ...(from && !rangeInvalid ? { dateFrom: from } : {}),
    ...(to && !rangeInvalid ? { dateTo: to } : {}),
    ...(privacy && privacy in PRIVACY_PARAM ? { isPrivate: PRIVACY_PARAM[privacy] } : {}),
    ...(place ? { place } : {}),
  };
  return { q, view, filter, from, to, rangeInvalid };
}

/**
 * The list's view and filters live in the address (`?q=&tag=&mood=&from=&to=&privacy=&place=&view=`),
 * so back and forward, reloads and shared links keep them. A range whose start is after its
 * end is not applied (`rangeInvalid`: the form says so).
 */
export function useMemoryFilters() {
  const [params, setParams] = useSearchParams();
  const { q, view, from, to, rangeInvalid, ...address } = memoriesAddress(params);
  // the same filter object while the filter itself stays the same (another view, say)
  const filterKey = JSON.stringify(address.filter);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKey is the filter's content
  const filter = useMemo(() => address.filter, [filterKey]);

  const set = useCallback(
    (changes: Record<string, string | null>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  const actions = useMemo(
    () => ({
      setView: (next: MemoriesView) => set({ view: next === 'list' ? null : next }),
      setQuery: (text: string) => set({ q: text || null }, { replace: true }),
      setTag: (next: MemoryTag | null) => set({ tag: next }),
      setMood: (next: MemoryMood | null) => set({ mood: next }),
      setRange: (range: { from?: string | null; to?: string | null }) =>
        set(range, { replace: true }),
      setPrivacy: (next: MemoriesPrivacy | null) => set({ privacy: next }),
      setPlace: (next: string | null) => set({ place: next }),
      clear: () =>
        set({ q: null, tag: null, mood: null, from: null, to: null, privacy: null, place: null }),
    }),
    [set],
  );

  return {
    view,
    /** the raw search text as typed (the filter holds it trimmed) */
    q,
    filter,
    /** the dates as given (a range the wrong way round stays on screen, not applied) */
    range: { from: from ?? '', to: to ?? '' },
    rangeInvalid,
    isFiltered: isFilteredList(filter) || rangeInvalid,
    ...actions,
  };
}
