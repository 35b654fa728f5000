import { z } from 'zod';
import { VALIDATION, oneLineText, text } from '../common/common-schemas.js';
import { blogTagSchema } from '../blog/blog-schemas.js';
import { MEMORY_TAGS } from '../memories/memories-rules.js';
import { memoryMoodSchema, memoryTagSchema } from '../memories/memories-schemas.js';
import { LOCALES, THEMES_WITH_AUTO } from '../preferences/preferences-rules.js';
import { PROFILE_VISIBILITIES } from '../preferences/profile-visibility.js';
import { archiveQuestionsFields } from '../questions/archive-questions-schemas.js';
import { REMINDER_LEAD_DAYS } from '../reminders/reminder-notice.js';
import {
  LUNAR_RECURRING_TYPES,
  RECURRING_TYPES,
  REMINDER_CALENDARS,
  REMINDER_TYPES,
} from '../reminders/reminders-rules.js';
import { REACTIONS } from '../social/social-rules.js';
import { BLOG_CATEGORIES, BLOG_PRIVACIES, BLOG_STATUSES } from '../blog/blog-rules.js';
import { archiveAlbumsFields } from './archive-albums-schemas.js';
import { archiveDateSchema, archiveInstantSchema } from './archive-instants.js';
import { archiveLettersFields } from './archive-letters-schemas.js';
import { archiveMessagesFields } from './archive-messages-schemas.js';
import { archiveTogetherFields } from './archive-together-schemas.js';
import { archiveCommentsOf, archivePlaceSchema, optionalArchiveText } from './archive-texts.js';
import { archiveDuplicates } from './archive-unique.js';

/**
 * The archive's own versioned format: `data.json`, version 1 (docs/export-format.md). Its
 * texts are read as the live API reads them (`archive-texts.ts`); how much a `data.json`
 * holds is checked against `PORTABILITY_LIMITS` (portability-schemas.ts) as it is read.
 * Every value the live API takes only from a set or in a shape (a mood, a tag, a reaction,
 * a repeat, a date within DATE_BOUNDS) is held to the live API's own rule here: a row
 * the live API could never have written would break every list that shows it (the
 * responses are checked against the same sets), for both partners.
 */
export const EXPORT_FORMAT = 'doita-export';
export const EXPORT_VERSION = 1;

const isoInstant = archiveInstantSchema;
const isoDate = archiveDateSchema;
const str = (max: number) => z.string().max(max);
/** an id from the exporting server: only compared, never used as a key here */
const sourceId = z.string().min(1).max(128);

/** A photo inside the archive: its original at `path` (photos/YYYY/MM/...). */
export const archivePhotoSchema = z.object({
  id: sourceId,
  path: str(300),
  originalName: str(300),
  type: str(40),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  /**
   * a video (its file at `path`, as it was sent) or a Live Photo (the still at `path`, its
   * motion clip at `clip.path`); absent: a photo (archives before videos have none)
   */
  kind: z.enum(['video', 'live']).optional(),
  clip: z.object({ path: str(300), type: str(40) }).optional(),
});
export type ArchivePhoto = z.infer<typeof archivePhotoSchema>;

export const archivePersonSchema = z.object({
  id: sourceId,
  email: str(320),
  displayName: str(200),
});
export type ArchivePerson = z.infer<typeof archivePersonSchema>;

export const archiveUserSchema = archivePersonSchema.extend({
  firstName: str(200).nullable(),
  lastName: str(200).nullable(),
  username: str(200).nullable(),
  bio: str(2000).nullable(),
  dateOfBirth: isoDate.nullable(),
  language: z.enum(LOCALES),
  theme: z.enum(THEMES_WITH_AUTO),
  timeZone: str(100),
});

