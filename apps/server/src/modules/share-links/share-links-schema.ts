import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { albums } from '../albums/albums-schema.js';
import { couples } from '../couple/couple-schema.js';
import { memories } from '../memories/memories-schema.js';
import { users } from '../users/users-schema.js';

/**
 * Read-only links to one memory or one album for people without an account
 * (docs/product-rules.md, Share links). The token is never stored: only its SHA-256. A link
 * is the couple's: it opens only while that couple is connected, until `expires_at` (null:
 * until revoked); revoking deletes the row, so its data and its photo URLs end at once.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    coupleId: text('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    memoryId: text('memory_id').references(() => memories.id, { onDelete: 'cascade' }),
    albumId: text('album_id').references(() => albums.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** scrypt of the passcode (salt$hash), null when the link has none */
    passcodeHash: text('passcode_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    /** wrong passcodes in a row; past the limit the link refuses passcodes until `locked_until` */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_links_token_hash_idx').on(t.tokenHash),
    index('share_links_couple_order_idx').on(t.coupleId, t.createdAt.desc(), t.id),
    index('share_links_memory_id_idx').on(t.memoryId),
    index('share_links_album_id_idx').on(t.albumId),
    check('share_links_one_target', sql`(${t.memoryId} is null) <> (${t.albumId} is null)`),
  ],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
