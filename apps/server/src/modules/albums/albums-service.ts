import { randomUUID } from 'node:crypto';
import {
  ALBUM_LIMITS,
  ERROR_CODES,
  ERROR_MESSAGES,
  VALIDATION,
  albumPageCount,
} from '@doita/shared';
import type {
  AlbumPage,
  AlbumPageQuery,
  AlbumsList,
  AlbumsQuery,
  CreateAlbumInput,
  UpdateAlbumInput,
} from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { keysetPageBy, pageStart } from '../../lib/keyset-cursor.js';
import { HttpError, badRequest, fieldInvalid, forbidden, notFound } from '../../lib/errors.js';
import type { UploadsService } from '../uploads/index.js';
import type { Caller } from '../users/index.js';
import type { AlbumListRow, AlbumViewer, AlbumsRepository } from './albums-repository.js';
import { toAlbum, toAlbumMemories } from './albums-view.js';
import type { SignImage } from './albums-view.js';

export interface AlbumsServiceDeps {
  albums: AlbumsRepository;
  transact: Transact<{ albums: AlbumsRepository }>;
  uploadsService: Pick<UploadsService, 'toImage'>;
  clock: Clock;
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;

const albumNotFound = () => notFound('Album not found');
const memoryNotFound = () => notFound('Memory not found');
const noCouple = () => badRequest(ERROR_CODES.noCouple, ERROR_MESSAGES.noCouple);
const notShareable = () =>
  badRequest(ERROR_CODES.memoryNotShareable, ERROR_MESSAGES.memoryNotShareable);
const privateMemory = () =>
  new HttpError(400, ERROR_CODES.privateMemory, 'A private memory cannot go in an album');

const viewerOf = (user: Caller): AlbumViewer => ({
  userId: user.id,
  coupleId: user.coupleId,
});

/**
 * Albums (docs/product-rules.md, Albums): the couple's collections of shared memories.
 * Seen by their maker and by the members of their couple; changed only by the members of
 * that couple while it is their current one (a maker who disconnected sees it, read-only).
 * Anyone else gets 404.
 */
export function createAlbumsService(deps: AlbumsServiceDeps) {
  const { albums, transact, uploadsService, clock } = deps;
  const signFor =
    (caller: Caller): SignImage =>
    (row) =>
      uploadsService.toImage(row, caller);

  async function seen(viewer: AlbumViewer, id: string): Promise<AlbumListRow> {
    const row = await albums.findFor(viewer, id);
    if (!row) throw albumNotFound();
    return row;
  }

  /** the album, when the viewer may change it */
  async function managed(viewer: AlbumViewer, id: string): Promise<AlbumListRow> {
    const row = await seen(viewer, id);
    if (row.coupleId !== viewer.coupleId) throw forbidden();
    return row;
  }

  /** refuses any memory that may not go in an album of `coupleId` */
  async function checkMemories(viewer: AlbumViewer, ids: string[], coupleId: string) {
    const found = await albums.candidates(viewer, ids, coupleId);
    const byId = new Map(found.map((row) => [row.id, row]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) throw memoryNotFound();
      if (row.isPrivate) throw privateMemory();
      if (!row.shareable) throw notShareable();
    }
  }

  /**
   * Puts the memories in; when the album (or a memory) went meanwhile, as a partner deleting
   * it at the same moment: 404 for whichever is gone.
   */
  async function added(
    viewer: AlbumViewer,
    id: string,
    memoryIds: string[],
    by: string,
    now: Date,
  ): Promise<void> {
    if (await albums.addMemories(id, memoryIds, by, now)) return;
    await seen(viewer, id);
    throw memoryNotFound();
  }

  async function pageOf(caller: Caller, id: string, query: AlbumPageQuery): Promise<AlbumPage> {
    const viewer = viewerOf(caller);
    const sign = signFor(caller);
    const row = await seen(viewer, id);
    const { rows, total } = await albums.pageOf(viewer, id, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    const images = await albums.imagesOf(rows.map((memory) => memory.id));
    return {
      album: toAlbum(row, viewer, sign),
      memories: toAlbumMemories(rows, images, sign),
      pagination: {
        currentPage: query.page,
        totalMemories: total,
        totalPages: albumPageCount(total, query.limit),
      },
    };
  }

  const firstPage = { page: 1, limit: ALBUM_LIMITS.pageSize };

  return {
    async list(user: Caller, query: AlbumsQuery): Promise<AlbumsList> {
      const viewer = viewerOf(user);
      const after = pageStart(query.cursor);
      const rows = await albums.listFor(viewer, {
        memoryId: query.memoryId,
        after,
        limit: query.limit + 1,
      });
      const { page, nextCursor } = keysetPageBy(rows, query.limit, (row) => ({
        createdAt: row.updatedAt,
        id: row.id,
      }));
      const sign = signFor(user);
      return { albums: page.map((row) => toAlbum(row, viewer, sign)), nextCursor };
    },

    get(user: Caller, id: string, query: AlbumPageQuery): Promise<AlbumPage> {
      return pageOf(user, id, query);
    },

    async create(user: Caller, input: CreateAlbumInput): Promise<AlbumPage> {
      const viewer = viewerOf(user);
      const coupleId = viewer.coupleId;
      if (!coupleId) throw noCouple();
      const memoryIds = input.memoryIds ?? [];
      await checkMemories(viewer, memoryIds, coupleId);
      const id = randomUUID();
      const now = clock.now();
      // Counted and added under the couple's lock: albums made at once would otherwise all
      // count one under the bound and all be added. The album and its memories go in
      // together: a memory deleted meanwhile leaves no empty album behind its 404.
      await transact(async (tx) => {
        await tx.albums.lockCountOf(coupleId);
        if ((await tx.albums.countOfCouple(coupleId)) >= ALBUM_LIMITS.perCouple) {
          throw fieldInvalid('name', VALIDATION.invalid);
        }
        await tx.albums.insert({
          id,
          coupleId,
          ownerId: user.id,
          name: input.name,
          description: input.description ?? '',
          createdAt: now,
          updatedAt: now,
        });
        if (!(await tx.albums.addMemories(id, memoryIds, user.id, now))) throw memoryNotFound();
      });
      return pageOf(user, id, firstPage);
    },

    async update(user: Caller, id: string, input: UpdateAlbumInput): Promise<AlbumPage> {
      const viewer = viewerOf(user);
      await managed(viewer, id);
      if (input.coverUploadId && !(await albums.isPhotoIn(viewer, id, input.coverUploadId))) {
        throw fieldInvalid('coverUploadId', VALIDATION.invalid);
      }
      await albums.update(
        id,
        {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(input.coverUploadId === undefined ? {} : { coverUploadId: input.coverUploadId }),
        },
        clock.now(),
      );
      return pageOf(user, id, firstPage);
    },

    async remove(user: Caller, id: string): Promise<{ message: string }> {
      await managed(viewerOf(user), id);
      await albums.delete(id);
      return { message: 'Album deleted' };
    },

    async setMemories(user: Caller, id: string, memoryIds: string[]): Promise<AlbumPage> {
      const viewer = viewerOf(user);
      const row = await managed(viewer, id);
      await checkMemories(viewer, memoryIds, row.coupleId);
      const now = clock.now();
      // One list at a time, under the album's lock: two sent at once (both partners) each
      // kept their own and added them, and the album held both lists.
      await transact(async (tx) => {
        if (!(await tx.albums.lockAlbum(id))) throw albumNotFound();
        await tx.albums.keepOnly(id, memoryIds, viewer);
        // the album is held: only a memory deleted meanwhile can be missing
        if (!(await tx.albums.addMemories(id, memoryIds, user.id, now))) throw memoryNotFound();
        await tx.albums.update(id, {}, now);
      });
      return pageOf(user, id, firstPage);
    },

    async addMemories(user: Caller, id: string, memoryIds: string[]): Promise<AlbumPage> {
      const viewer = viewerOf(user);
      const row = await managed(viewer, id);
      await checkMemories(viewer, memoryIds, row.coupleId);
      const now = clock.now();
      await added(viewer, id, memoryIds, user.id, now);
      await albums.update(id, {}, now);
      return pageOf(user, id, firstPage);
    },

    async removeMemory(user: Caller, id: string, memoryId: string) {
      const viewer = viewerOf(user);
      await managed(viewer, id);
      if (!(await albums.removeMemory(id, memoryId, viewer))) throw memoryNotFound();
      await albums.update(id, {}, clock.now());
      return { message: 'Memory taken out of the album' };
    },
  };
}