export const archiveMemorySchema = z.object({
  id: sourceId,
  /** a person of the archive (user or partner), or null ('Unknown User') */
  authorId: sourceId.nullable(),
  /** made in the couple (shared with it) rather than while single */
  shared: z.boolean(),
  title: oneLineText(500),
  description: text(20_000),
  content: optionalArchiveText(100_000),
  date: isoDate,
  /**
   * a name alone, or `{ name, lat, lng }` with its coordinates (archives written before places
   * had coordinates hold a name only); a blank name is no place, as the live API reads it
   */
  location: archivePlaceSchema,
  mood: memoryMoodSchema.nullable(),
  /** the live API's tags, each once (as it keeps them) */
  tags: z
    .array(memoryTagSchema)
    .max(MEMORY_TAGS.length)
    .transform((tags) => [...new Set(tags)]),
  isPrivate: z.boolean(),
  /** marked favourite by the exporting user */
  favorite: z.boolean(),
  photos: z.array(archivePhotoSchema).max(100),
  /** the partners' comments on it; absent in archives written before comments existed */
  comments: archiveCommentsOf(
    z.object({
      id: sourceId,
      authorId: sourceId.nullable(),
      content: text(10_000),
      createdAt: isoInstant,
      editedAt: isoInstant.nullable(),
    }),
    10_000,
  ).optional(),
  /** one emoji per person; absent in archives written before reactions existed */
  reactions: z
    .array(z.object({ userId: sourceId, emoji: z.enum(REACTIONS), createdAt: isoInstant }))
    .max(10)
    .optional(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ArchiveMemory = z.infer<typeof archiveMemorySchema>;

export const archiveReminderSchema = z
  .object({
    id: sourceId,
    authorId: sourceId.nullable(),
    title: oneLineText(500),
    description: text(20_000),
    type: z.enum(REMINDER_TYPES),
    datetime: isoInstant,
    scheduledAt: isoInstant,
    seriesStart: isoInstant,
    timeZone: str(100),
    isRecurring: z.boolean(),
    recurringType: z.enum(RECURRING_TYPES),
    calendar: z.enum(REMINDER_CALENDARS),
    lunarDay: z.number().int().min(1).max(30).nullable(),
    lunarMonth: z.number().int().min(1).max(12).nullable(),
    lunarLeap: z.boolean(),
    isCompleted: z.boolean(),
    completedAt: isoInstant.nullable(),
    /** only its author sees it; absent in archives written before private reminders: shared */
    isPrivate: z.boolean().optional(),
    /** days before each occurrence the notice goes out (0, 1, 3 or 7); absent: on the day */
    leadDays: z
      .number()
      .int()
      .refine((days) => (REMINDER_LEAD_DAYS as readonly number[]).includes(days))
      .optional(),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .superRefine((reminder, ctx) => {
    // The live API's rules between fields (reminderScheduleIssues): a repeat names its kind,
    // and a lunar reminder has its lunar day and month and repeats by the lunar month or year.
    if (reminder.isRecurring && reminder.recurringType === 'none') {
      ctx.addIssue({ code: 'custom', path: ['recurringType'], message: VALIDATION.required });
    }
    if (reminder.calendar !== 'lunar') return;
    if (reminder.lunarDay === null || reminder.lunarMonth === null) {
      ctx.addIssue({ code: 'custom', path: ['lunarDay'], message: VALIDATION.required });
    }
    if (!(LUNAR_RECURRING_TYPES as readonly string[]).includes(reminder.recurringType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['recurringType'],
        message: VALIDATION.lunarRecurrence,
      });
    }
  });
export type ArchiveReminder = z.infer<typeof archiveReminderSchema>;

export const archivePostSchema = z.object({
  id: sourceId,
  authorId: sourceId.nullable(),
  /** the Markdown file written for it (posts/<slug>.md) */
  file: str(300),
  title: oneLineText(500),
  /** as stored: inline images are `upload:<photo id>`, the photo in `images` */
  content: str(200_000),
  excerpt: optionalArchiveText(2000),
  /** as the live API keeps them: letters, digits, spaces, `-` and `_`, lower case, each once */
  tags: z
    .array(blogTagSchema)
    .max(100)
    .transform((tags) => [...new Set(tags)]),
  category: z.enum(BLOG_CATEGORIES),
  privacy: z.enum(BLOG_PRIVACIES),
  status: z.enum(BLOG_STATUSES),
  publishedAt: isoInstant.nullable(),
  cover: archivePhotoSchema.nullable(),
  images: z.array(archivePhotoSchema).max(100),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ArchivePost = z.infer<typeof archivePostSchema>;

export const archiveCommentSchema = z.object({
  id: sourceId,
  postId: sourceId,
  authorId: sourceId.nullable(),
  content: text(10_000),
  createdAt: isoInstant,
});
export type ArchiveComment = z.infer<typeof archiveCommentSchema>;

export const archiveReactionSchema = z.object({
  postId: sourceId,
  userId: sourceId,
  kind: z.literal('like'),
  createdAt: isoInstant,
});
export type ArchiveReaction = z.infer<typeof archiveReactionSchema>;

export const archivePreferencesSchema = z.object({
  notifications: z.record(z.string(), z.boolean()),
  language: z.enum(LOCALES),
  theme: z.enum(THEMES_WITH_AUTO),
  timeZone: str(100),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
});

/** data.json, version 1 (docs/export-format.md). */
export const exportArchiveSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: isoInstant,
    user: archiveUserSchema,
    partner: archivePersonSchema.nullable(),
    couple: z
      .object({
        id: sourceId,
        anniversaryDate: isoDate.nullable(),
        connectedAt: isoInstant.nullable(),
      })
      .nullable(),
    memories: z.array(archiveMemorySchema),
    reminders: z.array(archiveReminderSchema),
    posts: z.array(archivePostSchema),
    comments: archiveCommentsOf(archiveCommentSchema),
    reactions: z.array(archiveReactionSchema),
    preferences: archivePreferencesSchema,
    ...archiveLettersFields,
    ...archiveMessagesFields,
    ...archiveAlbumsFields,
    ...archiveQuestionsFields,
    ...archiveTogetherFields,
  })
  .superRefine((archive, ctx) => {
    // Each row once, each file for one photo: see archive-unique.ts.
    for (const { path, message } of archiveDuplicates(archive)) {
      ctx.addIssue({ code: 'custom', path, message });
    }
  });
export type ExportArchive = z.infer<typeof exportArchiveSchema>;
