import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  type AnyPgColumn,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';

/*
 * A person and their uploads reference each other (an upload's owner, a person's avatar), so
 * both tables are declared here: two files would import each other. The uploads module owns
 * its table (its repositories write it) and takes it from its own file, which re-exports it.
 */

/** Kept in step with packages/shared's preferences-schemas.ts (drizzle-kit cannot import it). */
export interface NotificationPreferences {
  push: boolean;
  email: boolean;
  reminders: boolean;
  couple: boolean;
  memories: boolean;
  blog: boolean;
}
const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  push: true,
  email: false,
  reminders: true,
  couple: true,
  memories: true,
  blog: true,
};

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** always lower-cased by the contract; the check keeps it so whoever writes */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    username: text('username').unique(),
    bio: text('bio'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phone: text('phone'),
    /**
     * The avatar: one of my uploads (claimed, so the sweeper keeps it). Responses carry
     * `avatarUrl`, a freshly signed URL of its smallest rendition (users-service
     * `avatarUrlOf`); the old free-text `avatar_url` column is gone.
     */
    avatarUploadId: text('avatar_upload_id').references((): AnyPgColumn => uploads.id, {
      onDelete: 'set null',
    }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    language: text('language').notNull().default('vi'),
    theme: text('theme').notNull().default('light'),
    timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
    /** bumped on password change/reset: access tokens carrying an older value stop working */
    tokenVersion: integer('token_version').notNull().default(0),
    /** GET/PUT /user/preferences: which channels and topics may reach this person */
    notificationPreferences: jsonb('notification_preferences')
      .$type<NotificationPreferences>()
      .notNull()
      .default(DEFAULT_NOTIFICATION_PREFERENCES),
    profileVisibility: text('profile_visibility').notNull().default('couple'),
    ...timestamps,
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_language', sql`${t.language} in ('vi', 'en')`),
    check('users_theme', sql`${t.theme} in ('light', 'dark', 'romantic', 'spring', 'auto')`),
    check(
      'users_profile_visibility',
      sql`${t.profileVisibility} in ('public', 'couple', 'private')`,
    ),
    // Deleting an upload (the sweeper) looks here for avatars to clear: no scan of users.
    index('users_avatar_upload_idx')
      .on(t.avatarUploadId)
      .where(sql`${t.avatarUploadId} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * Uploaded images (POST /upload/single). The bytes live in storage (disk or S3) under
 * `<id>/<width>.webp` and `<id>/<original_file>`; this row says who uploaded them and what
 * files exist, and a file is served only while its row is here. `used_at` is set when a
 * memory, post or avatar takes the image; an image never taken is swept after a day, and
 * one let go (its memory or post deleted, a photo taken out of a memory, an avatar
 * replaced) is deleted with its files at once (uploads-service `free`).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** what the bytes were (image/jpeg, image/png, image/gif, image/webp) */
    originalType: text('original_type').notNull(),
    originalName: text('original_name').notNull(),
    /** bytes received */
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** rendition widths stored, ascending */
    widths: integer('widths').array().notNull(),
    /** tiny blurred WebP as a data: URL */
    placeholder: text('placeholder').notNull(),
    /** the full-quality original's file name (`original.jpg` or `original.png`); null on older uploads */
    originalFile: text('original_file'),
    /**
     * `image`, `video` (its renditions and placeholder are its poster's) or `live` (a Live
     * Photo: a still whose motion clip is kept beside it)
     */
    kind: text('kind').notNull().default('image'),
    /** a video's preparation: processing, ready or failed (an image is ready from the start) */
    mediaStatus: text('media_status').notNull().default('ready'),
    /** 0..1 while a video is prepared */
    mediaProgress: real('media_progress').notNull().default(1),
    /** why a video's preparation failed (VIDEO_FAILURES in shared) */
    mediaFailure: text('media_failure'),
    durationMs: integer('duration_ms'),
    /** the playable rendition (`video.mp4`, H.264/AAC, no metadata), once prepared */
    videoFile: text('video_file'),
    /** a Live Photo's motion clip as sent (`clip.mov`), kept for export and download */
    clipFile: text('clip_file'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * Taken out of a post by an edit (the editor saves as one types, and undo may put it
     * back): not served from then on, its owner may attach it again for a day, then swept.
     */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_unused_idx')
      .on(t.createdAt)
      .where(sql`${t.usedAt} is null`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;
