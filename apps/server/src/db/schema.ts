import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    avatarUrl: text('avatar_url'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    language: text('language').notNull().default('vi'),
    theme: text('theme').notNull().default('light'),
    timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
    /** bumped on password change/reset: access tokens carrying an older value stop working */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_language', sql`${t.language} in ('vi', 'en')`),
    check('users_theme', sql`${t.theme} in ('light', 'dark', 'romantic', 'spring', 'auto')`),
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
  ],
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
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type EmailTokenPurpose = EmailTokenRow['purpose'];
export type CoupleRow = typeof couples.$inferSelect;
export type NewCoupleRow = typeof couples.$inferInsert;
export type CoupleCodeRow = typeof coupleCodes.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
