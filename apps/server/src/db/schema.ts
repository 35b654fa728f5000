import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  primaryKey,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

// One file on purpose: drizzle-kit loads it without our `.js` import mapping.
// Later areas may add their own files and list them in drizzle.config.ts.

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
     * `avatarUrlOf`); the old free-text `avatar_url` column is gone (issue 6).
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

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** every token rotated from one sign-in shares it; reuse of a rotated one revokes them all */
    familyId: text('family_id').notNull(),
    /** sha256 of the opaque token; the token itself is never stored */
    tokenHash: text('token_hash').notNull().unique(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** set when rotated: the id of the token that replaced this one */
    replacedBy: text('replaced_by'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    // Every signed-in request asks whether its session still has a live token: one probe here.
    index('refresh_tokens_live_family_idx')
      .on(t.familyId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * The event stream's tickets: a page trades its access token for one (POST
 * /events/ticket) and opens the stream with it once. Only the SHA-256 is kept; opening
 * the stream deletes the row, so a ticket works once on whichever server it reaches.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the session (refresh-token family) it was issued to: signing out closes its streams */
    sessionId: text('session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('event_tickets_user_id_idx').on(t.userId, t.expiresAt)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'verify'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_tokens_user_id_idx').on(t.userId),
    check('email_tokens_purpose', sql`${t.purpose} in ('reset', 'verify')`),
  ],
);

/**
 * Fixed-window failure counters (login per e-mail and per address, mail sends).
 * In the database so several servers on one PostgreSQL share them.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

export const COUPLE_ROW_STATUSES = ['pending', 'accepted', 'declined', 'ended'] as const;
export type CoupleRowStatus = (typeof COUPLE_ROW_STATUSES)[number];

/**
 * One row per pair of people, whoever invited whom: the unique index on the unordered
 * pair makes a reconnect reactivate the old row (same id), so everything keyed by
 * couple_id comes back. user1 is whoever sent the latest invitation.
 */
