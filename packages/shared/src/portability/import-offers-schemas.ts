import { z } from 'zod';
import { idSchema } from '../common/common-schemas.js';

/**
 * Items an import held for the partner (docs/export-format.md "Who an import writes as"):
 * an archive may say the importer's partner wrote some of its items, and an e-mail
 * address proves nothing, so those wait here until the partner takes them (they become
 * theirs) or leaves them (they are discarded).
 */
export const IMPORT_OFFER_KINDS = [
  'memories',
  'reminders',
  'posts',
  'comments',
  'reactions',
  'photos',
] as const;
export type ImportOfferKind = (typeof IMPORT_OFFER_KINDS)[number];

/** how many titles of each kind the review lists (the counts say the rest) */
export const IMPORT_OFFER_TITLES_MAX = 20;

const titles = z.array(z.string()).max(IMPORT_OFFER_TITLES_MAX);
export const importOfferSummarySchema = z.object({
  counts: z.object({
    memories: z.number().int().min(0),
    reminders: z.number().int().min(0),
    posts: z.number().int().min(0),
    comments: z.number().int().min(0),
    reactions: z.number().int().min(0),
    photos: z.number().int().min(0),
  }),
  titles: z.object({ memories: titles, reminders: titles, posts: titles }),
});
export type ImportOfferSummary = z.infer<typeof importOfferSummarySchema>;

export const importOfferSchema = z.object({
  id: z.string(),
  /** who imported the archive (the partner, when it was held) */
  from: z.object({ id: z.string(), displayName: z.string() }),
  summary: importOfferSummarySchema,
  createdAt: z.iso.datetime(),
});
export type ImportOffer = z.infer<typeof importOfferSchema>;
export const importOffersResponseSchema = z.object({ offers: z.array(importOfferSchema) });
export type ImportOffersResponse = z.infer<typeof importOffersResponseSchema>;
export const importOfferParamsSchema = z.object({ id: idSchema });
/** what accepting added (items already here are not added twice) */
export const importOfferAcceptedSchema = z.object({
  accepted: importOfferSummarySchema.shape.counts,
});
export const importOfferDeclinedSchema = z.object({ declined: z.literal(true) });
