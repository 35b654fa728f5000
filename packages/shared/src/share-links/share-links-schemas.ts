import { z } from 'zod';
import { VALIDATION, cursorSchema, idSchema, pageLimitSchema } from '../common/common-schemas.js';
import { albumMemorySchema, albumPaginationSchema } from '../albums/albums-schemas.js';
import { imageSchema } from '../uploads/uploads-schemas.js';
import { SHARE_LINK_LIMITS, isValidPasscode } from './share-links-rules.js';

export const SHARE_TARGET_KINDS = ['memory', 'album'] as const;
export type ShareTargetKind = (typeof SHARE_TARGET_KINDS)[number];

/** A link as the couple sees it (its URL too: either partner may copy it again). */
export const shareLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  target: z.object({
    kind: z.enum(SHARE_TARGET_KINDS),
    id: z.string(),
    /** the memory's title or the album's name */
    title: z.string(),
  }),
  /** null: until revoked */
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  hasPasscode: z.boolean(),
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

const passcodeSchema = z
  .string({ error: VALIDATION.invalid })
  .refine(isValidPasscode, { error: VALIDATION.invalid });

/** POST /share-links: one memory or one album, for 1..90 days or (no days) until revoked. */
export const createShareLinkBodySchema = z
  .object({
    memoryId: idSchema.optional(),
    albumId: idSchema.optional(),
    expiresInDays: z
      .number({ error: VALIDATION.invalid })
      .int({ error: VALIDATION.invalid })
      .min(SHARE_LINK_LIMITS.minDays, { error: VALIDATION.invalid })
      .max(SHARE_LINK_LIMITS.maxDays, { error: VALIDATION.invalid })
      .optional(),
    passcode: passcodeSchema.optional(),
  })
  .refine((body) => (body.memoryId === undefined) !== (body.albumId === undefined), {
    error: VALIDATION.required,
    path: ['memoryId'],
  });
export type CreateShareLinkBody = z.input<typeof createShareLinkBodySchema>;
export type CreateShareLinkInput = z.output<typeof createShareLinkBodySchema>;

export const shareLinkResponseSchema = z.object({ shareLink: shareLinkSchema });

/**
 * GET /share-links: the couple's links, newest first, a page at a time (by keyset);
 * `memoryId`/`albumId` narrow it.
 */
export const shareLinksQuerySchema = z.object({
  memoryId: idSchema.optional(),
  albumId: idSchema.optional(),
  cursor: cursorSchema,
  limit: pageLimitSchema(SHARE_LINK_LIMITS.pageSize, SHARE_LINK_LIMITS.pageSizeMax),
});
export type ShareLinksQuery = z.output<typeof shareLinksQuerySchema>;
export const shareLinksResponseSchema = z.object({
  shareLinks: z.array(shareLinkSchema),
  /** the next page's `cursor`; null on the last page */
  nextCursor: z.string().nullable(),
});
export type ShareLinksList = z.infer<typeof shareLinksResponseSchema>;

/** GET /shared/:token */
export const sharedParamsSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const sharedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** What a link shows: read-only, the couple's first names, the photos through the link. */
export const sharedViewSchema = z.object({
  kind: z.enum(SHARE_TARGET_KINDS),
  /** the memory's title or the album's name */
  title: z.string(),
  description: z.string(),
  cover: imageSchema.nullable(),
  /** the two partners' display names */
  coupleNames: z.array(z.string()),
  expiresAt: z.string().nullable(),
  memories: z.array(albumMemorySchema),
  pagination: albumPaginationSchema,
});
export type SharedView = z.infer<typeof sharedViewSchema>;