export const couples = pgTable(
  'couples',
  {
    id: text('id').primaryKey(),
    /** the inviter */
    user1Id: text('user1_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the invitee */
    user2Id: text('user2_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: COUPLE_ROW_STATUSES }).notNull(),
    anniversaryDate: date('anniversary_date', { mode: 'string' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('couples_pair_unique').using(
      'btree',
      sql`least(${t.user1Id}, ${t.user2Id})`,
      sql`greatest(${t.user1Id}, ${t.user2Id})`,
    ),
    index('couples_user1_status_idx').on(t.user1Id, t.status),
    index('couples_user2_status_idx').on(t.user2Id, t.status),
    check('couples_status', sql`${t.status} in ('pending', 'accepted', 'declined', 'ended')`),
    check('couples_two_people', sql`${t.user1Id} <> ${t.user2Id}`),
  ],
);

/**
 * The active membership: a row per user in an accepted couple. The primary key is what
 * keeps a user in at most one active couple, whatever races the service loses.
 */
export const coupleMembers = pgTable(
  'couple_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    coupleId: text('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('couple_members_couple_id_idx').on(t.coupleId)],
);

/**
 * An invitation to an e-mail address with no account yet (issue 16): the sign-up link
 * carries a single-use token, stored hashed. Registering with that address or that token
 * turns it into a pending couple invitation (modules/README "The couple"); `ended_at` marks
 * it used, withdrawn or replaced. At most one live one per inviter.
 */
export const emailInvitations = pgTable(
  'email_invitations',
  {
    id: text('id').primaryKey(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    anniversaryDate: date('anniversary_date', { mode: 'string' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_invitations_token_unique').on(t.tokenHash),
    uniqueIndex('email_invitations_live_inviter_unique')
      .on(t.inviterId)
      .where(sql`${t.endedAt} is null`),
    index('email_invitations_live_email_idx')
      .on(t.email)
      .where(sql`${t.endedAt} is null`),
    check('email_invitations_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Join codes: 8 characters, 7 days, single use; a newer code replaces the unused older ones. */
export const coupleCodes = pgTable(
  'couple_codes',
  {
    code: text('code').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('couple_codes_user_id_idx').on(t.userId)],
);

/** In-app notifications (the bell): a type and a few facts, worded by the web. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    link: text('link'),
    /** who did what it tells (folding keys on it); null for the scheduler's own */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** once per person ever, e.g. a milestone (unique with the user) */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the last event folded into it */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    uniqueIndex('notifications_user_dedupe_idx')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

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
    /** the full-quality original's file name (`original.jpg` or `original.png`); null before issue 13 */
    originalFile: text('original_file'),
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

/** PostgreSQL's tsvector (the search column), read as text when ever selected. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A date's month and day as one number (`1123` for 23 November): the "on this day" key. */
export const memoryMonthDay = (column: AnyPgColumn) =>
  sql`((extract(month from ${column}) * 100 + extract(day from ${column}))::int)`;

/**
 * Memories (DECISIONS "Memory privacy"). `couple_id` is the couple it was made in (null
 * for a private memory made while single): shared memories are seen by the members of
 * that couple, and come back with it on a reconnect (same couple id). The author always
 * sees their own. `search` is kept by PostgreSQL from the texts, accents and case folded
 * by `doita_unaccent` (migration 0003), for the accent-free search.
 */
export const memories = pgTable(
  'memories',
  {
    id: text('id').primaryKey(),
    coupleId: text('couple_id').references(() => couples.id, { onDelete: 'set null' }),
    /**
     * Who keeps it: the author, until the author deletes their account; then the partner
     * inherits the couple's shared memories (issue 6) and the rest goes with the account.
     */
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** who wrote it; null once their account is gone ('Unknown User') */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content'),
    date: date('date', { mode: 'string' }).notNull(),
    location: text('location'),
    mood: text('mood'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPrivate: boolean('is_private').notNull().default(false),
    /** in the trash since (issue 18): every read but the trash's own answers 404 */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** who moved it there: they see it in their trash, restore it or delete it for good */
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`(setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(description, '') || ' ' || coalesce(location, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(content, ''))), 'C'))`,
      ),
    ...timestamps,
  },
  (t) => [
    // The lists read only what is not in the trash: the order indexes hold only that.
    index('memories_couple_order_idx')
      .on(t.coupleId, t.date.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('memories_owner_order_idx')
      .on(t.ownerId, t.date.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('memories_search_idx').using('gin', t.search),
    index('memories_tags_idx').using('gin', t.tags),
    // The dashboard's recent activity: the newest written, mine and our shared ones.
    index('memories_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('memories_couple_shared_created_idx')
      .on(t.coupleId, t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.isPrivate} and ${t.deletedAt} is null`),
    // "On this day": the month and day of the date (29 Feb is looked up on 28 Feb too),
    // then the date, newest first: each arm reads only the few it shows.
    index('memories_owner_month_day_idx')
      .on(t.ownerId, memoryMonthDay(t.date), t.date.desc())
      .where(sql`${t.deletedAt} is null`),
    index('memories_couple_shared_month_day_idx')
      .on(t.coupleId, memoryMonthDay(t.date), t.date.desc())
      .where(sql`not ${t.isPrivate} and ${t.deletedAt} is null`),
    // The trash (issue 18): a person's trashed items, newest first; the purge, oldest first.
    index('memories_trash_idx')
      .on(t.deletedBy, t.deletedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is not null`),
    index('memories_purge_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

/**
 * How many memories each (owner, couple, privacy) holds, kept by the trigger
 * doita_memory_counts (migration 0003): the list's total without counting 100 000 rows.
 * '' stands for null (a memory made while single).
 */
export const memoryCounts = pgTable(
  'memory_counts',
  {
    ownerId: text('owner_id').notNull(),
    coupleId: text('couple_id').notNull(),
    isPrivate: boolean('is_private').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.coupleId, t.isPrivate] }),
    index('memory_counts_couple_idx').on(t.coupleId),
  ],
);

/** Favourites are per person: each partner marks their own. */
export const memoryFavorites = pgTable(
  'memory_favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memoryId: text('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    /**
     * A toggle flips this in one upsert (`not is_favorite`), so two toggles at the same
     * moment are two flips; unmarking keeps the row with false.
     */
    isFavorite: boolean('is_favorite').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.memoryId] }),
    index('memory_favorites_memory_id_idx').on(t.memoryId),
  ],
);

/** A memory's photos, in order. */
export const memoryImages = pgTable(
  'memory_images',
  {
    memoryId: text('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memoryId, t.uploadId] }),
    index('memory_images_upload_id_idx').on(t.uploadId),
  ],
);

/** One reaction per person and memory (issue 16); changing it replaces the emoji. */
export const memoryReactions = pgTable(
  'memory_reactions',
  {
    memoryId: text('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memoryId, t.userId] }),
    index('memory_reactions_user_id_idx').on(t.userId),
  ],
);

/** Comments on a memory: plain text, oldest first (keyset on created_at, id). */
export const memoryComments = pgTable(
  'memory_comments',
  {
    id: text('id').primaryKey(),
    memoryId: text('memory_id')
      .notNull()
      .references(() => memories.id, { onDelete: 'cascade' }),
    /** null once the writer's account is gone (the comment stays for the other) */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** in the trash since (issue 18): every read but the trash's own answers 404 */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** who moved it there: they see it in their trash, restore it or delete it for good */
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Whole (trashed ones too): deleting a memory cascades to its comments through it.
    index('memory_comments_memory_order_idx').on(t.memoryId, t.createdAt, t.id),
    index('memory_comments_author_id_idx').on(t.authorId),
    // The trash (issue 18): a person's trashed items, newest first; the purge, oldest first.
    index('memory_comments_trash_idx')
      .on(t.deletedBy, t.deletedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is not null`),
    index('memory_comments_purge_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

/**
 * Reminders (DECISIONS "Reminders", issue 17): they belong to their author, and to the couple
 * they were written in while it lasts (both partners see them unless private);
 * `author_id` is who made it. `datetime` is when it is due (moved by a snooze);
 * `scheduled_at` is the occurrence its rule produced; `series_start` the first one.
 * A repeating reminder stays one row that moves on to its next occurrence; the
 * occurrences it leaves behind are kept in `reminder_occurrences`.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: text('id').primaryKey(),
    /** the couple it was written in; null when its author had none (issue 17) */
    coupleId: text('couple_id').references(() => couples.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default('custom'),
    /** seen by its author only: 404 to the partner, delivered to the author alone */
    isPrivate: boolean('is_private').notNull().default(false),
    /** the notice comes this many calendar days before each occurrence (0, 1, 3, 7) */
    leadDays: integer('lead_days').notNull().default(0),
    /**
     * The scheduler's next act on this row: the notice (lead days before the occurrence),
     * or, for a repeating reminder noticed early, moving on once the occurrence has come.
     * Null when there is nothing left to do (a delivered one-off, a completed reminder).
     */
    notifyAt: timestamp('notify_at', { withTimezone: true }),
    datetime: timestamp('datetime', { withTimezone: true }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** the series' first occurrence: repeats are counted from it (31 Jan monthly: 28 Feb, then 31 Mar) */
    seriesStart: timestamp('series_start', { withTimezone: true }).notNull(),
    /** the zone the wall-clock time was set in: repeats keep that time there */
    timeZone: text('time_zone').notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringType: text('recurring_type').notNull().default('none'),
    calendar: text('calendar').notNull().default('solar'),
    /** the series' lunar date, for lunar reminders */
    lunarDay: integer('lunar_day'),
    lunarMonth: integer('lunar_month'),
    lunarLeap: boolean('lunar_leap').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    notified: boolean('notified').notNull().default(false),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** in the trash since (issue 18): every read but the trash's own answers 404 */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** who moved it there: they see it in their trash, restore it or delete it for good */
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`(setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(description, ''))), 'B'))`,
      ),
    ...timestamps,
  },
  (t) => [
    index('reminders_couple_datetime_idx').on(t.coupleId, t.datetime, t.id),
    index('reminders_couple_completed_datetime_idx').on(
      t.coupleId,
      t.isCompleted,
      t.datetime,
      t.id,
    ),
    index('reminders_couple_type_datetime_idx').on(t.coupleId, t.type, t.datetime, t.id),
    index('reminders_notify_idx')
      .on(t.notifyAt)
      .where(
        sql`${t.notifyAt} is not null and ${t.isCompleted} = false and ${t.deletedAt} is null`,
      ),
    // what its author sees of their own, whatever couple (or none) it was written in
    index('reminders_author_datetime_idx').on(t.authorId, t.datetime, t.id),
    index('reminders_search_idx').using('gin', t.search),
    // The dashboard's recent activity: the couple's newest written.
    index('reminders_couple_created_idx').on(t.coupleId, t.createdAt.desc(), t.id.desc()),
    // The trash (issue 18): a person's trashed items, newest first; the purge, oldest first.
    index('reminders_trash_idx')
      .on(t.deletedBy, t.deletedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is not null`),
    index('reminders_purge_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    check('reminders_type', sql`${t.type} in ('anniversary', 'birthday', 'date', 'custom')`),
    check(
      'reminders_recurring_type',
      sql`${t.recurringType} in ('none', 'daily', 'weekly', 'monthly', 'yearly')`,
    ),
    check('reminders_calendar', sql`${t.calendar} in ('solar', 'lunar')`),
    check('reminders_lead_days', sql`${t.leadDays} in (0, 1, 3, 7)`),
    check(
      'reminders_lunar_date',
      sql`${t.calendar} = 'solar' or (${t.lunarDay} between 1 and 30 and ${t.lunarMonth} between 1 and 12)`,
    ),
  ],
);

/**
 * How many reminders each couple has, done and not done, kept by the trigger
 * doita_reminder_counts (migration 0007): the dashboard's "active" count without
 * counting a couple's whole history.
 */
export const reminderCounts = pgTable(
  'reminder_counts',
  {
    coupleId: text('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.coupleId, t.isCompleted] })],
);

/** The occurrences a repeating reminder has left behind (delivered, or completed early). */
export const reminderOccurrences = pgTable(
  'reminder_occurrences',
  {
    id: text('id').primaryKey(),
    reminderId: text('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    coupleId: text('couple_id').references(() => couples.id, { onDelete: 'cascade' }),
    /** the occurrence (its due time) */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reminder_occurrences_reminder_idx').on(t.reminderId, t.occurredAt),
    index('reminder_occurrences_couple_idx').on(t.coupleId, t.occurredAt),
    check('reminder_occurrences_outcome', sql`${t.outcome} in ('delivered', 'completed')`),
  ],
);

/** Web Push subscriptions: one per browser that allowed notifications. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when a push last reached it (null: never yet) */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * The calendar feed's secret, one per person (each subscribes their own phone). Only its
 * SHA-256 is kept: the link is shown when made, and a new one retires the old.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The couple's blog (issue 7, DECISIONS "Blog privacy"). `couple_id` is the author's
 * couple when the post was written (or made `couple`): a `couple` post is seen by that
 * couple's members, and comes back with a reconnect. `content` is the Markdown as
 * written; `content_html` its sanitised rendering (inline images as `upload:ID`, signed
 * on every read), redone when `render_version` is older than the renderer's.
 * `likes_count` and `comments_count` are kept in the transaction that adds or removes a
 * like or comment. `sorted_at` orders lists: publication, else writing.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coupleId: text('couple_id').references(() => couples.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    renderVersion: integer('render_version').notNull().default(0),
    /** the author's own excerpt */
    excerpt: text('excerpt'),
    /** the first 150 characters of the text */
    autoExcerpt: text('auto_excerpt').notNull().default(''),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    coverUploadId: text('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category').notNull(),
    privacy: text('privacy').notNull(),
    status: text('status').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    sortedAt: timestamp('sorted_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(published_at, created_at)`),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** in the trash since (issue 18): every read but the trash's own answers 404 */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** who moved it there: they see it in their trash, restore it or delete it for good */
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`(setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(excerpt, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(content, ''))), 'C'))`,
      ),
    ...timestamps,
  },
  (t) => [
    index('blog_posts_author_order_idx').on(t.authorId, t.sortedAt.desc(), t.id.desc()),
    index('blog_posts_couple_order_idx').on(t.coupleId, t.sortedAt.desc(), t.id.desc()),
    index('blog_posts_public_order_idx')
      .on(t.sortedAt.desc(), t.id.desc())
      .where(sql`${t.privacy} = 'public' and ${t.status} = 'published' and ${t.deletedAt} is null`),
    index('blog_posts_search_idx').using('gin', t.search),
    index('blog_posts_tags_idx').using('gin', t.tags),
    index('blog_posts_cover_idx').on(t.coverUploadId),
    // The timeline: published posts by publication, mine and our couple's.
    index('blog_posts_author_published_idx')
      .on(t.authorId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    index('blog_posts_couple_published_idx')
      .on(t.coupleId, t.publishedAt.desc(), t.id.desc())
      .where(
        sql`${t.status} = 'published' and ${t.privacy} in ('couple', 'public') and ${t.deletedAt} is null`,
      ),
    // The trash (issue 18): a person's trashed items, newest first; the purge, oldest first.
    index('blog_posts_trash_idx')
      .on(t.deletedBy, t.deletedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is not null`),
    index('blog_posts_purge_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),

    check(
      'blog_posts_category',
      sql`${t.category} in ('love', 'life', 'travel', 'food', 'memories', 'thoughts')`,
    ),
    check('blog_posts_privacy', sql`${t.privacy} in ('private', 'couple', 'public')`),
    check('blog_posts_status', sql`${t.status} in ('draft', 'published')`),
    check('blog_posts_counts', sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0`),
  ],
);

/** One like per person and post. */
export const blogPostLikes = pgTable(
  'blog_post_likes',
  {
    postId: text('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('blog_post_likes_user_id_idx').on(t.userId),
  ],
);

/** Comments: plain text, oldest first. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** in the trash since (issue 18): every read but the trash's own answers 404 */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** who moved it there: they see it in their trash, restore it or delete it for good */
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Whole (trashed ones too): deleting a post cascades to its comments through it.
    index('blog_comments_post_order_idx').on(t.postId, t.createdAt, t.id),
    index('blog_comments_author_id_idx').on(t.authorId),
    // The trash (issue 18): a person's trashed items, newest first; the purge, oldest first.
    index('blog_comments_trash_idx')
      .on(t.deletedBy, t.deletedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is not null`),
    index('blog_comments_purge_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

/** The uploads a post's Markdown shows inline (`upload:ID`), claimed for it. */
export const blogPostImages = pgTable(
  'blog_post_images',
  {
    postId: text('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.uploadId] }),
    index('blog_post_images_upload_id_idx').on(t.uploadId),
  ],
);

export const PORTABILITY_JOB_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;
export interface JobErrorValue {
  code: string;
  message: string;
}

/**
 * Exports (issue 18): one row per ZIP asked for. The ZIP itself is written, streamed, to
 * DATA_DIR/exports/<id>.zip by the worker (modules/portability); `progress` is 0 to 100.
 * A job left pending or running by a stopped server is marked failed when it starts again.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PORTABILITY_JOB_STATUSES }).notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    error: jsonb('error').$type<JobErrorValue>(),
    /** bytes of the finished ZIP (a couple's photos make it many GB: int4 stopped at 2 GiB) */
    size: bigint('size', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    index('export_jobs_user_idx').on(t.userId, t.createdAt),
    index('export_jobs_unfinished_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'running')`),
    check('export_jobs_status', sql`${t.status} in ('pending', 'running', 'ready', 'failed')`),
  ],
);

/** Imports (issue 18): the ZIP waits in DATA_DIR/imports/<id>.zip while the job runs. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PORTABILITY_JOB_STATUSES }).notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    counts: jsonb('counts').$type<Record<string, { added: number; skipped: number }>>(),
    error: jsonb('error').$type<JobErrorValue>(),
    ...timestamps,
  },
  (t) => [
    index('import_jobs_user_idx').on(t.userId, t.createdAt),
    index('import_jobs_unfinished_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'running')`),
    check('import_jobs_status', sql`${t.status} in ('pending', 'running', 'ready', 'failed')`),
  ],
);

/**
 * What an import added, by the id it had in the archive: the same archive imported again
 * (by me or my partner) finds its items here and adds nothing.
 */
export const importedItems = pgTable(
  'imported_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sourceId: text('source_id').notNull(),
    targetId: text('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.sourceId] })],
);

/**
 * Idempotency-Key answers (issue 19): one row per (user, key) a write was sent with. An
 * unanswered row (`status_code` null) is a request in progress; the primary key decides the
 * race between two servers. Rows expire after a day and are swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha-256 of method, path and body: the same key with another request is refused */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type EmailTokenPurpose = EmailTokenRow['purpose'];
export type CoupleRow = typeof couples.$inferSelect;
export type NewCoupleRow = typeof couples.$inferInsert;
export type CoupleCodeRow = typeof coupleCodes.$inferSelect;
export type EmailInvitationRow = typeof emailInvitations.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type MemoryRow = typeof memories.$inferSelect;
export type NewMemoryRow = typeof memories.$inferInsert;
export type UploadRow = typeof uploads.$inferSelect;
export type ReminderRow = typeof reminders.$inferSelect;
export type NewReminderRow = typeof reminders.$inferInsert;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type EventTicketRow = typeof eventTickets.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;
export type BlogCommentRow = typeof blogComments.$inferSelect;
export type ExportJobRow = typeof exportJobs.$inferSelect;
export type ImportJobRow = typeof importJobs.$inferSelect;
export type MemoryCommentRow = typeof memoryComments.$inferSelect;
