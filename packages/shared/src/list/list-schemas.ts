import { z } from 'zod';
import {
  VALIDATION,
  cursorSchema,
  idSchema,
  maxLengthMessage,
  pageLimitSchema,
  requiredOneLineText,
  text,
} from '../common/common-schemas.js';
import { isoDateSchema } from '../couple/couple-schemas.js';
import {
  LIST_KINDS,
  LIST_LIMITS,
  LIST_STATUSES,
  decodeListCursor,
  isKeepableLink,
} from './list-rules.js';

/** a day to aim for; an empty string clears it, as it clears the note and the link */
const targetDateSchema = z
  .string({ error: VALIDATION.required })
  .transform((value) => (value.trim() === '' ? null : value))
  .pipe(isoDateSchema.nullable())
  .nullable();

export const listKindSchema = z.enum(LIST_KINDS, { error: VALIDATION.invalid });

/**
 * An http(s) address kept as text, as typed (trimmed only: NFC could change the path it
 * points at); an empty string clears it.
 */
const linkSchema = z
  .string({ error: VALIDATION.required })
  .trim()
  .max(LIST_LIMITS.link, { error: maxLengthMessage(LIST_LIMITS.link) })
  .refine((value) => value === '' || isKeepableLink(value), { error: VALIDATION.url })
  .transform((value) => (value === '' ? null : value));

const fields = {
  // one line: a title pasted with its line break is kept as one line
  title: requiredOneLineText(LIST_LIMITS.title),
  kind: listKindSchema.default('other'),
  note: text(LIST_LIMITS.note).default(''),
  targetDate: targetDateSchema.default(null),
  link: linkSchema.nullable().default(null),
};

export const createListItemBodySchema = z.object(fields);
export type CreateListItemBody = z.input<typeof createListItemBodySchema>;

/** Only what is sent changes; `memoryId` records the memory made from a done item. */
export const updateListItemBodySchema = z.object({
  title: fields.title.optional(),
  kind: listKindSchema.optional(),
  /** `''` or null clears it */
  note: text(LIST_LIMITS.note)
    .nullable()
    .transform((value) => value ?? '')
    .optional(),
  targetDate: targetDateSchema.optional(),
  link: linkSchema.nullable().optional(),
  memoryId: idSchema.nullable().optional(),
});
export type UpdateListItemBody = z.input<typeof updateListItemBodySchema>;

export const listItemsQuerySchema = z.object({
  status: z.enum(LIST_STATUSES, { error: VALIDATION.invalid }).optional(),
  kind: listKindSchema.optional(),
  limit: pageLimitSchema(LIST_LIMITS.pageSize, LIST_LIMITS.pageSizeMax),
  cursor: cursorSchema.refine((value) => value === undefined || decodeListCursor(value) !== null, {
    error: VALIDATION.invalid,
  }),
});
export type ListItemsQuery = z.output<typeof listItemsQuerySchema>;

export const listPersonSchema = z.object({ id: z.string(), name: z.string() });

export const listItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: listKindSchema,
  note: z.string(),
  targetDate: z.string().nullable(),
  link: z.string().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  /** who checked it off (null once that account is gone) */
  doneBy: listPersonSchema.nullable(),
  author: listPersonSchema,
  memoryId: z.string().nullable(),
  /** false when it was written in a couple that has ended: read only */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const listItemResponseSchema = z.object({ item: listItemSchema });
export const listItemsResponseSchema = z.object({
  items: z.array(listItemSchema),
  nextCursor: z.string().nullable(),
});
export type ListItemsPage = z.infer<typeof listItemsResponseSchema>;
