/**
 * Albums (docs/product-rules.md, Albums): named collections of a couple's shared memories.
 * A memory may be in several albums; an album's memories are shown by date, newest first.
 */
export const ALBUM_LIMITS = {
  /** characters of a name */
  name: 80,
  /** characters of a description */
  description: 1000,
  /** memory ids in one PUT or POST of an album's memories */
  memoryIds: 500,
  /** memories a page of an album, by default and at most */
  pageSize: 24,
  pageSizeMax: 60,
  /** the farthest page asked for */
  pageMax: 1000,
  /** albums a couple keeps */
  perCouple: 200,
  /** albums a page of the list, by default and at most */
  listPageSize: 24,
  listPageSizeMax: 100,
} as const;

/** How many pages `total` items make at `limit` a page (at least one, for an empty album). */
export function albumPageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** Ids as given, each once, in their first order. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
