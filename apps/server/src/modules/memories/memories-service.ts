import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  MEMORY_TIMELINE_MAX,
  UNKNOWN_AUTHOR_NAME,
  VALIDATION,
  memoriesPagination,
  memoriesWindow,
} from '@doita/shared';
import type {
  CreateMemoryInput,
  MemoriesList,
  MemoriesPageQuery,
  MemoriesSearchQuery,
  Memory,
  MemoryMood,
  MemoryTag,
  UpdateMemoryInput,
} from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import { badRequest, fieldInvalid, forbidden, notFound } from '../../lib/errors.js';
import type { UserWithCouple } from '../users/users-repository.js';
import type {
  MemoriesRepository,
  MemoryFilter,
  MemoryListRow,
  MemoryPatch,
  Viewer,
} from './memories-repository.js';

export interface MemoriesServiceDeps {
  memories: MemoriesRepository;
  clock: Clock;
}

export type MemoriesService = ReturnType<typeof createMemoriesService>;

const noCouple = () => badRequest(ERROR_CODES.noCouple, ERROR_MESSAGES.noCouple);
const memoryNotFound = () => notFound('Memory not found');

const viewerOf = (user: UserWithCouple): Viewer => ({ userId: user.id, coupleId: user.coupleId });

/** The API's memory. Images: none until uploads exist (issue 4, item 4). */
export function toMemory(row: MemoryListRow): Memory {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    date: row.date,
    tags: row.tags as MemoryTag[],
    location: row.location,
    mood: row.mood as MemoryMood | null,
    isPrivate: row.isPrivate,
    isFavorite: row.isFavorite,
    images: [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.authorId,
    author: {
      id: row.authorName === null ? null : row.authorId,
      displayName: row.authorName ?? UNKNOWN_AUTHOR_NAME,
      avatarUrl: row.authorAvatarUrl,
    },
  };
}

/** Until uploads exist there is no image a memory could name. */
function checkImages(images: string[] | undefined): void {
  if (images?.length) throw fieldInvalid('images', VALIDATION.invalid);
}

/**
 * Memories (DECISIONS "Memory privacy", "Other couples", "Partner rights"): a stranger
 * meets 404 everywhere; my partner edits our shared memories but only I delete mine.
 */
