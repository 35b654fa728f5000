import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  MEMORY_TIMELINE_MAX,
  UNKNOWN_AUTHOR_NAME,
  dateRangeOf,
  groupByMonth,
  locationOf,
  memoriesPagination,
  placeFilterKey,
  memoriesWindow,
} from '@doita/shared';
import type {
  CreateMemoryInput,
  Image,
  MemoriesList,
  MemoriesPageQuery,
  MemoriesSearchQuery,
  Memory,
  MemoryMood,
  ReactionEmoji,
  MemoryTag,
  StoredLocation,
  UpdateMemoryInput,
} from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { UploadsRepository } from '../uploads/index.js';
import type { UploadsService } from '../uploads/index.js';
import type { Caller } from '../users/index.js';
import type { SigningIn } from '../auth/index.js';
import type { Notifier } from '../notifications/index.js';
import type { MemorySocial, MemorySocialRepository } from './memory-social-repository.js';
import type {
  MemoriesRepository,
  MemoryFilter,
  MemoryListRow,
  MemoryPatch,
} from './memories-repository.js';
import type { Viewer } from './memories-audience-repository.js';
import { viewerOf } from './memories-audience-repository.js';
import type { AttachedOfRow } from './memories-page-repository.js';
import { createMemoryPlacesService } from './memories-places-service.js';

export interface MemoriesServiceDeps {
  memories: MemoriesRepository;
  uploadsService: Pick<
    UploadsService,
    'claim' | 'release' | 'free' | 'deleteFiles' | 'toImage' | 'avatarUrl'
  >;
  transact: Transact<{ memories: MemoriesRepository; uploads: UploadsRepository }>;
  clock: Clock;
  /** reactions and comment counts of a page, in one query each */
  social: Pick<MemorySocialRepository, 'socialOf' | 'mostLoved'>;
  /** the partner hears of a new shared memory */
  notifier: Pick<Notifier, 'notifyPartner'>;
  log: { error(details: object, message: string): void };
}

export type MemoriesService = ReturnType<typeof createMemoriesService>;

/** "most loved memories" in the statistics */
const MOST_LOVED_MAX = 5;

const noCouple = () => badRequest(ERROR_CODES.noCouple, ERROR_MESSAGES.noCouple);
const memoryNotFound = () => notFound('Memory not found');

/** a body's location as the three columns (none: all null) */
const locationColumns = (location: StoredLocation | null) => ({
  location: location?.name ?? null,
  locationLat: location?.lat ?? null,
  locationLng: location?.lng ?? null,
});

/** The API's memory, with its photos' (and author's avatar's) freshly signed URLs. */
export function toMemory(
  row: MemoryListRow,
  images: Image[],
  authorAvatarUrl: string | null,
  social: MemorySocial = { reactions: [], commentCount: 0 },
): Memory {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    date: row.date,
    tags: row.tags as MemoryTag[],
    location: locationOf(row.location, row.locationLat, row.locationLng),
    mood: row.mood as MemoryMood | null,
    isPrivate: row.isPrivate,
    isFavorite: row.isFavorite,
    images,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.authorId,
    ownerId: row.ownerId,
    author: {
      id: row.authorName === null ? null : row.authorId,
      displayName: row.authorName ?? UNKNOWN_AUTHOR_NAME,
      avatarUrl: authorAvatarUrl,
    },
    reactions: social.reactions.map(({ emoji, userId }) => ({
      emoji: emoji as ReactionEmoji,
      userId,
    })),
    commentCount: social.commentCount,
  };
}

/**
 * Memories (docs/product-rules.md, Privacy): a stranger
 * meets 404 everywhere; my partner edits our shared memories but only I delete mine.
 */
