import { z } from 'zod';
import {
  VALIDATION,
  cursorSchema,
  idSchema,
  pageLimitSchema,
  requiredOneLineText,
  text,
} from '../common/common-schemas.js';
import { imageSchema } from '../uploads/uploads-schemas.js';
import { ALBUM_LIMITS, uniqueIds } from './albums-rules.js';

/** An album as the couple sees it in lists and at the top of its page. */
export const albumSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** the chosen cover while its memory is in the album and visible, else the newest photo */
  cover: imageSchema.nullable(),
  /** the upload id of the chosen cover, null when none was chosen */
  coverUploadId: z.string().nullable(),
  /** memories the viewer sees in it */
  memoryCount: z.number().int(),
  ownerId: z.string(),
  /** the album is in the viewer's current couple: they may change it */
  canManage: z.boolean(),
  /** only with `?memoryId=`: that memory is in this album */
  hasMemory: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Album = z.infer<typeof albumSchema>;

/** One memory as an album shows it. */
export const albumMemorySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  location: z.string().nullable(),
  images: z.array(imageSchema),
});
export type AlbumMemory = z.infer<typeof albumMemorySchema>;

export const albumPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalMemories: z.number().int(),
  totalPages: z.number().int(),
});
export type AlbumPagination = z.infer<typeof albumPaginationSchema>;

/** GET /albums: the couple's albums, last changed first, a page at a time (by keyset). */
export const albumsQuerySchema = z.object({
  /** mark each album that holds this memory (`hasMemory`): the memory page's picker */
  memoryId: idSchema.optional(),
  cursor: cursorSchema,
  limit: pageLimitSchema(ALBUM_LIMITS.listPageSize, ALBUM_LIMITS.listPageSizeMax),
});
export type AlbumsQuery = z.output<typeof albumsQuerySchema>;
export const albumsResponseSchema = z.object({
  albums: z.array(albumSchema),
  /** the next page's `cursor`; null on the last page */
  nextCursor: z.string().nullable(),
});
export type AlbumsList = z.infer<typeof albumsResponseSchema>;

/** GET /albums/:id: the album and a page of its memories, newest date first. */
export const albumPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(ALBUM_LIMITS.pageMax).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ALBUM_LIMITS.pageSizeMax)
    .default(ALBUM_LIMITS.pageSize),
});
export type AlbumPageQuery = z.output<typeof albumPageQuerySchema>;
export const albumResponseSchema = z.object({
  album: albumSchema,
  memories: z.array(albumMemorySchema),
  pagination: albumPaginationSchema,
});
export type AlbumPage = z.infer<typeof albumResponseSchema>;

/**
 * NFC, on one line (line breaks and tabs become a space), trimmed; a name of only spaces or
 * zero-width characters is missing
 */
export const albumNameSchema = requiredOneLineText(ALBUM_LIMITS.name);
export const albumDescriptionSchema = text(ALBUM_LIMITS.description);

/** memory ids, each once (at most ALBUM_LIMITS.memoryIds) */
export const albumMemoryIdsSchema = z
  .array(idSchema, { error: VALIDATION.invalid })
  .max(ALBUM_LIMITS.memoryIds, { error: VALIDATION.invalid })
  .transform(uniqueIds);

/** POST /albums: in my current couple, with memories to start with if any. */
export const createAlbumBodySchema = z.object({
  name: albumNameSchema,
  description: albumDescriptionSchema.optional(),
  memoryIds: albumMemoryIdsSchema.optional(),
});
export type CreateAlbumBody = z.input<typeof createAlbumBodySchema>;
export type CreateAlbumInput = z.output<typeof createAlbumBodySchema>;

/** PATCH /albums/:id: the fields sent change; `coverUploadId` null goes back to the newest photo. */
export const updateAlbumBodySchema = z.object({
  name: albumNameSchema.optional(),
  description: albumDescriptionSchema.optional(),
  coverUploadId: idSchema.nullable().optional(),
});
export type UpdateAlbumBody = z.input<typeof updateAlbumBodySchema>;
export type UpdateAlbumInput = z.output<typeof updateAlbumBodySchema>;

/** PUT /albums/:id/memories (exactly these) and POST /albums/:id/memories (these too). */
export const albumMemoriesBodySchema = z.object({ memoryIds: albumMemoryIdsSchema });
export type AlbumMemoriesBody = z.input<typeof albumMemoriesBodySchema>;

export const albumMemoryParamsSchema = z.object({ id: idSchema, memoryId: idSchema });
