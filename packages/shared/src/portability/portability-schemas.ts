import { z } from 'zod';
import { idSchema } from '../common/common-schemas.js';
import { ARCHIVE_ALBUMS_MAX_ITEMS } from './archive-albums-schemas.js';
import { ARCHIVE_LETTERS_MAX_ITEMS } from './archive-letters-schemas.js';
import { ARCHIVE_MESSAGES_MAX_ITEMS } from './archive-messages-schemas.js';
import { ARCHIVE_QUESTIONS_MAX_ITEMS } from '../questions/archive-questions-schemas.js';
import { ARCHIVE_TOGETHER_MAX_ITEMS } from './archive-together-schemas.js';

/**
 * Export and import of a couple's data (docs/export-format.md): the jobs' API shapes and
 * the limits an imported archive must keep. The archive's own format is in
 * `archive-schemas.ts`.
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
  /** the archive's person is not the importer (neither the same id nor the same e-mail) */
  'NOT_YOUR_ARCHIVE',
  /** another import of the same person is still waiting or running (409 at POST /imports) */
  'IMPORT_RUNNING',
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
  'letters',
  'messages',
  'listItems',
  'checkins',
  'answers',
  'albums',
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
  /** never held: only the importer's own come in (the partner's with the partner's import) */
  letters: countPair,
  messages: countPair,
  listItems: countPair,
  checkins: countPair,
  answers: countPair,
  albums: countPair,
});
export type ImportCounts = z.infer<typeof importCountsSchema>;
export const emptyImportCounts = (): ImportCounts =>
  Object.fromEntries(
    IMPORT_KINDS.map((kind) => [kind, { added: 0, skipped: 0, held: 0 }]),
  ) as ImportCounts;

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
