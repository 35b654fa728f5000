import { z } from 'zod';
import { VALIDATION, pageLimitSchema } from '../common/common-schemas.js';
import { blogCategorySchema } from '../blog/blog-schemas.js';
import { memoryMoodSchema, memoryTagSchema } from '../memories/memories-schemas.js';
import { authorSchema } from '../social/social-schemas.js';
import { reminderStatusSchema, reminderTypeSchema } from '../reminders/reminders-schemas.js';
import { imageSchema } from '../uploads/uploads-schemas.js';
import { placeFilterSchema } from '../places/places-schemas.js';
import { TIMELINE_FILTERS, TIMELINE_PAGE_SIZE } from './timeline-rules.js';

/**
 * GET /timeline: one stream of what the couple lived, newest first: memories,
 * reminders that have come due, published blog posts and the milestones (every 100 days,
 * every year). Keyset-paginated: `nextCursor` is opaque to clients.
 */

export const timelineQuerySchema = z.object({
  filter: z.enum(TIMELINE_FILTERS, { error: VALIDATION.invalid }).default('all'),
  /**
   * `nextCursor` of the previous page, as given. Checked by the API (decodeTimelineCursor),
   * not here: one that is not the server's (garbled, tampered, too long) is a 400
   * `INVALID_CURSOR` ("reload the timeline"), not a field error.
   */
  cursor: z.string().optional(),
  limit: pageLimitSchema(TIMELINE_PAGE_SIZE.default, TIMELINE_PAGE_SIZE.max),
  /**
   * Only the memories at this place (its name, accents, case and spaces ignored): reminders,
   * posts and milestones have no place, so they stay out whatever `filter` says.
   */
  place: placeFilterSchema.optional(),
});
export type TimelineQuery = z.output<typeof timelineQuerySchema>;

/**
 * Every item carries its day (`date`, YYYY-MM-DD in the viewer's time zone, what the month
 * headers group by) and the instant it sorts by within that day (`at`). The stream is
 * ordered by (date, at, id), newest first; ids are unique across kinds.
 */
const itemBase = {
  id: z.string(),
  date: z.string(),
  at: z.string(),
};

export const timelineMemorySchema = z.object({
  ...itemBase,
  kind: z.literal('memory'),
  title: z.string(),
  /** the description cut at 150 characters */
  excerpt: z.string(),
  mood: memoryMoodSchema.nullable(),
  tags: z.array(memoryTagSchema),
  location: z.string().nullable(),
  isPrivate: z.boolean(),
  /** the first photo, and how many there are */
  cover: imageSchema.nullable(),
  /** its photos and videos together */
  imageCount: z.number().int(),
  /** how many of them are videos (absent from older answers: none) */
  videoCount: z.number().int().optional(),
  author: authorSchema,
});

export const timelineReminderSchema = z.object({
  ...itemBase,
  kind: z.literal('reminder'),
  title: z.string(),
  /** the description cut at 100 characters */
  description: z.string(),
  /** ISO instant it was due */
  datetime: z.string(),
  type: reminderTypeSchema,
  isCompleted: z.boolean(),
  status: reminderStatusSchema,
});

export const timelineBlogSchema = z.object({
  ...itemBase,
  kind: z.literal('blog'),
  title: z.string(),
  excerpt: z.string(),
  cover: imageSchema.nullable(),
  category: blogCategorySchema,
  readingMinutes: z.number().int(),
  author: authorSchema,
});

export const timelineMilestoneSchema = z.object({
  ...itemBase,
  kind: z.literal('milestone'),
  /** 'days': the Nth day together (100, 200, ...); 'years': the Nth anniversary */
  milestone: z.enum(['days', 'years']),
  count: z.number().int(),
});

export const timelineItemSchema = z.discriminatedUnion('kind', [
  timelineMemorySchema,
  timelineReminderSchema,
  timelineBlogSchema,
  timelineMilestoneSchema,
]);
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const timelineResponseSchema = z.object({
  items: z.array(timelineItemSchema),
  /** null on the last page */
  nextCursor: z.string().nullable(),
});
export type TimelinePage = z.infer<typeof timelineResponseSchema>;
