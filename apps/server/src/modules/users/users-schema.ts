import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { uploads } from '../uploads/uploads-schema.js';

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
