import { z } from 'zod';
import { VALIDATION, requiredOneLineText, requiredText, text } from '../common/common-schemas.js';
import { isoDateSchema } from '../couple/couple-schemas.js';
import { uploadIdOf } from '../uploads/uploads-rules.js';
import { DATE_BOUNDS } from '../dates/date-bounds.js';
import { imageSchema } from '../uploads/uploads-schemas.js';
import type { Image } from '../uploads/uploads-schemas.js';
import { MEMORY_LIMITS, MEMORY_MOODS, MEMORY_TAGS } from './memories-rules.js';
import { authorSchema, reactionSchema } from '../social/social-schemas.js';
import {
  locationInputSchema,
  locationSchema,
  placeFilterSchema,
} from '../places/places-schemas.js';

/**
 * Memories (who sees them: docs/product-rules.md, Privacy).
 * `isPrivate: false` (default) is shared with the partner and needs a connected couple;
 * `isPrivate: true` is "just for me". `isFavorite` is the viewer's own mark: each
 * partner keeps their own favourites.
 */
export const memoryTagSchema = z.enum(MEMORY_TAGS, { error: VALIDATION.invalid });
export type MemoryTag = z.infer<typeof memoryTagSchema>;

export const memoryMoodSchema = z.enum(MEMORY_MOODS, { error: VALIDATION.invalid });
export type MemoryMood = z.infer<typeof memoryMoodSchema>;

/** A memory's photos: uploaded images, URLs signed on every read. */
export const memoryImageSchema = imageSchema;
export type MemoryImage = Image;

export const memorySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string().nullable(),
  /** YYYY-MM-DD */
  date: z.string(),
  tags: z.array(memoryTagSchema),
  /** a name alone (a string), or `{ name, lat, lng }` when it has coordinates; null for none */
  location: locationSchema,
  mood: memoryMoodSchema.nullable(),
  isPrivate: z.boolean(),
  /** the viewer's own favourite mark */
  isFavorite: z.boolean(),
  images: z.array(memoryImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullable(),
  /**
   * Who keeps it, and so may delete it or change who sees it: the author, or the partner
   * once the author's account is deleted (`createdBy` is then null).
   */
  ownerId: z.string(),
  author: authorSchema,
  /** each person's reaction, oldest first */
  reactions: z.array(reactionSchema),
  commentCount: z.number().int(),
});
export type Memory = z.infer<typeof memorySchema>;

/** tags: unique, in the order given */
const tagsSchema = z
  .array(memoryTagSchema)
  .max(MEMORY_LIMITS.tags, { error: VALIDATION.invalid })
  .transform((tags) => [...new Set(tags)]);

/** optional text: blank (or showing nothing) means "none" (null) */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * The photos, in order (at most 20): each an upload id or the `fileUrl` POST /upload/single
 * answered; the service receives upload ids either way.
 */
const imagesSchema = z
  .array(
    z
      .string({ error: VALIDATION.invalid })
      .max(2048, { error: VALIDATION.notYourUpload })
      .refine((ref) => uploadIdOf(ref) !== null, { error: VALIDATION.notYourUpload }),
  )
  .max(MEMORY_LIMITS.images, { error: VALIDATION.invalid })
  .transform((refs) => refs.map((ref) => uploadIdOf(ref) ?? ref));

const memoryFields = {
  // NFC, trimmed; blank or invisible-only (zero-width characters) is missing
  title: requiredOneLineText(MEMORY_LIMITS.title),
  description: requiredText(MEMORY_LIMITS.description),
  content: optionalText(MEMORY_LIMITS.content),
  date: isoDateSchema,
  tags: tagsSchema.optional(),
  /** a name (string) or `{ name, lat, lng }`; blank or null for none */
  location: locationInputSchema,
  mood: memoryMoodSchema.nullable().optional(),
  isPrivate: z.boolean({ error: VALIDATION.invalid }).optional(),
  images: imagesSchema.optional(),
};

export const createMemoryBodySchema = z.object(memoryFields);
export type CreateMemoryBody = z.input<typeof createMemoryBodySchema>;
export type CreateMemoryInput = z.output<typeof createMemoryBodySchema>;

