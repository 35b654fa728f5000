import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  BLOG_CATEGORIES,
  BLOG_PRIVACIES,
  BLOG_SCOPES,
  BLOG_STATUSES,
  shownTextOf,
  type BlogScope,
} from '@doita/shared';
import type { BlogListParams } from '../api/get-posts';

export const FILTER_NAMES = ['category', 'tag', 'privacy', 'status', 'author', 'q'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The list's page, scope and filters live in the address (`/blog?category=food&page=2`), so
 * a filtered list can be shared, reloaded and navigated back to. Unknown values are ignored.
 */
export function useBlogFilters(signedIn: boolean) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo((): BlogListParams & { scope: BlogScope } => {
    const page = Number(search.get('page'));
    const text = (name: string) => shownTextOf(search.get(name) ?? '') || undefined;
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      scope: signedIn ? (oneOf(BLOG_SCOPES, search.get('scope')) ?? 'ours') : 'public',
      category: oneOf(BLOG_CATEGORIES, search.get('category')),
      tag: text('tag'),
      privacy: signedIn ? oneOf(BLOG_PRIVACIES, search.get('privacy')) : undefined,
      status: signedIn ? oneOf(BLOG_STATUSES, search.get('status')) : undefined,
      author: signedIn ? text('author') : undefined,
      q: text('q'),
    };
  }, [search, signedIn]);

  /** sets (or clears, with undefined) some values; any filter change goes back to page 1 */
  const update = useCallback(
    (changes: Partial<Record<FilterName | 'scope' | 'page', string | undefined>>) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: !('page' in changes) },
      );
    },
    [setSearch],
  );

  const clear = useCallback(() => {
    update(Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined])));
  }, [update]);

  const active = FILTER_NAMES.some((name) => params[name] !== undefined);
  return { params, update, clear, active };
}
