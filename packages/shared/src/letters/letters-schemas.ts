import { z } from 'zod';
import {
  VALIDATION,
  cursorSchema,
  idSchema,
  pageLimitSchema,
  requiredText,
} from '../common/common-schemas.js';
import { isoDateSchema } from '../couple/couple-schemas.js';
import { authorSchema } from '../social/social-schemas.js';
import { uploadIdOf } from '../uploads/uploads-rules.js';
import { imageSchema } from '../uploads/uploads-schemas.js';
import { LETTER_LIMITS, LETTER_LISTS } from './letters-rules.js';

/**
 * Letters for later (docs/product-rules.md, Letters for later). `content` is the letter's
 * text and photos: null for the recipient while it is sealed, so a sealed letter tells
 * them only that it exists, from whom and when it opens.
 */
export const letterContentSchema = z.object({
  text: z.string(),
  images: z.array(imageSchema),
  updatedAt: z.string(),
});
export type LetterContent = z.infer<typeof letterContentSchema>;

export const letterSchema = z.object({
  id: z.string(),
  from: authorSchema,
  /** the recipient; `id` null once their account is gone */
  to: authorSchema,
  /** YYYY-MM-DD, the recipient's calendar day it opens on */
  opensOn: z.string(),
  /** sealed until `opensOn` comes for the recipient; then open, read-only for both */
  state: z.enum(['sealed', 'open']),
  /** it opened today on the recipient's calendar */
  opensToday: z.boolean(),
  /** I wrote it: I may read it, and edit or withdraw it while sealed */
  isMine: z.boolean(),
  createdAt: z.string(),
  content: letterContentSchema.nullable(),
});
export type Letter = z.infer<typeof letterSchema>;

/** The photos, in order: each an upload id or the `fileUrl` POST /upload/single answered. */
const letterImagesSchema = z
  .array(
    z
      .string({ error: VALIDATION.invalid })
      .max(2048, { error: VALIDATION.notYourUpload })
      .refine((ref) => uploadIdOf(ref) !== null, { error: VALIDATION.notYourUpload }),
  )
  .max(LETTER_LIMITS.images, { error: VALIDATION.invalid })
  .transform((refs) => refs.map((ref) => uploadIdOf(ref) ?? ref));

const letterFields = {
  opensOn: isoDateSchema,
  text: requiredText(LETTER_LIMITS.text),
  images: letterImagesSchema.optional(),
};

/** POST /letters: to the partner of my current couple. */
export const createLetterBodySchema = z.object({
  to: z.literal('partner', { error: VALIDATION.invalid }),
  ...letterFields,
});
export type CreateLetterBody = z.input<typeof createLetterBodySchema>;
export type CreateLetterInput = z.output<typeof createLetterBodySchema>;

/**
 * GET /letters/opening-days: the first and last day a letter to my partner written now may
 * open on (`letterOpensOnWindow` on both our calendars), so the form offers only those.
 */
export const letterOpeningDaysSchema = z.object({ min: z.string(), max: z.string() });
export type LetterOpeningDays = z.infer<typeof letterOpeningDaysSchema>;

/** PATCH /letters/:id: the fields sent change (the writer, while it is sealed). */
export const updateLetterBodySchema = z.object({
  opensOn: letterFields.opensOn.optional(),
  text: letterFields.text.optional(),
  images: letterFields.images,
});
export type UpdateLetterBody = z.input<typeof updateLetterBodySchema>;
export type UpdateLetterInput = z.output<typeof updateLetterBodySchema>;

/**
 * GET /letters: every letter I wrote or that is to me (`all`, the default), or one box.
 * `all` and `sent` and `opened` come latest opening first. `sent`: mine. `waiting`: sealed
 * ones to me, soonest first. `opened`: opened ones to me, latest first. `cursor` is the
 * previous page's `nextCursor` (a keyset on the box's index).
 */
export const lettersQuerySchema = z.object({
  box: z.enum(LETTER_LISTS, { error: VALIDATION.invalid }).default('all'),
  cursor: cursorSchema,
  limit: pageLimitSchema(LETTER_LIMITS.pageSize, LETTER_LIMITS.pageMax),
});
export type LettersQuery = z.input<typeof lettersQuerySchema>;

export const lettersResponseSchema = z.object({
  letters: z.array(letterSchema),
  nextCursor: z.string().nullable(),
});
export type LettersResponse = z.infer<typeof lettersResponseSchema>;

export const letterParamsSchema = z.object({ id: idSchema });
