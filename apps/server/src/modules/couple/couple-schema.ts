import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { users } from '../users/users-schema.js';

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
 * An invitation to an e-mail address with no account yet: the sign-up link
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

export type CoupleRow = typeof couples.$inferSelect;
export type NewCoupleRow = typeof couples.$inferInsert;
export type CoupleCodeRow = typeof coupleCodes.$inferSelect;
export type EmailInvitationRow = typeof emailInvitations.$inferSelect;