export function createMemoriesService(deps: MemoriesServiceDeps) {
  const { memories, clock } = deps;

  async function visible(id: string, viewer: Viewer): Promise<MemoryListRow> {
    const row = await memories.findVisible(id, viewer);
    if (!row) throw memoryNotFound();
    return row;
  }

  async function page(viewer: Viewer, filter: MemoryFilter, query: MemoriesPageQuery): Promise<MemoriesList> {
    const window = memoriesWindow(query);
    const { rows, total } = await memories.list(viewer, filter, window);
    return {
      memories: rows.map(toMemory),
      pagination: memoriesPagination(total, window.limit, window.currentPage),
    };
  }

  return {
    list: (user: UserWithCouple, query: MemoriesPageQuery) => page(viewerOf(user), {}, query),

    byTag: (user: UserWithCouple, tag: MemoryTag, query: MemoriesPageQuery) =>
      page(viewerOf(user), { tags: [tag] }, query),

    search: (user: UserWithCouple, query: MemoriesSearchQuery) => {
      const { q, dateFrom, dateTo, tags, isPrivate } = query;
      return page(viewerOf(user), { q: q || undefined, dateFrom, dateTo, tags, isPrivate }, query);
    },

    async get(user: UserWithCouple, id: string): Promise<{ memory: Memory }> {
      return { memory: toMemory(await visible(id, viewerOf(user))) };
    },

    async create(user: UserWithCouple, input: CreateMemoryInput): Promise<{ memory: Memory }> {
      const isPrivate = input.isPrivate ?? false;
      if (!isPrivate && !user.coupleId) throw noCouple();
      checkImages(input.images);
      const id = randomUUID();
      const now = clock.now();
      await memories.insert({
        id,
        coupleId: user.coupleId,
        authorId: user.id,
        title: input.title,
        description: input.description,
        content: input.content ?? null,
        date: input.date,
        location: input.location ?? null,
        mood: input.mood ?? null,
        tags: input.tags ?? [],
        isPrivate,
        createdAt: now,
        updatedAt: now,
      });
      return { memory: toMemory(await visible(id, viewerOf(user))) };
    },

    async update(user: UserWithCouple, id: string, input: UpdateMemoryInput): Promise<{ memory: Memory }> {
      const viewer = viewerOf(user);
      const row = await visible(id, viewer);
      const isAuthor = row.authorId === user.id;
      const patch: MemoryPatch = {};
      if (input.isPrivate !== undefined && input.isPrivate !== row.isPrivate) {
        // Only the author decides who sees it; sharing needs a couple to share with.
        if (!isAuthor) throw forbidden();
        if (!input.isPrivate) {
          if (!user.coupleId) throw noCouple();
          patch.coupleId = user.coupleId;
        }
        patch.isPrivate = input.isPrivate;
      }
      checkImages(input.images);
      if (input.title !== undefined) patch.title = input.title;
      if (input.description !== undefined) patch.description = input.description;
      if (input.content !== undefined) patch.content = input.content;
      if (input.date !== undefined) patch.date = input.date;
      if (input.location !== undefined) patch.location = input.location;
      if (input.mood !== undefined) patch.mood = input.mood;
      if (input.tags !== undefined) patch.tags = input.tags;
      patch.updatedAt = clock.now();
      await memories.update(id, patch);
      return { memory: toMemory(await visible(id, viewer)) };
    },

    async remove(user: UserWithCouple, id: string): Promise<{ message: string }> {
      const row = await visible(id, viewerOf(user));
      if (row.authorId !== user.id) throw forbidden();
      await memories.delete(id);
      return { message: 'Memory deleted' };
    },

    /** toggles my own favourite mark */
    async toggleFavorite(user: UserWithCouple, id: string): Promise<{ memory: Memory }> {
      const viewer = viewerOf(user);
      const row = await visible(id, viewer);
      await memories.setFavorite(user.id, id, !row.isFavorite);
      return { memory: toMemory({ ...row, isFavorite: !row.isFavorite }) };
    },

    async tags(user: UserWithCouple) {
      const tags = await memories.tagCounts(viewerOf(user));
      return { tags: tags as { tag: MemoryTag; count: number }[] };
    },

    async timeline(user: UserWithCouple, query: { year?: number; month?: number }) {
      let from: string | undefined;
      let to: string | undefined;
      if (query.year !== undefined) {
        const y = String(query.year).padStart(4, '0');
        if (query.month === undefined) {
          from = `${y}-01-01`;
          to = `${y}-12-31`;
        } else {
          const m = String(query.month).padStart(2, '0');
          const last = new Date(Date.UTC(query.year, query.month, 0)).getUTCDate();
          from = `${y}-${m}-01`;
          to = `${y}-${m}-${String(last).padStart(2, '0')}`;
        }
      }
      const rows = await memories.inRange(viewerOf(user), from, to, MEMORY_TIMELINE_MAX + 1);
      const truncated = rows.length > MEMORY_TIMELINE_MAX;
      const timeline: { year: number; month: number; memories: Memory[] }[] = [];
      for (const row of rows.slice(0, MEMORY_TIMELINE_MAX)) {
        const year = Number(row.date.slice(0, 4));
        const month = Number(row.date.slice(5, 7));
        let group = timeline.at(-1);
        if (!group || group.year !== year || group.month !== month) {
          group = { year, month, memories: [] };
          timeline.push(group);
        }
        group.memories.push(toMemory(row));
      }
      return { timeline, truncated };
    },

    async statistics(user: UserWithCouple) {
      const { totals, byMonth, byMood, byTag } = await memories.statistics(viewerOf(user));
      return {
        statistics: {
          total: totals.total,
          shared: totals.total - totals.private,
          private: totals.private,
          favorites: totals.favorites,
          byMonth,
          byMood: byMood as { mood: MemoryMood; count: number }[],
          byTag: byTag as { tag: MemoryTag; count: number }[],
        },
      };
    },
  };
}