export function createMemoriesService(deps: MemoriesServiceDeps) {
  const { memories, uploadsService, transact, clock } = deps;

  async function visible(id: string, viewer: Viewer): Promise<MemoryListRow> {
    const row = await memories.findVisible(id, viewer);
    if (!row) throw memoryNotFound();
    return row;
  }

  /** rows as the API gives them: every row's photos in one query */
  async function withImages(
    rows: MemoryListRow[],
    reader: Caller,
    attached?: Map<string, AttachedOfRow>,
  ): Promise<Memory[]> {
    const byMemory = new Map<string, Image[]>();
    let social: Map<string, MemorySocial>;
    if (attached) {
      // the page's statement read them already (the plain list)
      social = new Map();
      for (const [id, row] of attached) {
        byMemory.set(
          id,
          row.images.map((image) => uploadsService.toImage(image, reader)),
        );
        social.set(id, row.social);
      }
    } else {
      const ids = rows.map((row) => row.id);
      const [images, read] = await Promise.all([memories.imagesOf(ids), deps.social.socialOf(ids)]);
      social = read;
      for (const image of images) {
        const list = byMemory.get(image.memoryId) ?? [];
        list.push(uploadsService.toImage(image, reader));
        byMemory.set(image.memoryId, list);
      }
    }
    return rows.map((row) =>
      toMemory(
        row,
        byMemory.get(row.id) ?? [],
        uploadsService.avatarUrl(
          { avatarUploadId: row.authorAvatarUploadId, avatarWidth: row.authorAvatarWidth },
          reader,
        ),
        social.get(row.id),
      ),
    );
  }

  async function one(id: string, reader: Caller): Promise<{ memory: Memory }> {
    const [memory] = await withImages([await visible(id, viewerOf(reader))], reader);
    if (!memory) throw memoryNotFound();
    return { memory };
  }

  /** a caller `authenticate` has signed in, to a page that reads its caller itself */
  const signedInAlready = (user: Caller): SigningIn => ({
    userId: user.id,
    sessionId: user.sessionId,
    accept: () => user,
    read: () => Promise.resolve(user),
  });

  /**
   * A page of what `filter` finds, the caller read in the page's own statement and signed in
   * before anything of the page is used (401 otherwise).
   */
  async function page(
    caller: SigningIn,
    filter: MemoryFilter,
    query: MemoriesPageQuery,
  ): Promise<MemoriesList> {
    const window = memoriesWindow(query);
    const found = await memories.pageSignedIn(
      { userId: caller.userId, sessionId: caller.sessionId },
      filter,
      window,
    );
    const reader = caller.accept(found.user);
    // a page past the end has no row to carry the total
    const total = found.total ?? (await memories.count(viewerOf(reader), filter));
    return {
      memories: await withImages(found.rows, reader, found.attached),
      pagination: memoriesPagination(total, window.limit, window.currentPage),
    };
  }

  return {
    // the map's places and the memory form's (memories-places-service.ts)
    ...createMemoryPlacesService(memories),

    async list(user: Caller, query: MemoriesPageQuery): Promise<MemoriesList> {
      const window = memoriesWindow(query);
      const { rows, total, attached } = await memories.listAll(viewerOf(user), window);
      return {
        memories: await withImages(rows, user, attached),
        pagination: memoriesPagination(total, window.limit, window.currentPage),
      };
    },

    byTag: (user: Caller, tag: MemoryTag, query: MemoriesPageQuery) =>
      page(signedInAlready(user), { tags: [tag] }, query),

    search: (caller: SigningIn, query: MemoriesSearchQuery) => {
      const { q, dateFrom, dateTo, tags, mood, isPrivate, place } = query;
      const filter = {
        q: q || undefined,
        dateFrom,
        dateTo,
        tags,
        mood,
        isPrivate,
        placeKey: place ? placeFilterKey(place) : undefined,
      };
      return page(caller, filter, query);
    },

    get: (user: Caller, id: string) => one(id, user),

    async create(user: Caller, input: CreateMemoryInput): Promise<{ memory: Memory }> {
      const isPrivate = input.isPrivate ?? false;
      if (!isPrivate && !user.coupleId) throw noCouple();
      const id = randomUUID();
      const now = clock.now();
      const images = [...new Set(input.images ?? [])];
      await transact(async (tx) => {
        await tx.memories.insert({
          id,
          coupleId: user.coupleId,
          ownerId: user.id,
          authorId: user.id,
          title: input.title,
          description: input.description,
          content: input.content ?? null,
          date: input.date,
          ...locationColumns(input.location ?? null),
          mood: input.mood ?? null,
          tags: input.tags ?? [],
          isPrivate,
          createdAt: now,
          updatedAt: now,
        });
        // Only my own fresh uploads: a photo cannot be lifted from someone else's memory.
        await uploadsService.claim(tx.uploads, user.id, images);
        await tx.memories.setImages(id, images);
      });
      if (!isPrivate) {
        await deps.notifier
          .notifyPartner(user, {
            type: 'memory_created',
            data: { actorName: user.displayName, memoryId: id, title: input.title },
            link: `/memories/${id}`,
          })
          .catch((error: unknown) => deps.log.error({ err: error }, 'memory notification failed'));
      }
      return one(id, user);
    },

    async update(user: Caller, id: string, input: UpdateMemoryInput): Promise<{ memory: Memory }> {
      const viewer = viewerOf(user);
      const row = await visible(id, viewer);
      const isOwner = row.ownerId === user.id;
      const patch: MemoryPatch = {};
      if (input.isPrivate !== undefined && input.isPrivate !== row.isPrivate) {
        // Only the author decides who sees it; sharing needs a couple to share with.
        if (!isOwner) throw forbidden();
        if (!input.isPrivate) {
          if (!user.coupleId) throw noCouple();
          patch.coupleId = user.coupleId;
        }
        patch.isPrivate = input.isPrivate;
      }
      if (input.title !== undefined) patch.title = input.title;
      if (input.description !== undefined) patch.description = input.description;
      if (input.content !== undefined) patch.content = input.content;
      if (input.date !== undefined) patch.date = input.date;
      if (input.location !== undefined) Object.assign(patch, locationColumns(input.location));
      if (input.mood !== undefined) patch.mood = input.mood;
      if (input.tags !== undefined) patch.tags = input.tags;
      patch.updatedAt = clock.now();
      await transact(async (tx) => {
        await tx.memories.update(id, patch);
        if (input.images === undefined) return;
        const wanted = [...new Set(input.images)];
        const current = new Set(await tx.memories.imageIdsOf(id));
        const added = wanted.filter((imageId) => !current.has(imageId));
        const removed = [...current].filter((imageId) => !wanted.includes(imageId));
        // Photos already in the memory stay whoever added them; new ones are my uploads.
        await uploadsService.claim(tx.uploads, user.id, added);
        await tx.memories.setImages(id, wanted);
        // A photo taken out is served no more at once; its owner may put it back for a
        // day (a change of mind), then the sweep removes it.
        await uploadsService.release(tx.uploads, removed);
      });
      return one(id, user);
    },

    async remove(user: Caller, id: string): Promise<{ message: string }> {
      const row = await visible(id, viewerOf(user));
      if (row.ownerId !== user.id) throw forbidden();
      // To the trash: its photos stay with it until it is deleted for good
      // (trash-service.ts), so a restore brings everything back.
      await memories.trash(id, user.id, clock.now());
      return { message: 'Memory deleted' };
    },

    /** toggles my own favourite mark */
    async toggleFavorite(user: Caller, id: string): Promise<{ memory: Memory }> {
      const viewer = viewerOf(user);
      const row = await visible(id, viewer);
      const isFavorite = await memories.toggleFavorite(user.id, id);
      const [memory] = await withImages([{ ...row, isFavorite }], user);
      return { memory: memory! };
    },

    async tags(user: Caller) {
      const tags = await memories.tagCounts(viewerOf(user));
      return { tags: tags as { tag: MemoryTag; count: number }[] };
    },

    async timeline(
      user: Caller,
      query: { year?: number; month?: number; place?: string | undefined },
    ) {
      const range = query.year === undefined ? undefined : dateRangeOf(query.year, query.month);
      const rows = await memories.inRange(
        viewerOf(user),
        range?.from,
        range?.to,
        MEMORY_TIMELINE_MAX + 1,
        query.place ? placeFilterKey(query.place) : undefined,
      );
      const truncated = rows.length > MEMORY_TIMELINE_MAX;
      return {
        timeline: groupByMonth(await withImages(rows.slice(0, MEMORY_TIMELINE_MAX), user)),
        truncated,
      };
    },

    async statistics(user: Caller) {
      const [{ totals, byMonth, byMood, byTag }, mostLoved] = await Promise.all([
        memories.statistics(viewerOf(user)),
        deps.social.mostLoved(viewerOf(user), MOST_LOVED_MAX),
      ]);
      return {
        statistics: {
          total: totals.total,
          shared: totals.total - totals.private,
          private: totals.private,
          favorites: totals.favorites,
          byMonth,
          byMood: byMood as { mood: MemoryMood; count: number }[],
          byTag: byTag as { tag: MemoryTag; count: number }[],
          mostLoved,
        },
      };
    },
  };
}
