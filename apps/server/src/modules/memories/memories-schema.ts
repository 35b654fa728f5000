import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  primaryKey,
  index,
  integer,
  pgTable,
  type AnyPgColumn,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps, tsvector } from '../../db/columns.js';
import { users } from '../users/users-schema.js';
import { uploads } from '../uploads/uploads-schema.js';
import { couples } from '../couple/couple-schema.js';

/** A date's month and day as one number (`1123` for 23 November): the "on this day" key. */
export const memoryMonthDay = (column: AnyPgColumn) =>
  sql`((extract(month from ${column}) * 100 + extract(day from ${column}))::int)`;

/**
 * Memories (docs/product-rules.md, Privacy). `couple_id` is the couple it was made in (null
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
     * inherits the couple's shared memories and the rest goes with the account.
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
    /** the place's name (a name alone when it has no coordinates) */
    location: text('location'),
    /** the place's coordinates (WGS 84 degrees), both or neither */
    locationLat: doublePrecision('location_lat'),
    locationLng: doublePrecision('location_lng'),
    mood: text('mood'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPrivate: boolean('is_private').notNull().default(false),
    /** in the trash since: every read but the trash's own answers 404 */
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
    check(
      'memories_location_coords',
      sql`(${t.locationLat} is null) = (${t.locationLng} is null) and (${t.locationLat} is null or ${t.location} is not null)`,
    ),
    // The lists read only what is not in the trash: the order indexes hold only that.
    index('memories_couple_order_idx')
      .on(t.coupleId, t.date.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('memories_owner_order_idx')
      .on(t.ownerId, t.date.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('memories_search_idx').using('gin', t.search),
    // The map (GET /memories/places, GET /places): each arm of the read rule reads only the
    // live memories that have coordinates, by place, newest first in the lists' full order,
    // so a place's newest ids stop at their limit.
    index('memories_owner_place_idx')
      .on(
        t.ownerId,
        t.location,
        t.locationLat,
        t.locationLng,
        t.date.desc(),
        t.createdAt.desc(),
        t.id.desc(),
      )
      .where(sql`${t.deletedAt} is null and ${t.locationLat} is not null`),
    // The owner last (after the unique id, so the order is unchanged): the shared arm leaves
    // out my own memories (`owner_id <> me`) from the index alone, with no read of the table.
    index('memories_couple_shared_place_idx')
      .on(
        t.coupleId,
        t.location,
        t.locationLat,
        t.locationLng,
        t.date.desc(),
        t.createdAt.desc(),
        t.id.desc(),
        t.ownerId,
      )
      .where(sql`not ${t.isPrivate} and ${t.deletedAt} is null and ${t.locationLat} is not null`),
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
    // The trash: a person's trashed items, newest first; the purge, oldest first.
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

/**
 * How many live memories with coordinates each (owner, couple, privacy, place) holds, kept
 * by the trigger doita_memory_place_counts (migration 0034) in the writing transaction: the
 * map's pins and their counts without reading the memories. '' stands for a null couple; a
 * row whose count falls to 0 is deleted.
 */
export const memoryPlaceCounts = pgTable(
  'memory_place_counts',
  {
    ownerId: text('owner_id').notNull(),
    coupleId: text('couple_id').notNull(),
    isPrivate: boolean('is_private').notNull(),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.coupleId, t.isPrivate, t.name, t.lat, t.lng] }),
    index('memory_place_counts_couple_idx').on(t.coupleId),
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

/** One reaction per person and memory; changing it replaces the emoji. */
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
    /** in the trash since: every read but the trash's own answers 404 */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** who moved it there: they see it in their trash, restore it or delete it for good */
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Whole (trashed ones too): deleting a memory cascades to its comments through it.
    index('memory_comments_memory_order_idx').on(t.memoryId, t.createdAt, t.id),
    index('memory_comments_author_id_idx').on(t.authorId),
    // The trash: a person's trashed items, newest first; the purge, oldest first.
    index('memory_comments_trash_idx')
      .on(t.deletedBy, t.deletedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is not null`),
    index('memory_comments_purge_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

export type MemoryRow = typeof memories.$inferSelect;
export type NewMemoryRow = typeof memories.$inferInsert;
export type MemoryCommentRow = typeof memoryComments.$inferSelect;
