import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  MEMORY_LIMITS,
  MEMORY_MOODS,
  MEMORY_TAGS,
  type MemoryMood,
  type MemoryTag,
} from '@doita/shared';
import type { MemoriesFilter } from '../api/memories-query-keys';

export type MemoriesView = 'list' | 'statistics';

const isTag = (value: string | null): value is MemoryTag =>
  (MEMORY_TAGS as readonly string[]).includes(value ?? '');
const isMood = (value: string | null): value is MemoryMood =>
  (MEMORY_MOODS as readonly string[]).includes(value ?? '');

/**
 * The list's view and filters live in the address (`?q=&tag=&mood=&view=`), so back and
 * forward, reloads and shared links keep them.
 */
export function useMemoryFilters() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, MEMORY_LIMITS.searchText);
  const tag = params.get('tag');
  const mood = params.get('mood');
  const view: MemoriesView = params.get('view') === 'statistics' ? 'statistics' : 'list';

  const filter = useMemo<MemoriesFilter>(
    () => ({
      ...(q.trim() ? { q: q.trim() } : {}),
      ...(isTag(tag) ? { tag } : {}),
      ...(isMood(mood) ? { mood } : {}),
    }),
    [q, tag, mood],
  );

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
      clear: () => set({ q: null, tag: null, mood: null }),
    }),
    [set],
  );

  return {
    view,
    /** the raw search text as typed (the filter holds it trimmed) */
    q,
    filter,
    isFiltered: !!(filter.q || filter.tag || filter.mood),
    ...actions,
  };
}
