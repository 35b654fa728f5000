import { z } from 'zod';
import { archiveDateSchema, archiveInstantSchema } from './archive-instants.js';
import { idSchema, text } from '../common/common-schemas.js';
import { archiveCommentsOf, archivePlaceSchema, optionalArchiveText } from './archive-texts.js';
import { REMINDER_LEAD_DAYS } from '../reminders/reminder-notice.js';
import { ARCHIVE_ALBUMS_MAX_ITEMS, archiveAlbumsFields } from './archive-albums-schemas.js';
import { ARCHIVE_LETTERS_MAX_ITEMS, archiveLettersFields } from './archive-letters-schemas.js';
import { ARCHIVE_MESSAGES_MAX_ITEMS, archiveMessagesFields } from './archive-messages-schemas.js';
import {
  ARCHIVE_QUESTIONS_MAX_ITEMS,
  archiveQuestionsFields,
} from '../questions/archive-questions-schemas.js';
import { ARCHIVE_TOGETHER_MAX_ITEMS, archiveTogetherFields } from './archive-together-schemas.js';

/**
 * Export and import of a couple's data (docs/export-format.md): the jobs' API shapes,
 * the limits an imported archive must keep, and the archive's own versioned format
 * (`data.json`, documented in docs/export-format.md).
 */
export const PORTABILITY_JOB_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;
export const portabilityJobStatusSchema = z.enum(PORTABILITY_JOB_STATUSES);
export type PortabilityJobStatus = z.infer<typeof portabilityJobStatusSchema>;

export const PORTABILITY_LIMITS = {
  /**
   * the ZIP a user may send: what our own export of a big couple weighs (2 000 phone photos
   * make 5.3 GB, docs/benchmarks.md), so whoever leaves can come back; it streams to disk
   */
  maxArchiveBytes: 8 * 1024 * 1024 * 1024,
  /** everything inside it, uncompressed (photos hardly compress: a little above the ZIP) */
  maxUncompressedBytes: 10 * 1024 * 1024 * 1024,
  maxEntries: 50_000,
  /** uncompressed / compressed, for entries bigger than `ratioFloorBytes` (a zip bomb's tell) */
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  /** data.json itself, uncompressed (stored or deflated alike) */
  maxDataJsonBytes: 64 * 1024 * 1024,
  /**
   * data.json's shape, counted while it is read and before anything is parsed: a parsed
   * value costs far more memory than its bytes (21 million `{}` fit in 64 MB and took a
   * 5 GB heap), so the bytes cap alone does not bound the parse. Our own format nests five
   * deep and has at most a few dozen keys an object.
   */
  maxJsonDepth: 8,
  maxJsonKeysPerObject: 100,
  /** every value of the document (objects, arrays, strings, numbers, literals) */
  maxJsonValues: 1_500_000,
  /**
   * items per kind, summed over the whole document by the name of the array holding them
   * (`comments` counts the posts' and the memories' together); an array of any other name
   * holds at most `otherArrayItems` in all
   */
  maxItems: {
    memories: 10_000,
    reminders: 5_000,
    posts: 2_000,
    comments: 50_000,
    reactions: 50_000,
    photos: 30_000,
    images: 20_000,
    tags: 100_000,
    ...ARCHIVE_LETTERS_MAX_ITEMS,
    ...ARCHIVE_MESSAGES_MAX_ITEMS,
    ...ARCHIVE_ALBUMS_MAX_ITEMS,
    ...ARCHIVE_QUESTIONS_MAX_ITEMS,
    ...ARCHIVE_TOGETHER_MAX_ITEMS,
  },
  otherArrayItems: 1_000,
  /** the worker that parses and checks data.json: its heap, and how long it may take */
  parseHeapMb: 384,
  parseTimeoutMs: 120_000,
  /** one photo inside the archive */
  maxPhotoBytes: 40 * 1024 * 1024,
} as const;

/** Why an import failed: the web words it in the user's language from the code. */
export const IMPORT_ERROR_CODES = [
  'NOT_A_ZIP',
  'UNSAFE_PATH',
  'TOO_LARGE',
  'TOO_MANY_ENTRIES',
  'SUSPICIOUS_COMPRESSION',
  'MISSING_DATA',
  'INVALID_JSON',
  'WRONG_FORMAT',
  'UNSUPPORTED_VERSION',
  'INVALID_DATA',
  'TOO_DEEP',
  'TOO_MANY_ITEMS',
  'TOO_COMPLEX',
  'MISSING_FILE',
  'BAD_PHOTO',
  'INTERRUPTED',
  'INTERNAL',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];
export const jobErrorSchema = z.object({ code: z.string(), message: z.string() });
export type JobError = z.infer<typeof jobErrorSchema>;