/** PUT /memories/:id: the same fields, each optional (only those sent change). */
export const updateMemoryBodySchema = z.object({
  title: memoryFields.title.optional(),
  description: memoryFields.description.optional(),
  content: memoryFields.content,
  date: memoryFields.date.optional(),
  tags: memoryFields.tags,
  location: memoryFields.location,
  mood: memoryFields.mood,
  isPrivate: memoryFields.isPrivate,
  images: memoryFields.images,
});
export type UpdateMemoryBody = z.input<typeof updateMemoryBodySchema>;
export type UpdateMemoryInput = z.output<typeof updateMemoryBodySchema>;

/**
 * A page: `page` (from 1), or `offset` for "load more" (wins over page when both come).
 */
export const memoriesPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MEMORY_LIMITS.offsetMax).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MEMORY_LIMITS.pageSizeMax)
    .default(MEMORY_LIMITS.pageSize),
  offset: z.coerce.number().int().min(0).max(MEMORY_LIMITS.offsetMax).optional(),
});
export type MemoriesPageQuery = z.output<typeof memoriesPageQuerySchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** tags=travel,food */
const tagListQuery = z
  .string()
  .max(300)
  .transform((value) =>
    value
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  )
  .pipe(tagsSchema);

export const memoriesSearchQuerySchema = memoriesPageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(MEMORY_LIMITS.searchText, { error: `validation.maxLength:${MEMORY_LIMITS.searchText}` })
    .optional(),
  dateFrom: isoDateSchema.optional(),
  dateTo: isoDateSchema.optional(),
  tags: tagListQuery.optional(),
  /** one mood (the list's mood filter) */
  mood: memoryMoodSchema.optional(),
  isPrivate: booleanQuery.optional(),
  /** memories at this place (its name, accents and case ignored) */
  place: placeFilterSchema.optional(),
});
export type MemoriesSearchQuery = z.output<typeof memoriesSearchQuerySchema>;

export const memoryTagParamsSchema = z.object({ tag: memoryTagSchema });

export const memoriesTimelineQuerySchema = z
  .object({
    year: z.coerce.number().int().min(DATE_BOUNDS.minYear).max(DATE_BOUNDS.maxYear).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    /** memories at this place (its name, accents and case ignored) */
    place: placeFilterSchema.optional(),
  })
  .refine((query) => query.month === undefined || query.year !== undefined, {
    error: VALIDATION.required,
    path: ['year'],
  });

export const memoryResponseSchema = z.object({ memory: memorySchema });

export const memoriesPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalMemories: z.number().int(),
  totalPages: z.number().int(),
});
export const memoriesListResponseSchema = z.object({
  memories: z.array(memorySchema),
  pagination: memoriesPaginationSchema,
});
export type MemoriesList = z.infer<typeof memoriesListResponseSchema>;

export const memoryTagsResponseSchema = z.object({
  tags: z.array(z.object({ tag: memoryTagSchema, count: z.number().int() })),
});
export type MemoryTagCount = z.infer<typeof memoryTagsResponseSchema>['tags'][number];

/** The timeline: newest month first, each month's memories newest first (at most 1000 in all). */
export const MEMORY_TIMELINE_MAX = 1000;
export const memoriesTimelineResponseSchema = z.object({
  timeline: z.array(
    z.object({ year: z.number().int(), month: z.number().int(), memories: z.array(memorySchema) }),
  ),
  truncated: z.boolean(),
});

export const memoryStatisticsResponseSchema = z.object({
  statistics: z.object({
    total: z.number().int(),
    shared: z.number().int(),
    private: z.number().int(),
    favorites: z.number().int(),
    /** 'YYYY-MM' of the memory's date, oldest first */
    byMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
    byMood: z.array(z.object({ mood: memoryMoodSchema, count: z.number().int() })),
    byTag: z.array(z.object({ tag: memoryTagSchema, count: z.number().int() })),
    /** the shared memories with the most reactions and comments, at most 5 */
    mostLoved: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        date: z.string(),
        reactions: z.number().int(),
        comments: z.number().int(),
      }),
    ),
  }),
});
export type MemoryStatistics = z.infer<typeof memoryStatisticsResponseSchema>['statistics'];

/** Pages from a page/offset query: offset wins; the page reported is the one it falls in. */
export function memoriesWindow(query: MemoriesPageQuery): {
  offset: number;
  limit: number;
  currentPage: number;
} {
  const offset = query.offset ?? (query.page - 1) * query.limit;
  return { offset, limit: query.limit, currentPage: Math.floor(offset / query.limit) + 1 };
}

export function memoriesPagination(total: number, limit: number, currentPage: number) {
  return { currentPage, totalMemories: total, totalPages: Math.ceil(total / limit) };
}