export const exportJobSchema = z.object({
  id: z.string(),
  status: portabilityJobStatusSchema,
  /** 0 to 100 */
  progress: z.number().int().min(0).max(100),
  /**
   * Where the ZIP is once ready (null before, and after a failure). It opens only with a
   * `ticket` from POST /exports/:id/download-link: a link for one download, within 15 minutes,
   * while the session that asked for it, my account and my couple stay as they were.
   */
  downloadUrl: z.string().nullable(),
  error: jobErrorSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;
export const exportStartedResponseSchema = z.object({
  export: exportJobSchema.pick({ id: true, status: true }),
});
export const exportJobResponseSchema = z.object({ export: exportJobSchema });
export type ExportJobResponse = z.infer<typeof exportJobResponseSchema>;

export const IMPORT_KINDS = [
  'memories',
  'photos',
  'reminders',
  'posts',
  'comments',
  'reactions',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
const countPair = z.object({
  added: z.number().int().min(0),
  skipped: z.number().int().min(0),
  /** waiting for the partner, who the archive says wrote them (import-offers-schemas.ts) */
  held: z.number().int().min(0),
});
export const importCountsSchema = z.object({
  memories: countPair,
  photos: countPair,
  reminders: countPair,
  posts: countPair,
  comments: countPair,
  reactions: countPair,
});
export type ImportCounts = z.infer<typeof importCountsSchema>;
export const emptyImportCounts = (): ImportCounts => ({
  memories: { added: 0, skipped: 0, held: 0 },
  photos: { added: 0, skipped: 0, held: 0 },
  reminders: { added: 0, skipped: 0, held: 0 },
  posts: { added: 0, skipped: 0, held: 0 },
  comments: { added: 0, skipped: 0, held: 0 },
  reactions: { added: 0, skipped: 0, held: 0 },
});

export const importJobSchema = z.object({
  id: z.string(),
  status: portabilityJobStatusSchema,
  progress: z.number().int().min(0).max(100),
  counts: importCountsSchema,
  error: jobErrorSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
export const importStartedResponseSchema = z.object({
  import: importJobSchema.pick({ id: true, status: true }),
});
export const importJobResponseSchema = z.object({ import: importJobSchema });
export type ImportJobResponse = z.infer<typeof importJobResponseSchema>;

/** the download's body: the ZIP's bytes (application/zip), never JSON */
export const zipFileSchema = z.unknown().describe('application/zip');
export const jobParamsSchema = z.object({ id: idSchema });

/** How long a download link lives, unused (it dies at its first use anyway). */
export const EXPORT_LINK_TTL_SECONDS = 15 * 60;
/** A single-use download link: the browser opens `url` itself and streams the ZIP to disk. */
export const exportDownloadLinkSchema = z.object({
  /** below the server's origin, `/api/exports/<id>/download?ticket=…` */
  url: z.string(),
  expiresAt: z.iso.datetime(),
});
export type ExportDownloadLink = z.infer<typeof exportDownloadLinkSchema>;
/**
 * The ticket of a download link. Optional and unshaped here, so a missing or malformed one
 * gets the same 404 as a used or expired one: nothing tells one bad ticket from another.
 */
export const exportTicketQuerySchema = z.object({ ticket: z.string().max(200).optional() });

// ---------------------------------------------------------------------------------------
// The archive: data.json, version 1.

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
  language: str(10),
  theme: str(20),
  timeZone: str(100),
});

export const archiveMemorySchema = z.object({
  id: sourceId,
  /** a person of the archive (user or partner), or null ('Unknown User') */
  authorId: sourceId.nullable(),
  /** made in the couple (shared with it) rather than while single */
  shared: z.boolean(),
  title: text(500),
  description: text(20_000),
  content: optionalArchiveText(100_000),
  date: isoDate,
  /**
   * a name alone, or `{ name, lat, lng }` with its coordinates (archives written before places
   * had coordinates hold a name only); a blank name is no place, as the live API reads it
   */
  location: archivePlaceSchema,
  mood: str(50).nullable(),
  tags: z.array(str(100)).max(100),
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
    .array(z.object({ userId: sourceId, emoji: str(16), createdAt: isoInstant }))
    .max(10)
    .optional(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ArchiveMemory = z.infer<typeof archiveMemorySchema>;

export const archiveReminderSchema = z.object({
  id: sourceId,
  authorId: sourceId.nullable(),
  title: text(500),
  description: text(20_000),
  type: z.enum(['anniversary', 'birthday', 'date', 'custom']),
  datetime: isoInstant,
  scheduledAt: isoInstant,
  seriesStart: isoInstant,
  timeZone: str(100),
  isRecurring: z.boolean(),
  recurringType: z.enum(['none', 'daily', 'weekly', 'monthly', 'yearly']),
  calendar: z.enum(['solar', 'lunar']),
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
});
export type ArchiveReminder = z.infer<typeof archiveReminderSchema>;

export const archivePostSchema = z.object({
  id: sourceId,
  authorId: sourceId.nullable(),
  /** the Markdown file written for it (posts/<slug>.md) */
  file: str(300),
  title: text(500),
  /** as stored: inline images are `upload:<photo id>`, the photo in `images` */
  content: str(200_000),
  excerpt: optionalArchiveText(2000),
  tags: z.array(str(100)).max(100),
  category: z.enum(['love', 'life', 'travel', 'food', 'memories', 'thoughts']),
  privacy: z.enum(['private', 'couple', 'public']),
  status: z.enum(['draft', 'published']),
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
  language: str(10),
  theme: str(20),
  timeZone: str(100),
  profileVisibility: str(20),
});

/** data.json, version 1 (docs/export-format.md). */
export const exportArchiveSchema = z.object({
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
});
export type ExportArchive = z.infer<typeof exportArchiveSchema>;
